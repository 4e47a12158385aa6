import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbHandle, Executor } from '../database.js';
import { inLoadTransaction, queryRows, type LoadSession } from '../datasources/load-session.js';
import { jobs, type JobState } from '../schema/jobs.js';

/** A job as a worker sees it. */
export interface Job {
  id: number;
  kind: string;
  state: JobState;
  phase: string;
  accessGroupId: string | null;
  requestedBy: string | null;
  payload: Record<string, unknown>;
  checkpoint: Record<string, unknown>;
  progress: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  cancelRequested: boolean;
  lastError: string | null;
}

/** The job's owner asked it to stop: seen by the next step, which then does not run. */
export class CancelRequestedError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} was cancelled by its owner`);
    this.name = 'CancelRequestedError';
  }
}

/** The worker no longer holds the job (its lease ran out and another took it, or it was cancelled). */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} is no longer held by this worker`);
    this.name = 'LeaseLostError';
  }
}

const jobColumns = `id::int as id, kind, state, phase, access_group_id as "accessGroupId", requested_by as "requestedBy",
  payload, checkpoint, progress, attempts, max_attempts as "maxAttempts", cancel_requested as "cancelRequested",
  last_error as "lastError"`;

export async function enqueueJob(
  handle: DbHandle,
  job: {
    kind: string;
    payload?: Record<string, unknown>;
    accessGroupId?: string;
    requestedBy?: string;
    phase?: string;
  },
  session?: LoadSession,
): Promise<Job> {
  const query =
    session?.query ?? (<R extends object>(text: string, params?: unknown[]) => queryRows<R>(handle, text, params));
  const [row] = await query<Job>(
    `insert into jobs (kind, payload, access_group_id, requested_by, phase)
     values ($1, $2::jsonb, $3, $4, $5) returning ${jobColumns}`,
    [
      job.kind,
      JSON.stringify(job.payload ?? {}),
      job.accessGroupId ?? null,
      job.requestedBy ?? null,
      job.phase ?? 'queued',
    ],
  );
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

/**
 * Takes the oldest runnable job of these kinds for this worker: a queued one, or a running
 * one whose worker's lease ran out (that worker died). FOR UPDATE SKIP LOCKED lets several
 * processes claim at once without ever taking the same job.
 */
export async function claimJob(
  handle: DbHandle,
  input: { workerId: string; kinds: readonly string[]; leaseMs: number },
): Promise<Job | undefined> {
  const [row] = await queryRows<Job>(
    handle,
    `update jobs set state = 'running', locked_by = $1, locked_until = now() + ($3::int * interval '1 millisecond'),
            attempts = attempts + 1, started_at = coalesce(started_at, now()), updated_at = now()
      where id = (
        select id from jobs
         where kind = any($2::text[])
           and (state = 'queued' or (state = 'running' and locked_until < now()))
         order by id
         limit 1
         for update skip locked)
      returning ${jobColumns}`,
    [input.workerId, [...input.kinds], input.leaseMs],
  );
  return row;
}

/** Keeps the lease while the worker is alive; false when the job is no longer this worker's. */
export async function extendLease(
  handle: DbHandle,
  jobId: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    handle,
    `update jobs set locked_until = now() + ($3::int * interval '1 millisecond')
      where id = $1 and locked_by = $2 and state = 'running' returning id::int as id`,
    [jobId, workerId, leaseMs],
  );
  return rows.length > 0;
}

export interface StepOutcome {
  checkpoint: Record<string, unknown>;
  progress?: Record<string, unknown>;
  phase?: string;
}

/**
 * One step of a job: its work and the checkpoint after it commit in one transaction, or
 * neither does. The job row is locked first and must still be this worker's, so a worker
 * whose lease ran out cannot commit over the one that took the job up. A cancel requested
 * meanwhile stops the job here, before the step's work: every handler stops at its next step.
 */
export async function commitStep<T>(
  handle: DbHandle,
  input: { jobId: number; workerId: string; leaseMs: number },
  work: (session: LoadSession) => Promise<T>,
  outcome: (result: T) => StepOutcome,
): Promise<T> {
  return inLoadTransaction(handle, async (session) => {
    const [held] = await session.query<{ cancel: boolean }>(
      `select cancel_requested as cancel from jobs where id = $1 and locked_by = $2 and state = 'running' for update`,
      [input.jobId, input.workerId],
    );
    if (!held) throw new LeaseLostError(input.jobId);
    if (held.cancel) throw new CancelRequestedError(input.jobId);
    const result = await work(session);
    const next = outcome(result);
    await session.query(
      `update jobs set checkpoint = $3::jsonb, progress = coalesce($4::jsonb, progress), phase = coalesce($5, phase),
              locked_until = now() + ($6::int * interval '1 millisecond'), updated_at = now()
        where id = $1 and locked_by = $2`,
      [
        input.jobId,
        input.workerId,
        JSON.stringify(next.checkpoint),
        next.progress ? JSON.stringify(next.progress) : null,
        next.phase ?? null,
        input.leaseMs,
      ],
    );
    return result;
  });
}

/** Progress between checkpoints (rows read, rate): shown live, not a step to resume from. */
export async function reportProgress(
  handle: DbHandle,
  input: { jobId: number; workerId: string },
  progress: Record<string, unknown>,
  phase?: string,
): Promise<boolean> {
  const rows = await queryRows<{ cancel: boolean }>(
    handle,
    `update jobs set progress = $3::jsonb, phase = coalesce($4, phase), updated_at = now()
      where id = $1 and locked_by = $2 and state = 'running' returning cancel_requested as cancel`,
    [input.jobId, input.workerId, JSON.stringify(progress), phase ?? null],
  );
  return rows.length > 0 && !rows[0]?.cancel;
}

/**
 * Ends a job this worker holds: done, failed (with the reason shown to its owner) or cancelled.
 * `discard` runs in the same transaction, only when the job was still this worker's: a kind
 * removes there what an unfinished run wrote, so no reader sees a job ended with half its results.
 */
export async function finishJob(
  handle: DbHandle,
  input: {
    jobId: number;
    workerId: string;
    state: 'done' | 'failed' | 'cancelled' | 'queued';
    error?: string;
    phase?: string;
    discard?: (session: LoadSession) => Promise<void>;
  },
): Promise<void> {
  await inLoadTransaction(handle, async (session) => {
    const ended = await session.query(
      `update jobs set state = $3, last_error = $4, phase = coalesce($5, phase), locked_by = null, locked_until = null,
              finished_at = case when $3 = 'queued' then null else now() end, updated_at = now()
        where id = $1 and locked_by = $2 returning id`,
      [input.jobId, input.workerId, input.state, input.error ?? null, input.phase ?? null],
    );
    if (ended.length > 0 && input.discard) await input.discard(session);
  });
}

/**
 * Asks a job to stop: a queued one is cancelled at once, a running one at its next progress
 * report. False when the job had already ended. Takes the caller's transaction, so the request
 * and its audit row commit together.
 */
export async function requestCancel(executor: Executor, jobId: number): Promise<boolean> {
  const asked = await executor
    .update(jobs)
    .set({
      cancelRequested: true,
      state: sql`case when ${jobs.state} = 'queued' then 'cancelled' else ${jobs.state} end`,
      phase: sql`case when ${jobs.state} = 'queued' then 'cancelled' else ${jobs.phase} end`,
      finishedAt: sql`case when ${jobs.state} = 'queued' then now() else ${jobs.finishedAt} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), inArray(jobs.state, ['queued', 'running'])))
    .returning({ id: jobs.id });
  return asked.length > 0;
}

/**
 * Queues a failed or cancelled job again from the checkpoint given (the kind's own place to
 * start from): a fresh set of attempts, no error, no cancel. False when the job had not ended so.
 * Takes the caller's transaction, so the rerun and its audit row commit together.
 */
export async function rerunJob(
  executor: Executor,
  jobId: number,
  checkpoint: Record<string, unknown>,
): Promise<boolean> {
  const queued = await executor
    .update(jobs)
    .set({
      state: 'queued',
      phase: 'queued',
      checkpoint,
      attempts: 0,
      cancelRequested: false,
      lastError: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), inArray(jobs.state, ['failed', 'cancelled'])))
    .returning({ id: jobs.id });
  return queued.length > 0;
}

export async function readJob(handle: DbHandle, jobId: number): Promise<Job | undefined> {
  const [row] = await queryRows<Job>(handle, `select ${jobColumns} from jobs where id = $1`, [jobId]);
  return row;
}
