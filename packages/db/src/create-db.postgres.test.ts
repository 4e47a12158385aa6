import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db.js';
import type { DbHandle } from './database.js';
import { queryRows } from './datasources/load-session.js';
import { createDatabaseFromTemplate, ensurePostgresTemplate } from './testing/template.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function backendPid(handle: DbHandle): Promise<number> {
  const [row] = await queryRows<{ pid: number }>(handle, 'select pg_backend_pid() as pid');
  return Number(row?.pid);
}

describe('a PostgreSQL handle', () => {
  const name = `dnp_test_handle_${randomBytes(4).toString('hex')}`;
  let url = '';
  beforeAll(async () => {
    url = await createDatabaseFromTemplate(adminUrl, await ensurePostgresTemplate(adminUrl), name);
  });
  afterAll(() => asAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`)));

  it('survives the server closing an idle connection, and says so', async () => {
    const lost: string[] = [];
    const handle = await createDb({
      databaseUrl: url,
      migrate: false,
      poolSize: 1,
      onIdleConnectionLost: (error) => lost.push(error.message),
    });
    try {
      const first = await backendPid(handle);
      await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [first]));
      await expect.poll(() => lost, { timeout: 5_000 }).toHaveLength(1);
      expect(lost[0]).toMatch(/terminating connection/);
      expect(await backendPid(handle)).not.toBe(first);
    } finally {
      await handle.close();
    }
  });

  it('has ended every session when close() returns, so the database drops at once', async () => {
    const handle = await createDb({ databaseUrl: url, migrate: false, poolSize: 4 });
    await Promise.all([1, 2, 3, 4].map(() => queryRows(handle, 'select pg_sleep(0.05)')));
    const sessions = await asAdmin(async (admin) => {
      await handle.close();
      return admin.query<{ count: string }>('select count(*) from pg_stat_activity where datname = $1', [name]);
    });
    expect(Number(sessions.rows[0]?.count)).toBe(0);
  });
});
