import { createDb, enqueueJob, queryRows, readJob, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedRows, countTo100, createCountTable } from './count-job.fixture.js';
import { JobRunner } from './job-runner.js';

describe('job runner on a PostgreSQL server', () => {
  let handle: DbHandle & { url?: string };
  beforeAll(async () => {
    handle = await openTestDb();
    await createCountTable(handle);
  });
  afterAll(() => handle.close());

  it('never runs one job twice when several processes share the server', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() => createDb({ databaseUrl: handle.url, migrate: false, poolSize: 2 })),
    );
    try {
      const jobs = await Promise.all(Array.from({ length: 12 }, () => enqueueJob(handle, { kind: 'count' })));
      await Promise.all(
        [handle, ...others].map(async (h) => {
          const runner = new JobRunner(h, { count: countTo100 });
          while (await runner.runOnce()) {
            // drain the queue
          }
        }),
      );
      for (const job of jobs) {
        expect(await readJob(handle, job.id)).toMatchObject({ state: 'done', attempts: 1 });
        expect(await countedRows(handle, job.id)).toEqual({ c: 100, d: 100, lo: 0, hi: 99 });
      }
    } finally {
      await Promise.all(others.map((h) => h.close()));
    }
  });

  it('holds one connection for a long step and at most one more for its heartbeat, however long the step', async () => {
    const job = await enqueueJob(handle, { kind: 'long-step' });
    const runner = new JobRunner(
      handle,
      {
        'long-step': async ({ step }) => {
          await step(
            (session) => session.query('select pg_sleep(2)'),
            () => ({ checkpoint: { slept: true } }),
          );
          return { phase: 'slept' };
        },
      },
      // A heartbeat every 50 ms: thirty of them fall inside the step.
      { leaseMs: 150 },
    );
    const running = runner.runOnce();
    const active = async () => {
      const [row] = await queryRows<{ heartbeats: number; steps: number }>(
        handle,
        `select count(*) filter (where query like 'update jobs set locked_until%')::int as heartbeats,
                count(*) filter (where query like 'select pg_sleep%')::int as steps
           from pg_stat_activity where datname = current_database() and state = 'active'`,
      );
      return row;
    };
    for (let tries = 0; (await active())?.steps !== 1 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Ten heartbeats' time into the step.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = await active();
    await running;

    expect(held).toEqual({ heartbeats: 1, steps: 1 });
    expect(await readJob(handle, job.id)).toMatchObject({ state: 'done', phase: 'slept' });
  });

  it("runs a step's statements on one core, and leaves the server's setting to every other session", async () => {
    const job = await enqueueJob(handle, { kind: 'show' });
    const seen: string[] = [];
    const runner = new JobRunner(
      handle,
      {
        show: async ({ step }) => {
          await step(
            async (session) => {
              const [row] = await session.query<{ workers: string }>('select current_setting($1) as workers', [
                'max_parallel_workers_per_gather',
              ]);
              seen.push(row?.workers ?? '');
            },
            () => ({ checkpoint: { shown: true } }),
          );
          return { phase: 'shown' };
        },
      },
      { parallelWorkers: 0 },
    );
    expect(await runner.runOnce()).toBe(true);

    expect(await readJob(handle, job.id)).toMatchObject({ state: 'done' });
    expect(seen).toEqual(['0']);
    const [outside] = await queryRows<{ workers: string }>(handle, 'show max_parallel_workers_per_gather');
    expect(Number(Object.values(outside ?? {})[0])).toBeGreaterThan(0);
  });
});
