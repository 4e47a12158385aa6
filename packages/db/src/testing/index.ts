import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createDb } from '../create-db.js';
import type { DbHandle } from '../database.js';
import { createDatabaseFromTemplate, dropDatabase, ensurePgliteTemplate, ensurePostgresTemplate } from './template.js';

export { ensurePgliteTemplate, ensurePostgresTemplate } from './template.js';

/**
 * A private, migrated, empty database for one test file: PostgreSQL when
 * TEST_DATABASE_URL is set (a new database cloned from a template), else an
 * in-memory PGlite restored from a template dump.
 */
export async function openTestDb(): Promise<DbHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await ensurePostgresTemplate(adminUrl);
    const name = `dnp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = await createDatabaseFromTemplate(adminUrl, template, name);
    const handle = await createDb({ databaseUrl: url, migrate: false, poolSize: 4 });
    return {
      ...handle,
      // Tests of several processes on one database open more handles with it.
      url,
      close: async () => {
        await handle.close();
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const templatePath = await ensurePgliteTemplate();
  const loadDataDir = new Blob([readFileSync(templatePath)]);
  return createDb({ loadDataDir, migrate: false });
}
