import { createScoringPool, type DbHandle } from '@dnp/db';
import type { ApiConfig } from '../config.js';
import { jobHandlers } from './job-handlers.js';
import { JobRunner } from './job-runner.js';
import { jobThread, type JobLog } from './job-thread.js';
import type { RequestsInFlight } from './requests-in-flight.js';

export interface ProcessJobRunner {
  start(): void;
  /** Stops taking jobs, waits for the step running, then ends the scoring threads. */
  stop(): Promise<void>;
}

const consoleLog: JobLog = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

/**
 * The job runner every API process starts once it listens (docs/jobs.md), and how it shares the
 * process with the requests it answers. On PostgreSQL it runs in a thread of its own at a lower
 * CPU priority (job-thread.ts). On PGlite the database lives on the main thread, so the runner
 * does too, and each step starts once no request is in flight (or after a bound); scoring worker
 * threads (MATCH_SCORE_WORKERS), where there are any, take the scoring off it.
 */
export function createJobRunner(
  handle: DbHandle,
  config: ApiConfig,
  options: { requests: RequestsInFlight; log?: JobLog },
): ProcessJobRunner {
  const log = options.log ?? consoleLog;
  if (handle.kind === 'postgres' && config.DATABASE_URL) return jobThread(config, config.DATABASE_URL, log);
  const workers = config.MATCH_SCORE_WORKERS;
  const pool = workers > 0 ? createScoringPool({ workers }) : undefined;
  const runner = new JobRunner(handle, jobHandlers(handle, config, pool ? { scorer: pool } : {}), {
    log,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    requests: options.requests,
    parallelWorkers: config.JOB_PARALLEL_WORKERS,
  });
  return {
    start: () => runner.start(),
    stop: async () => {
      await runner.stop();
      // After the runner: no step is left to score.
      await pool?.close();
    },
  };
}
