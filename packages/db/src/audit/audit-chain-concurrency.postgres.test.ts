import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { openTestDb } from '../testing/index.js';
import { verifyAuditChain } from './verify-audit-chain.js';

/** One API process's connection: its own PostgreSQL session. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('audit rows written by many sessions at once', () => {
  let handle: DbHandle & { url?: string };
  let url = '';
  beforeAll(async () => {
    handle = await openTestDb();
    url = handle.url ?? '';
  });
  afterAll(() => handle.close());

  it('form one chain in id order, rolled-back rows leaving only a gap', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => connect(url)));
    let committed = 0;
    try {
      await Promise.all(
        sessions.map(async (client, s) => {
          for (let n = 0; n < 25; n += 1) {
            await client.query('begin');
            await client.query(`insert into audit_log (action, outcome, user_id) values ('search', 'allowed', $1)`, [
              `session-${s}`,
            ]);
            // Work after the audit row keeps the head locked: the others must wait, not fork the chain.
            if (n % 5 === 0) await client.query('select pg_sleep(0.005)');
            if (n % 7 === 3) {
              await client.query('rollback');
            } else {
              await client.query('commit');
              committed += 1;
            }
          }
        }),
      );
    } finally {
      await Promise.all(sessions.map((client) => client.end()));
    }
    const report = await verifyAuditChain(handle);
    expect(report).toMatchObject({ intact: true, rows: committed });
    expect(committed).toBe(8 * 21);
  });

  it('refuses, rather than forks, an insert from a snapshot older than the head', async () => {
    const [stale, other] = await Promise.all([connect(url), connect(url)]);
    try {
      await stale.query('begin isolation level repeatable read');
      await stale.query('select count(*) from audit_log');
      await other.query(`insert into audit_log (action, outcome) values ('search', 'allowed')`);
      await expect(stale.query(`insert into audit_log (action, outcome) values ('search', 'allowed')`)).rejects.toThrow(
        'could not serialize access due to concurrent update',
      );
      await stale.query('rollback');
    } finally {
      await Promise.all([stale.end(), other.end()]);
    }
    expect(await verifyAuditChain(handle)).toMatchObject({ intact: true });
  });
});
