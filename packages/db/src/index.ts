export { level1GroupOf } from './access/level1-group.js';
export * from './audit/index.js';
export * from './bulk-match/index.js';
export * from './con-mon/index.js';
export * from './create-db.js';
export * from './data-dir-lock.js';
export * from './database.js';
export * from './datasources/index.js';
export { migrationsFolder } from './migrate.js';
export * from './schema/index.js';
export * from './seed/dev-directory.js';
export * from './seed/reference-data.js';
export * from './seed/seed.js';
// One drizzle version for the whole workspace: query operators come from here.
export { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, min, ne, or, sql, type SQL } from 'drizzle-orm';
export * from './seed/jurisdictions.js';
export * from './jobs/index.js';
export * from './payment-screening/index.js';
