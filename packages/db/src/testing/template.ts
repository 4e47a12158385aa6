import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migratePgliteDb, migratePostgres, migrationsFolder } from '../migrate.js';

/** Changes whenever a migration does, so a stale template is never reused. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export function pgliteTemplatePath(): string {
  return join(tmpdir(), `dnp-pglite-template-${migrationsHash()}.tar.gz`);
}

/**
 * A fresh PGlite runs initdb (6-8 s); restoring a dump takes about 1 s. The
 * migrated database is dumped once and every test restores it.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const path = pgliteTemplatePath();
  if (existsSync(path)) return path;
  const client = await PGlite.create();
  await migratePgliteDb(client);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

export function postgresTemplateName(): string {
  return `dnp_template_${migrationsHash()}`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates (once) a migrated template database next to the one TEST_DATABASE_URL names. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      await migratePostgres(withDatabase(adminUrl, name));
    }
  } finally {
    await admin.end();
  }
  return name;
}

export async function createDatabaseFromTemplate(adminUrl: string, template: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, name);
}

/**
 * Without FORCE on purpose: a handle's close() must have ended every session, and DROP waits
 * a few seconds for sessions still exiting, then fails with a clear message instead of killing them.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}"`);
  } finally {
    await admin.end();
  }
}
