import { claimJob, commitStep, enqueueJob, readJob, requestCancel, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedRows, countTo100, createCountTable } from './count-job.fixture.js';
import { JobFailure, JobRunner } from './job-runner.js';
import { RequestsInFlight } from './requests-in-flight.js';

describe('job runner', () => {
  let handle: DbHandle & { url?: string };
  beforeAll(async () => {
    handle = await openTestDb();
    await createCountTable(handle);
  });
  afterAll(() => handle.close());

  const rowsOf = (jobId: number) => countedRows(handle, jobId);

  it('runs a job to its end, committing each step with its checkpoint', async () => {
    const job = await enqueueJob(handle, { kind: 'count' });
    const runner = new JobRunner(handle, { count: countTo100 });
    expect(await runner.runOnce()).toBe(true);
    expect(await readJob(handle, job.id)).toMatchObject({
      state: 'done',
      phase: 'counted',
      checkpoint: { steps: 10 },
      progress: { rows: 100 },
    });
    expect(await rowsOf(job.id)).toEqual({ c: 100, d: 100, lo: 0, hi: 99 });
    expect(await runner.runOnce()).toBe(false);
  });

  it('takes up a job whose worker died, from its last committed step: no duplicates, no gaps', async () => {
    const job = await enqueueJob(handle, { kind: 'count' });
    // A worker claims it, commits three steps, and dies (no finish, no heartbeat).
    const dead = await claimJob(handle, { workerId: 'dead-worker', kinds: ['count'], leaseMs: 150 });
    expect(dead?.id).toBe(job.id);
    for (let n = 0; n < 3; n += 1) {
      await commitStep(
        handle,
        { jobId: job.id, workerId: 'dead-worker', leaseMs: 150 },
        (s) =>
          s.query(`insert into job_test_rows (job_id, n) select $1, g from generate_series($2::int, $3::int) g`, [
            job.id,
            n * 10,
            n * 10 + 9,
          ]),
        () => ({ checkpoint: { steps: n + 1 } }),
      );
    }
    const runner = new JobRunner(handle, { count: countTo100 }, { leaseMs: 150 });
    // Within the lease nobody else may take it.
    expect(await runner.runOnce()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await runner.runOnce()).toBe(true);
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await rowsOf(job.id)).toEqual({ c: 100, d: 100, lo: 0, hi: 99 });
  });

  it('never lets a worker whose lease ran out commit over the one that took the job up', async () => {
    const job = await enqueueJob(handle, { kind: 'count' });
    await claimJob(handle, { workerId: 'slow-worker', kinds: ['count'], leaseMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await claimJob(handle, { workerId: 'new-worker', kinds: ['count'], leaseMs: 60_000 });
    await expect(
      commitStep(
        handle,
        { jobId: job.id, workerId: 'slow-worker', leaseMs: 100 },
        (s) => s.query(`insert into job_test_rows (job_id, n) values ($1, 0)`, [job.id]),
        () => ({ checkpoint: { steps: 1 } }),
      ),
    ).rejects.toThrow(/no longer held/);
    expect(await rowsOf(job.id)).toMatchObject({ c: 0 });
  });

  it("fails a job that cannot succeed with its owner's reason, and retries one that hit an internal error", async () => {
    const refused = await enqueueJob(handle, { kind: 'refuse' });
    const flaky = await enqueueJob(handle, { kind: 'flaky' });
    let calls = 0;
    const runner = new JobRunner(handle, {
      refuse: async () => {
        throw new JobFailure('Row 2, column agencyTin: expected nine digits.');
      },
      flaky: async () => {
        calls += 1;
        if (calls < 2) throw new Error('connection reset');
        return { phase: 'done' };
      },
    });
    while (await runner.runOnce()) {
      // until no job is left
    }
    expect(await readJob(handle, refused.id)).toMatchObject({
      state: 'failed',
      lastError: 'Row 2, column agencyTin: expected nine digits.',
    });
    expect(await readJob(handle, flaky.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('stops a running job its owner cancels, at its next report', async () => {
    const job = await enqueueJob(handle, { kind: 'long' });
    const runner = new JobRunner(handle, {
      long: async ({ report }) => {
        await requestCancel(handle.db, job.id);
        await report({ rows: 1 });
        return { phase: 'finished anyway' };
      },
    });
    await runner.runOnce();
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'cancelled' });
  });

  it('logs a database it cannot reach and polls again, without an unhandled rejection', async () => {
    const closed = await openTestDb();
    await closed.close();
    const logged: string[] = [];
    const runner = new JobRunner(
      closed,
      { count: countTo100 },
      { pollMs: 20, log: { info: () => {}, error: (_obj, msg) => logged.push(msg) } },
    );
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(logged.length).toBeGreaterThan(1);
    expect(new Set(logged)).toEqual(new Set(['job runner could not reach the database']));
  });

  it('starts no step while a request is in flight, and goes on once it is answered', async () => {
    const job = await enqueueJob(handle, { kind: 'count' });
    const requests = new RequestsInFlight();
    requests.begin();
    const runner = new JobRunner(handle, { count: countTo100 }, { requests, yieldMs: 60_000 });
    const running = runner.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowsOf(job.id)).toMatchObject({ c: 0 });
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'running', checkpoint: {} });

    requests.end();
    await running;
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'done', checkpoint: { steps: 10 } });
    expect(await rowsOf(job.id)).toEqual({ c: 100, d: 100, lo: 0, hi: 99 });
  });

  it('starts no step in the moment between an answer and the same client’s next request', async () => {
    const job = await enqueueJob(handle, { kind: 'count' });
    const requests = new RequestsInFlight(300);
    requests.begin();
    const runner = new JobRunner(handle, { count: countTo100 }, { requests, yieldMs: 60_000 });
    const running = runner.runOnce();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Four requests back to back, each sent 50 ms after the answer to the one before.
    for (let n = 0; n < 4; n += 1) {
      await sleep(100);
      requests.end();
      await sleep(50);
      requests.begin();
    }
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'running', checkpoint: {} });

    requests.end();
    await running;
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'done', checkpoint: { steps: 10 } });
  });

  it('under requests that never end, waits the whole bound before its first step only, then four times a step', async () => {
    const job = await enqueueJob(handle, { kind: 'count' });
    const requests = new RequestsInFlight();
    requests.begin();
    const yieldMs = 2_000;
    const runner = new JobRunner(handle, { count: countTo100 }, { requests, yieldMs });
    const started = performance.now();
    await runner.runOnce();
    // Ten steps of a few milliseconds: waiting the bound before each would take 20 s.
    expect(performance.now() - started).toBeLessThan(5 * yieldMs);
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'done', checkpoint: { steps: 10 } });
    expect(await rowsOf(job.id)).toEqual({ c: 100, d: 100, lo: 0, hi: 99 });
    requests.end();
  });
});
