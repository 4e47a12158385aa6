export * from './access.js';
export * from './audit.js';
export * from './portal.js';
export * from './sessions.js';
export * from './datasources.js';
export * from './fod-jurisdictions.js';
export * from './jobs.js';
export * from './rate-limit.js';
