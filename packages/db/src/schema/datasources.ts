export * from './datasources-deaths.js';
export * from './datasources-debts.js';
export * from './datasources-exclusions.js';
export * from './datasources-loading.js';
export * from './datasources-ofac.js';
export * from './datasources-sam-entity.js';
export * from './datasources-tax-exempt.js';
