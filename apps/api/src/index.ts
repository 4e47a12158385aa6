// What other workspaces (benchmarks, browser-test stacks) may build the API from.
export { buildApp, type BuiltApp } from './app.js';
export { createAppDeps } from './app-deps.js';
export { loadApiConfig, type ApiConfig } from './config.js';
export { createTokenVerifier, tokenChecksOf } from './domain/token-verifier.js';
export { createJobRunner, type ProcessJobRunner } from './jobs/process-job-runner.js';
export { jobHandlers } from './jobs/job-handlers.js';
export { JobRunner, type JobHandler, type JobHandlerContext } from './jobs/job-runner.js';
