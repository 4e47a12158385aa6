import { createDb, createScoringPool, turnTakingScorer } from '@dnp/db';
import { parentPort, workerData } from 'node:worker_threads';
import { jobHandlers } from './job-handlers.js';
import { JobRunner } from './job-runner.js';
import type { FromJobThread, JobThreadData, ToJobThread } from './job-thread.js';
import { lowerThreadPriority } from './thread-priority.js';

// The body of the job thread (job-thread.ts): this process's job runner, on a connection pool of
// its own, at a lower CPU priority than the thread that answers requests.
const port = parentPort;
if (port === null) throw new Error('job-thread-main.ts runs in a worker thread (job-thread.ts starts it)');
const { config, databaseUrl, workerId } = workerData as JobThreadData;
const post = (message: FromJobThread) => port.postMessage(message);

// Before anything is started from it: the scoring pool's threads inherit this thread's priority.
const lowered = lowerThreadPriority(config.JOB_THREAD_NICE);
// The process that started this thread has migrated the database.
const handle = await createDb({
  databaseUrl,
  migrate: false,
  // A step's connection, one heartbeat and one progress report, and the step's readers alongside it.
  poolSize: config.JOB_PARALLEL_WORKERS + 4,
});
const workers = config.MATCH_SCORE_WORKERS;
const pool = workers > 0 ? createScoringPool({ workers, database: databaseUrl }) : undefined;
// Without a pool the thread scores in turns, so a unit's scoring and the next unit's reads overlap.
const runner = new JobRunner(handle, jobHandlers(handle, config, { scorer: pool ?? turnTakingScorer }), {
  workerId,
  leaseMs: config.JOB_LEASE_SECONDS * 1000,
  parallelWorkers: config.JOB_PARALLEL_WORKERS,
  log: {
    info: (obj, msg) => post({ type: 'log', level: 'info', obj, msg }),
    error: (obj, msg) => post({ type: 'log', level: 'error', obj, msg }),
  },
});

port.on('message', (message: ToJobThread) => {
  if (message.type !== 'stop') return;
  void (async () => {
    await runner.stop();
    // After the runner: no step is left to score.
    await pool?.close();
    await handle.close();
    post({ type: 'stopped' });
    port.close();
  })();
});
runner.start();
post({ type: 'started', lowered });
