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
  /** PGlite data folder; ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** Restore a PGlite from a dumpDataDir() tarball, in memory (tests). */
  loadDataDir?: Blob | undefined;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean | undefined;
  poolSize?: number | undefined;
}

export const defaultDataDir = resolve(process.cwd(), '.data/pglite');

/** Opens PostgreSQL when a URL is given, else PGlite in a data folder; applies migrations. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPostgres(databaseUrl: string, options: CreateDbOptions): Promise<DbHandle> {
  if (options.migrate !== false) await migratePostgres(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
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
