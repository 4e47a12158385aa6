import { queryRows, type DbHandle } from '@dnp/db';
import type { JobHandler } from './job-runner.js';

/** The job runner tests' job: ten steps writing ten numbers each. */
const STEPS = 10;

/** A table whose primary key refuses a duplicate: a job that resumed from the wrong step, or ran twice, fails on it. */
export async function createCountTable(handle: DbHandle): Promise<void> {
  await queryRows(
    handle,
    'create table job_test_rows (job_id bigint not null, n int not null, primary key (job_id, n))',
  );
}

export const countTo100: JobHandler = async ({ job, step }) => {
  const done = Number(job.checkpoint.steps ?? 0);
  for (let n = done; n < STEPS; n += 1) {
    await step(
      (session) =>
        session.query(`insert into job_test_rows (job_id, n) select $1, g from generate_series($2::int, $3::int) g`, [
          job.id,
          n * 10,
          n * 10 + 9,
        ]),
      () => ({ checkpoint: { steps: n + 1 }, progress: { rows: (n + 1) * 10 }, phase: 'counting' }),
    );
  }
  return { phase: 'counted' };
};

/** How many numbers a job wrote, how many distinct, and the lowest and highest. */
export async function countedRows(handle: DbHandle, jobId: number) {
  const [row] = await queryRows<{ c: number; d: number; lo: number; hi: number }>(
    handle,
    'select count(*)::int as c, count(distinct n)::int as d, min(n) as lo, max(n) as hi from job_test_rows where job_id = $1',
    [jobId],
  );
  return row;
}
