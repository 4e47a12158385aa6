import { resolve } from 'node:path';
import { createDb, DataDirInUseError } from '@dnp/db';
import type { DbHandle } from '@dnp/db';
import type { CliIo } from './cli-io.js';

export interface DatabaseArgs {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** The options every database command takes (parsed with node:util parseArgs). */
export const databaseOptions = {
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

/**
 * Chosen as the API chooses: --database-url or DATABASE_URL → PostgreSQL; else PGlite in
 * --data-dir, PGLITE_DATA_DIR or .data/pglite (relative to where the command was started).
 */
export async function openDatabase(io: CliIo, args: DatabaseArgs): Promise<DbHandle> {
  const databaseUrl = args.databaseUrl ?? io.env.DATABASE_URL;
  if (databaseUrl) return createDb({ databaseUrl });
  const dataDir = resolve(io.cwd, args.dataDir ?? io.env.PGLITE_DATA_DIR ?? '.data/pglite');
  return createDb({ dataDir });
}

/** A message for an error the operator can act on; undefined for a bug (the stack is printed). */
export function operatorMessage(error: unknown): string | undefined {
  if (error instanceof DataDirInUseError) {
    return `${error.message}\nTo load into a running embedded portal, stop it first (or run the portal on PostgreSQL: docs/data-storage.md).`;
  }
  return undefined;
}
