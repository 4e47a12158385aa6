export * from './business-functions.js';
export * from './datasource-catalog.js';
export * from './datasource-info.js';
export * from './envelope.js';
export * from './enums.js';
export * from './errors.js';
export * from './portal.js';
export * from './users.js';
