import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@dnp/db';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database folder that every portal of the suite starts from a copy of. */
    databaseTemplate: string;
  }
}

/**
 * An empty embedded database with every migration applied, made once for the suite. A fresh
 * PGlite folder costs 6–8 s to create and migrate, a copy of this one a tenth of a second: the
 * suite starts five portals on fresh databases, beside the PostgreSQL pass.
 * The folder's lock sits beside it (data-dir-lock.ts), so a copy of the closed folder holds none.
 */
export async function createDatabaseTemplate(): Promise<string> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'dnp-e2e-template-')), 'pglite');
  const handle = await createDb({ dataDir });
  await handle.close();
  return dataDir;
}

/** The global setup's template, inside tests only: the global setup passes its own. */
export function databaseTemplate(): string {
  return inject('databaseTemplate');
}
