import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ApiConfig } from '../config.js';

/** What the job thread is started with. */
export interface JobThreadData {
  config: ApiConfig;
  databaseUrl: string;
  workerId: string;
}
export type ToJobThread = { type: 'stop' };
export type FromJobThread =
  | { type: 'started'; lowered: boolean }
  | { type: 'log'; level: 'info' | 'error'; obj: object; msg: string }
  | { type: 'stopped' };

/** Where the runner's messages go: the app's logger in the API. */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobThread {
  start(): void;
  /** Stops taking jobs, waits for the step running, then ends the thread. */
  stop(): Promise<void>;
}

/** A thread that ended on its own is started again after this, doubling to RESTART_MAX_MS. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;

/**
 * The API process's job runner in a worker thread of its own, on PostgreSQL (docs/jobs.md, "Runs give way
 * to requests"): the runs' planning and scoring leave the thread that answers requests, and
 * the job thread runs at a lower CPU priority (JOB_THREAD_NICE), so a search arriving during a run
 * takes a core from it at once. The thread opens its own connections; PGlite cannot be shared
 * across threads, so there the runner stays on the main thread (process-job-runner.ts).
 */
export function jobThread(config: ApiConfig, databaseUrl: string, log: JobLog): JobThread {
  let worker: Worker | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartMs = RESTART_FIRST_MS;
  let restartTimer: NodeJS.Timeout | undefined;

  const spawn = () => {
    const data: JobThreadData = {
      config,
      databaseUrl,
      workerId: `${hostname()}:${process.pid}:jobs:${randomUUID().slice(0, 8)}`,
    };
    const thread = new Worker(new URL('./job-thread.mjs', import.meta.url), { workerData: data, name: 'jobs' });
    const startedAt = performance.now();
    worker = thread;
    thread.on('message', (message: FromJobThread) => {
      if (message.type === 'log') log[message.level](message.obj, message.msg);
      if (message.type === 'started' && !message.lowered) {
        log.warn({}, 'the job thread runs at the process’s CPU priority: this system sets none per thread');
      }
    });
    thread.on('error', (error) => log.error({ err: error }, 'the job thread stopped on an error'));
    exited = new Promise((resolve) => {
      thread.once('exit', (code) => {
        worker = undefined;
        resolve();
        if (stopping) return;
        // Its job, if any, is taken up again once its lease runs out, by this process or another.
        if (performance.now() - startedAt > 2 * RESTART_MAX_MS) restartMs = RESTART_FIRST_MS;
        log.error({ code, restartInMs: restartMs }, 'the job thread ended; starting it again');
        restartTimer = setTimeout(spawn, restartMs);
        restartMs = Math.min(RESTART_MAX_MS, restartMs * 2);
      });
    });
  };

  return {
    start: () => {
      if (worker === undefined && !stopping) spawn();
    },
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      worker?.postMessage({ type: 'stop' } satisfies ToJobThread);
      await exited;
    },
  };
}
