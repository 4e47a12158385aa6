import { createDb, type DbHandle } from '@dnp/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  handle: DbHandle;
  /** Where the figures were measured, for the printout. */
  where: string;
  /** The PostgreSQL URL of the new database, for a benchmark that starts the API on it. */
  databaseUrl?: string;
  /** The PGlite data folder, for a benchmark that starts the API on it once `handle` is closed. */
  dataDir?: string;
  cleanup: () => Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty, migrated database for one benchmark run: a database of its own on the server
 * DATABASE_URL names, else PGlite in a temporary folder. `cleanup` drops it.
 */
export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `${prefix}_${process.pid}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString() });
    return {
      handle,
      where: `PostgreSQL (${url.host})`,
      databaseUrl: url.toString(),
      cleanup: async () => {
        await handle.close();
        await adminQuery(adminUrl, `drop database "${name}" with (force)`);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const dataDir = join(dir, 'pglite');
  const handle = await createDb({ dataDir });
  let closed = false;
  return {
    handle: {
      ...handle,
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      },
    },
    where: 'PGlite (temporary folder)',
    dataDir,
    cleanup: async () => {
      if (!closed) await handle.close();
      closed = true;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The database DATABASE_URL names, as it is: for a benchmark over a set generated once (ten
 * million records take twenty minutes to generate). `cleanup` only closes it; what the run added
 * is the caller's to remove.
 */
export async function openExistingDatabase(): Promise<BenchDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name the generated database');
  const handle = await createDb({ databaseUrl });
  return {
    handle,
    where: `PostgreSQL (${new URL(databaseUrl).host}, existing)`,
    databaseUrl,
    cleanup: () => handle.close(),
  };
}
