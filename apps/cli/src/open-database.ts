import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb, DataDirInUseError } from '@dnp/db';
import type { DbHandle } from '@dnp/db';
import type { CliIo } from './cli-io.js';

export interface DatabaseArgs {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** False for a command that only reads: it leaves the database as it finds it, and needs one there. */
  migrate?: boolean | undefined;
}

/** A read-only command was pointed at an embedded database folder that does not exist. */
export class NoDatabaseError extends Error {
  constructor(readonly dataDir: string) {
    super(`There is no database in ${dataDir}: give --data-dir or PGLITE_DATA_DIR the portal's folder.`);
    this.name = 'NoDatabaseError';
  }
}

/** The options every database command takes (parsed with node:util parseArgs). */
export const databaseOptions = {
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

/**
 * Chosen as the API chooses: --database-url or DATABASE_URL → PostgreSQL; else PGlite in
 * --data-dir, PGLITE_DATA_DIR or .data/pglite (relative to where the command was started).
 * DATABASE_MIGRATION_URL migrates, as for the API, when the database is DATABASE_URL's.
 */
export async function openDatabase(io: CliIo, args: DatabaseArgs): Promise<DbHandle> {
  const migrate = args.migrate ?? true;
  if (args.databaseUrl) return createDb({ databaseUrl: args.databaseUrl, migrate });
  if (io.env.DATABASE_URL) {
    return createDb({ databaseUrl: io.env.DATABASE_URL, migrationUrl: io.env.DATABASE_MIGRATION_URL, migrate });
  }
  const dataDir = resolve(io.cwd, args.dataDir ?? io.env.PGLITE_DATA_DIR ?? '.data/pglite');
  // PGlite would make an empty database in a folder that is not there.
  if (!migrate && !existsSync(dataDir)) throw new NoDatabaseError(dataDir);
  return createDb({ dataDir, migrate });
}

/** A message for an error the operator can act on; undefined for a bug (the stack is printed). */
export function operatorMessage(error: unknown): string | undefined {
  if (error instanceof NoDatabaseError) return error.message;
  if (error instanceof DataDirInUseError) {
    return `${error.message}\nThis command writes to the database itself: stop the portal first (or run it on PostgreSQL: docs/data-storage.md). \`ingest\`, \`generate\` and \`demo\` load through the running portal instead.`;
  }
  return undefined;
}
