import {
  CancelRequestedError,
  claimJob,
  commitStep,
  extendLease,
  finishJob,
  LeaseLostError,
  reportProgress,
  type DbHandle,
  type Job,
  type LoadSession,
  type StepOutcome,
} from '@dnp/db';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RequestsInFlight } from './requests-in-flight.js';

/** A job that cannot succeed however often it is tried (a refused file); the message is its owner's to read. */
export class JobFailure extends Error {
  /** The phase the job ends in: `failed` unless the kind has a word of its own (a file `refused`). */
  readonly phase: string;
  constructor(message: string, options: { phase?: string } = {}) {
    super(message);
    this.name = 'JobFailure';
    this.phase = options.phase ?? 'failed';
  }
}

/** The job's owner asked it to stop. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'JobCancelled';
  }
}

export interface JobHandlerContext {
  job: Job;
  /** Work and the checkpoint after it, committed together (commitStep); the handler resumes from job.checkpoint. */
  step<T>(work: (session: LoadSession) => Promise<T>, outcome: (result: T) => StepOutcome): Promise<T>;
  /** Live progress between steps; throws JobCancelled once the owner asked to stop. */
  report(progress: Record<string, unknown>, phase?: string): Promise<void>;
}

/** Runs one kind of job to its end; what it returns is the job's last phase. */
export interface JobHandler {
  (context: JobHandlerContext): Promise<{ phase: string }>;
  /**
   * Removes what an unfinished run wrote, in the transaction that ends the job cancelled or
   * failed: a reader never sees the results of a run that did not finish, and a rerun starts clean.
   */
  discard?: (session: LoadSession, job: Job) => Promise<void>;
}

export interface JobRunnerOptions {
  /** How long a claim holds without a heartbeat: a dead worker's job is taken up after it. */
  leaseMs?: number;
  pollMs?: number;
  workerId?: string;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The process's requests: a step starts once none is in flight (or after its wait's bound). */
  requests?: RequestsInFlight;
  /** The longest a step waits for the requests in flight (250 ms). */
  yieldMs?: number;
  /**
   * The part of the thread a run keeps under a steady stream of requests (0.2): a step waits at
   * most (1 − share) / share times as long as the step before it took (and never over `yieldMs`),
   * so a busy portal makes a run at most five times as long, whatever its steps' size.
   */
  share?: number;
  /**
   * PostgreSQL: parallel workers a step's statements may use (JOB_PARALLEL_WORKERS, 0 in the API):
   * a parallel plan would take every core of a small server from the searches answered meanwhile.
   * Unset, the server's own setting.
   */
  parallelWorkers?: number;
}

/**
 * Takes jobs from the `jobs` table one at a time and runs their handlers. Decision: a
 * small runner of our own, not pg-boss or graphile-worker: both need a PostgreSQL server
 * (LISTEN/NOTIFY, their own schema and connections) and do not run on the embedded PGlite,
 * and the jobs here need step checkpoints committed with the work, which neither offers.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly parallelWorkers: number | undefined;
  private readonly waitPerStepMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly handle: DbHandle,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1_000;
    // An integer checked here: SET takes no parameter, so the value is written into the statement.
    this.parallelWorkers =
      options.parallelWorkers === undefined ? undefined : Math.max(0, Math.trunc(options.parallelWorkers));
    const share = options.share ?? 0.2;
    this.waitPerStepMs = share > 0 ? (1 - share) / share : Number.POSITIVE_INFINITY;
  }

  /** Polls for work until stop(); one job at a time per process. */
  start(): void {
    const tick = () => {
      if (this.stopped || this.running) return;
      this.running = this.drain()
        // A database that cannot be reached (a restart, a failover) is tried again at the next poll: left
        // unhandled, the rejection would end the thread, and on PGlite the whole API process.
        .catch((error: unknown) => this.options.log?.error({ err: error }, 'job runner could not reach the database'))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(tick, this.pollMs);
    this.timer.unref();
    tick();
  }

  /** Stops taking jobs and waits for the one running; an unfinished job is taken up again later. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.runOnce())) {
      // next job at once while there is work
    }
  }

  /** Claims and runs one job; false when there was none. */
  async runOnce(): Promise<boolean> {
    const job = await claimJob(this.handle, {
      workerId: this.workerId,
      kinds: Object.keys(this.handlers),
      leaseMs: this.leaseMs,
    });
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers[job.kind];
    const holder = { jobId: job.id, workerId: this.workerId };
    // A step holds the job row locked until it commits, and a heartbeat waits for it there: one
    // heartbeat at a time, or a long step would pile them up on the connections searches need.
    let beating: Promise<unknown> | undefined;
    const heartbeat = setInterval(
      () => {
        beating ??= extendLease(this.handle, job.id, this.workerId, this.leaseMs)
          .catch(() => undefined)
          .finally(() => {
            beating = undefined;
          });
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    const began = performance.now();
    const yieldMs = this.options.yieldMs ?? 250;
    // Until a step has been timed, the first waits up to yieldMs.
    let lastStepMs = Number.POSITIVE_INFINITY;
    try {
      if (!handler) throw new JobFailure(`No handler for jobs of kind ${job.kind}.`);
      const { phase } = await handler({
        job,
        step: async (work, outcome) => {
          const bound = Number.isFinite(this.waitPerStepMs)
            ? Math.min(yieldMs, lastStepMs * this.waitPerStepMs)
            : yieldMs;
          await this.options.requests?.settled(bound);
          const started = performance.now();
          const result = await commitStep(
            this.handle,
            { ...holder, leaseMs: this.leaseMs },
            async (session) => {
              if (session.kind === 'postgres' && this.parallelWorkers !== undefined) {
                await session.query(`set local max_parallel_workers_per_gather = ${this.parallelWorkers}`);
              }
              return work(session);
            },
            outcome,
          );
          lastStepMs = performance.now() - started;
          // PGlite answers within the same turn of the event loop: without a turn between steps, a
          // run would hold off every request (a status poll) and the heartbeat until it ended.
          await nextTurn();
          return result;
        },
        report: async (progress, phase) => {
          if (!(await reportProgress(this.handle, holder, progress, phase))) throw new JobCancelled();
        },
      });
      await finishJob(this.handle, { ...holder, state: 'done', phase });
      // Which worker ran it (a process, or its job thread) and for how long: what an operator reads a slow run by.
      this.options.log?.info(
        {
          jobId: job.id,
          kind: job.kind,
          workerId: this.workerId,
          attempt: job.attempts,
          ms: Math.round(performance.now() - began),
        },
        'job done',
      );
    } catch (error: unknown) {
      await this.settleFailure(job, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async settleFailure(job: Job, error: unknown): Promise<void> {
    const holder = { jobId: job.id, workerId: this.workerId };
    // Another worker holds the job now: it is theirs to finish.
    if (error instanceof LeaseLostError) return;
    const discard = this.handlers[job.kind]?.discard;
    const ended = discard ? { discard: (session: LoadSession) => discard(session, job) } : {};
    if (error instanceof JobCancelled || error instanceof CancelRequestedError) {
      await finishJob(this.handle, { ...holder, ...ended, state: 'cancelled', phase: 'cancelled' });
      return;
    }
    if (error instanceof JobFailure) {
      await finishJob(this.handle, { ...holder, ...ended, state: 'failed', phase: error.phase, error: error.message });
      return;
    }
    this.options.log?.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
    const retry = job.attempts < job.maxAttempts;
    await finishJob(this.handle, {
      ...holder,
      // A retry resumes from the checkpoint and keeps what committed; a last failure keeps nothing.
      ...(retry ? {} : ended),
      state: retry ? 'queued' : 'failed',
      error: retry
        ? undefined
        : `The job stopped on an internal error after ${job.attempts} attempts. Quote job ${job.id} when you report it.`,
      ...(retry ? {} : { phase: 'failed' }),
    });
  }
}
