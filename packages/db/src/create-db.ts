import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Database, DbHandle } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import { migratePgliteDb, migratePostgres } from './migrate.js';

export interface CreateDbOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL: the role that migrates, when the portal's own may not (docs/audit.md: the API's
   * role may only add to and read the audit log). The migrations run with databaseUrl without it.
   */
  migrationUrl?: string | undefined;
  /** PGlite data folder; ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** Restore a PGlite from a dumpDataDir() tarball, in memory (tests). */
  loadDataDir?: Blob | undefined;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean | undefined;
  poolSize?: number | undefined;
  /** PostgreSQL: an idle connection the server closed (restart, failover); the pool replaces it. */
  onIdleConnectionLost?: ((error: Error) => void) | undefined;
}

export const defaultDataDir = resolve(process.cwd(), '.data/pglite');

/** Opens PostgreSQL when a URL is given, else PGlite in a data folder; applies migrations. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPostgres(databaseUrl: string, options: CreateDbOptions): Promise<DbHandle> {
  if (options.migrate !== false) await migratePostgres(options.migrationUrl ?? databaseUrl);
  // JIT off for the portal's sessions: the server compiles a plan once its estimated cost is high,
  // which a join over a million payments reaches, and the compile took 2.5–3.6 s of the payments
  // list's 4–5 s per statement (docs/benchmarks.md, "Payments screening"). Our statements are
  // index-driven and short; none runs long enough to win the compile back.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10, options: '-c jit=off' });
  // Without a listener, pg-pool's 'error' for a dropped idle connection ends the process.
  pool.on('error', options.onIdleConnectionLost ?? warnConnectionLost);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => endPool(pool) };
}

function warnConnectionLost(error: Error): void {
  console.warn(`database: an idle connection was closed by the server (${error.message}); it will be replaced`);
}

/**
 * pool.end() resolves once its clients are told to end, before their sockets close. Waiting
 * for each 'remove' means a caller that drops the database next finds no session left in it.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

async function openPglite(options: CreateDbOptions): Promise<DbHandle> {
  const inMemory = options.loadDataDir !== undefined;
  const dataDir = inMemory ? undefined : resolve(options.dataDir ?? defaultDataDir);
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    if (options.migrate !== false) await migratePgliteDb(client);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
