export * from './job-queue.js';
