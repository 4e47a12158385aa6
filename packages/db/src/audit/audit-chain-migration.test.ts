import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../migrate.js';
import { createDb } from '../create-db.js';
import type { DbHandle } from '../database.js';
import { queryRows } from '../datasources/load-session.js';
import { createDatabaseFromTemplate, dropDatabase } from '../testing/template.js';
import { AUDIT_CHAIN_START, verifyAuditChain } from './verify-audit-chain.js';

const CHAIN_MIGRATION = '0005_audit_hash_chain';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations as they stood before the chain: a copy of the folder whose journal stops short of it. */
function migrationsBeforeChain(): string {
  const folder = mkdtempSync(join(tmpdir(), 'dnp-before-chain-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  const chain = journal.entries.find((entry) => entry.tag === CHAIN_MIGRATION);
  if (!chain) throw new Error(`${CHAIN_MIGRATION} is not in the journal`);
  journal.entries = journal.entries.filter((entry) => entry.when < chain.when);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const oldRows = `insert into audit_log (occurred_at, request_id, user_id, action, outcome, result_count, details) values
  ('2025-03-01T12:00:00.123456Z', 'r1', 'portaluser', 'search', 'allowed', 2, '{"criteria": {"name": "Ann Ö"}, "n": 1.50}'),
  ('2025-03-01T12:00:01Z', 'r2', null, 'access.denied', 'denied', null, '{"reason": "no role"}'),
  ('2025-03-01T12:00:02Z', 'r3', 'adminuser', 'tin.reveal', 'allowed', null, null)`;

/** A database migrated as it was before the chain, with three audit rows, then to the end. */
async function databaseWithOldRows(): Promise<DbHandle> {
  const before = migrationsBeforeChain();
  try {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      const client = await PGlite.create();
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: before });
      await client.query(oldRows);
      const dataDir = await client.dumpDataDir('gzip');
      await client.close();
      return await createDb({ loadDataDir: dataDir });
    }
    const name = `dnp_test_backfill_${process.pid}_${Date.now()}`;
    const url = await createDatabaseFromTemplate(adminUrl, 'template1', name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: before });
      await client.query(oldRows);
    } finally {
      await client.end();
    }
    const handle = await createDb({ databaseUrl: url, poolSize: 2 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(adminUrl, name);
      },
    };
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}

describe('migration 0005 on a log that has rows', () => {
  let handle: DbHandle | undefined;
  afterAll(() => handle?.close());

  it('chains the rows already there in id order, and new rows after them', async () => {
    handle = await databaseWithOldRows();
    const rows = await queryRows<{ id: string; prev_hash: string; row_hash: string }>(
      handle,
      'select id::text as id, prev_hash, row_hash from audit_log order by id',
    );
    expect(rows.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(rows[0]?.prev_hash).toBe(AUDIT_CHAIN_START);
    expect(rows[1]?.prev_hash).toBe(rows[0]?.row_hash);
    expect(rows[2]?.prev_hash).toBe(rows[1]?.row_hash);
    expect(await verifyAuditChain(handle)).toEqual({ intact: true, rows: 3, lastId: 3, lastHash: rows[2]?.row_hash });

    await queryRows(handle, `insert into audit_log (action, outcome) values ('search', 'allowed')`);
    const [added] = await queryRows<{ id: string; prev_hash: string }>(
      handle,
      'select id::text as id, prev_hash from audit_log where id > 3',
    );
    // The sequence goes on from where it was (a restored PGlite skips the values it had cached).
    expect(added?.prev_hash).toBe(rows[2]?.row_hash);
    expect(await verifyAuditChain(handle)).toMatchObject({ intact: true, rows: 4, lastId: Number(added?.id) });
  }, 60_000);
});
