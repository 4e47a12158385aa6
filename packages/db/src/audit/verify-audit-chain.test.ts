import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { DbHandle } from '../database.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { auditChainHead, auditLog } from '../schema/index.js';
import { openTestDb } from '../testing/index.js';
import { AUDIT_CHAIN_START, sha256Hex, verifyAuditChain } from './verify-audit-chain.js';

async function addRows(handle: DbHandle, count: number, prefix = 'search'): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await handle.db.insert(auditLog).values({
      action: `${prefix}.${i}`,
      outcome: 'allowed',
      userId: 'portaluser',
      details: { criteria: { name: `Name ${i}` }, returned: i },
    });
  }
}

async function ids(handle: DbHandle): Promise<number[]> {
  const rows = await handle.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id));
  return rows.map((row) => row.id);
}

/** What only a superuser or the table's owner can do: change a row past the append-only trigger. */
async function withAppendOnlyOff(handle: DbHandle, statement: string, params: unknown[] = []): Promise<void> {
  await inLoadTransaction(handle, async (session) => {
    await session.query('alter table audit_log disable trigger audit_log_no_update_or_delete');
    await session.query(statement, params);
    await session.query('alter table audit_log enable trigger audit_log_no_update_or_delete');
  });
}

describe('the audit hash chain', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(() => handle.close());

  it('is intact and empty on a new database', async () => {
    expect(await verifyAuditChain(handle)).toEqual({
      intact: true,
      rows: 0,
      lastId: 0,
      lastHash: AUDIT_CHAIN_START,
    });
  });

  it('chains each new row to the one before, whatever the insert says of id and hashes', async () => {
    await addRows(handle, 3);
    await handle.db.insert(auditLog).values([
      { id: 1000, action: 'forged', outcome: 'allowed', prevHash: 'x', rowHash: 'y' },
      { action: 'second of one statement', outcome: 'denied', clientAddress: '203.0.113.9' },
    ]);
    const rows = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]?.prevHash).toBe(AUDIT_CHAIN_START);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.rowHash);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.rowHash ?? ''))).toBe(true);

    const [head] = await handle.db.select().from(auditChainHead);
    expect(head).toEqual({ singleton: true, lastId: 5, lastHash: rows[4]?.rowHash });
    expect(await verifyAuditChain(handle)).toEqual({ intact: true, rows: 5, lastId: 5, lastHash: rows[4]?.rowHash });
  });

  it('hashes the non-null columns as one JSON object, with times in UTC', async () => {
    const [row] = await queryRows<{ canonical: string; row_hash: string }>(
      handle,
      'select audit_log_canonical(entry) as canonical, row_hash from audit_log entry where id = 5',
    );
    const canonical = JSON.parse(row?.canonical ?? '{}') as Record<string, unknown>;
    expect(canonical).toMatchObject({ id: 5, action: 'second of one statement', client_address: '203.0.113.9' });
    expect(canonical).not.toHaveProperty('row_hash');
    expect(canonical).not.toHaveProperty('user_id');
    expect(canonical.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect(sha256Hex(row?.canonical ?? '')).toBe(row?.row_hash);
  });

  it('gives the same hash whatever time zone the writing session had', async () => {
    await inLoadTransaction(handle, async (session) => {
      await session.query(`set local timezone = 'Pacific/Chatham'`);
      await session.query(`insert into audit_log (action, outcome) values ('written in +12:45', 'allowed')`);
    });
    expect(await verifyAuditChain(handle)).toMatchObject({ intact: true, rows: 6 });
  });

  it('reads the log in pages, in the order of the ids', async () => {
    await addRows(handle, 6, 'more');
    const pages: number[] = [];
    const report = await verifyAuditChain(handle, { batchSize: 5, onProgress: (rows) => pages.push(rows) });
    expect(report).toMatchObject({ intact: true, rows: 12, lastId: 12 });
    expect(pages).toEqual([5, 10, 12]);
  });
});

describe('a tampered audit log', () => {
  // Each test tampers with its own log of five good rows.
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await openTestDb();
    await addRows(handle, 5);
  });
  afterEach(() => handle.close());

  it('names a row changed with the append-only trigger disabled', async () => {
    expect(await ids(handle)).toEqual([1, 2, 3, 4, 5]);
    await withAppendOnlyOff(handle, `update audit_log set outcome = 'denied' where id = 3`);
    const report = await verifyAuditChain(handle);
    expect(report).toMatchObject({ intact: false, id: 3, problem: 'content', rows: 2 });
    expect(report.intact === false && report.message).toMatch(/^row 3: its columns no longer match its row_hash/);
  });

  it('names the row after one deleted in the middle', async () => {
    await withAppendOnlyOff(handle, 'delete from audit_log where id = 3');
    const report = await verifyAuditChain(handle);
    expect(report).toMatchObject({ intact: false, id: 4, problem: 'link', rows: 2 });
    expect(report.intact === false && report.message).toMatch(
      /^row 4: its prev_hash \w+… is not the row_hash \w+… of the row before it \(id 2\): a row between them was removed/,
    );
  });

  it('names the row after one rewritten with a hash to match', async () => {
    await withAppendOnlyOff(
      handle,
      `update audit_log
          set details = '{}'::jsonb,
              row_hash = audit_log_row_hash(jsonb_populate_record(audit_log, '{"details": {}}'))
        where id = 2`,
    );
    expect(await verifyAuditChain(handle)).toMatchObject({ intact: false, id: 3, problem: 'link', rows: 2 });
  });

  it('sees rows removed at the end against the chain head', async () => {
    await withAppendOnlyOff(handle, 'delete from audit_log where id >= 4');
    const report = await verifyAuditChain(handle);
    expect(report).toMatchObject({ intact: false, id: 5, problem: 'head', rows: 3 });
    expect(report.intact === false && report.message).toBe(
      'the chain head names row 5 as the last, but the last row is 3: the rows after 3 were removed.',
    );
  });

  it('names a row slipped in after the head with the chain trigger disabled', async () => {
    await inLoadTransaction(handle, async (session) => {
      await session.query('alter table audit_log disable trigger audit_log_chain');
      const [last] = await session.query<{ row_hash: string }>('select row_hash from audit_log where id = 5');
      await session.query(
        `insert into audit_log (id, action, outcome, prev_hash, row_hash) values (6, 'made up', 'allowed', $1, $2)`,
        [last?.row_hash, 'f'.repeat(64)],
      );
      await session.query('alter table audit_log enable trigger audit_log_chain');
    });
    const report = await verifyAuditChain(handle);
    expect(report).toMatchObject({ intact: false, id: 6, problem: 'unchained', rows: 5 });
    expect(report.intact === false && report.message).toBe(
      'row 6 lies after the chain head (row 5): it was written with the chain trigger disabled.',
    );
  });
});
