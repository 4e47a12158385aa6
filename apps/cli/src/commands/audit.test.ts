import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { auditLog, createDb, inLoadTransaction, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io.js';
import { run as audit } from './audit.js';

function captureIo(): CliIo & { out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const chunks = { out: '', err: '' };
  stdout.on('data', (c: Buffer) => (chunks.out += c.toString()));
  stderr.on('data', (c: Buffer) => (chunks.err += c.toString()));
  return { stdout, stderr, cwd: process.cwd(), env: {}, out: () => chunks.out, err: () => chunks.err };
}

/**
 * The database the command opens: a private PostgreSQL database in the suite's PostgreSQL pass,
 * else a PGlite folder, which only one process may hold: `use` opens it for the test's own writes.
 */
interface Target {
  args: string[];
  use<T>(work: (handle: DbHandle) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  if (process.env.TEST_DATABASE_URL) {
    const handle = await openTestDb();
    return { args: ['--database-url', handle.url ?? ''], use: (work) => work(handle), close: () => handle.close() };
  }
  const folder = mkdtempSync(join(tmpdir(), 'dnp-cli-audit-'));
  const dataDir = join(folder, 'pglite');
  const use = async <T>(work: (handle: DbHandle) => Promise<T>): Promise<T> => {
    const handle = await createDb({ dataDir });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  };
  await use(async () => undefined);
  return { args: ['--data-dir', dataDir], use, close: async () => rmSync(folder, { recursive: true, force: true }) };
}

describe('audit verify', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('exits 2 with the usage on a wrong command line', async () => {
    const io = captureIo();
    expect(await audit(['check'], io)).toBe(2);
    expect(io.err()).toContain('unknown subcommand "check"');
    expect(io.err()).toContain('usage: audit verify');
  });

  it('says the chain is intact, with its row count and head, and exits 0', async () => {
    await target.use(async (handle) => {
      for (const action of ['search', 'record.read', 'tin.reveal']) {
        await handle.db.insert(auditLog).values({ action, outcome: 'allowed', userId: 'portaluser' });
      }
    });
    const io = captureIo();
    expect(await audit(['verify', ...target.args], io)).toBe(0);
    expect(io.out()).toMatch(/^audit log intact: 3 rows, the last row 3 with hash [0-9a-f]{64}\n$/);
  }, 60_000);

  it('names the first broken row and exits 1 once a row is changed', async () => {
    await target.use((handle) =>
      inLoadTransaction(handle, async (session) => {
        await session.query('alter table audit_log disable trigger audit_log_no_update_or_delete');
        await session.query(`update audit_log set user_id = 'someoneelse' where id = 2`);
        await session.query('alter table audit_log enable trigger audit_log_no_update_or_delete');
      }),
    );
    const io = captureIo();
    expect(await audit(['verify', ...target.args], io)).toBe(1);
    expect(io.err()).toContain('audit log BROKEN at row 2 (content): row 2: its columns no longer match its row_hash');
    expect(io.err()).toContain('1 row before it is intact.');
    expect(io.out()).toBe('');
  }, 60_000);
});
