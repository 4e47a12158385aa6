import { createScoringPool, type DbHandle } from '@dnp/db';
import type { ApiConfig } from '../config.js';
import { jobHandlers } from './job-handlers.js';
import { JobRunner, type JobRunnerOptions } from './job-runner.js';
import type { RequestsInFlight } from './requests-in-flight.js';
import { yieldingScorer } from './yielding-scorer.js';

export interface ProcessJobRunner {
  runner: JobRunner;
  /** Stops taking jobs, waits for the step running, then ends the scoring threads. */
  stop(): Promise<void>;
}

/**
 * The job runner every API process starts once it listens (docs/jobs.md): the kinds of jobs it runs,
 * and how it shares the process with the requests it answers. With scoring worker threads the
 * scoring leaves the event loop (on PostgreSQL the workers read the records too); without them
 * (two cores or fewer), on PostgreSQL, it is scored on it in slices that give way to requests in
 * flight. Each step starts once no request is in flight (or after a bound), on either database.
 */
export function createJobRunner(
  handle: DbHandle,
  config: ApiConfig,
  options: { requests: RequestsInFlight; log?: JobRunnerOptions['log'] },
): ProcessJobRunner {
  const workers = config.MATCH_SCORE_WORKERS;
  // On PostgreSQL the workers read the records themselves, each on a connection of its own.
  const database = handle.kind === 'postgres' && config.DATABASE_URL ? { database: config.DATABASE_URL } : {};
  const pool = workers > 0 ? createScoringPool({ workers, ...database }) : undefined;
  // On PGlite a step's transaction holds the one connection while it scores: a request waits for
  // the whole step whatever the scorer does, so slices would only make the step, and the wait, longer.
  const scorer = pool ?? (handle.kind === 'postgres' ? yieldingScorer(options.requests) : undefined);
  const runner = new JobRunner(handle, jobHandlers(handle, config, scorer ? { scorer } : {}), {
    ...(options.log ? { log: options.log } : {}),
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    requests: options.requests,
    parallelWorkers: config.JOB_PARALLEL_WORKERS,
  });
  return {
    runner,
    stop: async () => {
      await runner.stop();
      // After the runner: no step is left to score.
      await pool?.close();
    },
  };
}
