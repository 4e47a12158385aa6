export * from './job-queue.js';
export * from './agency-file-jobs.js';
