import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../create-db.js';
import type { DbHandle } from '../database.js';
import { queryRows } from '../datasources/load-session.js';
import { auditLog } from '../schema/index.js';
import { seedReferenceData } from '../seed/seed.js';
import { verifyAuditChain } from './verify-audit-chain.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const auditDoc = readFileSync(new URL('../../../../docs/audit.md', import.meta.url), 'utf8');

/** The SQL block of docs/audit.md under `<!-- roles:<name> -->`, as statements, names made this test's own. */
function docStatements(name: string, names: Record<string, string>): string[] {
  const block = new RegExp(`<!-- roles:${name} -->\\s*\`\`\`sql\\n([\\s\\S]*?)\`\`\``).exec(auditDoc)?.[1];
  if (!block) throw new Error(`docs/audit.md has no roles:${name} block`);
  const text = Object.entries(names).reduce(
    (sql, [from, to]) => sql.replace(new RegExp(`\\b${from}\\b`, 'g'), to),
    block
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .join('\n'),
  );
  return text
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

function withUser(url: string, user: string, database: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = '';
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function as<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement and gives its error's SQLSTATE and message (or "ok"). */
async function outcome(client: pg.Client, statement: string): Promise<string> {
  try {
    await client.query(statement);
    return 'ok';
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return `${code}: ${message}`;
  }
}

describe('the API role of docs/audit.md', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { dnp_owner: `owner_${suffix}`, dnp_api: `api_${suffix}`, dnp: `dnp_roles_${suffix}` };
  const ownerUrl = withUser(adminUrl, names.dnp_owner, names.dnp);
  const apiUrl = withUser(adminUrl, names.dnp_api, names.dnp);
  const adminInDatabase = withUser(adminUrl, new URL(adminUrl).username, names.dnp);
  let handle: DbHandle | undefined;

  beforeAll(async () => {
    await as(adminUrl, async (admin) => {
      for (const statement of docStatements('server', names)) await admin.query(statement);
    });
    await as(adminInDatabase, async (admin) => {
      for (const statement of docStatements('database', names)) await admin.query(statement);
    });
    // The API as started with both URLs: it migrates as the owner and serves as its own role.
    handle = await createDb({ databaseUrl: apiUrl, migrationUrl: ownerUrl, poolSize: 2 });
    await as(adminInDatabase, async (admin) => {
      for (const statement of docStatements('after-migrations', names)) await admin.query(statement);
    });
  });

  afterAll(async () => {
    await handle?.close();
    await as(adminUrl, async (admin) => {
      await admin.query(`drop database if exists "${names.dnp}" with (force)`);
      await admin.query(`drop role if exists "${names.dnp_owner}"`);
      await admin.query(`drop role if exists "${names.dnp_api}"`);
    });
  });

  it('owns nothing, works the portal tables and adds audit rows, chained', async () => {
    if (!handle) throw new Error('no handle');
    const [owner] = await queryRows<{ owner: string }>(
      handle,
      `select tableowner as owner from pg_tables where tablename = 'audit_log'`,
    );
    expect(owner?.owner).toBe(names.dnp_owner);
    await seedReferenceData(handle.db);
    await handle.db.insert(auditLog).values({ action: 'search', outcome: 'allowed', userId: 'portaluser' });
    await handle.db.insert(auditLog).values({ action: 'record.read', outcome: 'allowed', userId: 'portaluser' });
    expect(await verifyAuditChain(handle)).toMatchObject({ intact: true, rows: 2, lastId: 2 });
  });

  it('cannot change the audit log even with the append-only trigger gone', async () => {
    await as(adminInDatabase, (admin) => admin.query('drop trigger audit_log_no_update_or_delete on audit_log'));
    await as(apiUrl, async (api) => {
      const denied = `42501: permission denied for table audit_log`;
      expect(await outcome(api, `update audit_log set outcome = 'denied' where id = 1`)).toBe(denied);
      expect(await outcome(api, 'delete from audit_log where id = 1')).toBe(denied);
      expect(await outcome(api, 'truncate audit_log')).toBe(denied);
      expect(await outcome(api, 'alter table audit_log disable trigger audit_log_chain')).toBe(
        '42501: must be owner of table audit_log',
      );
      expect(await outcome(api, `update audit_chain_head set last_hash = 'x'`)).toBe(
        '42501: permission denied for table audit_chain_head',
      );
      expect(await outcome(api, 'create table audit_log_copy (id bigint)')).toMatch(/^42501: permission denied/);
    });
    if (!handle) throw new Error('no handle');
    expect(await verifyAuditChain(handle)).toMatchObject({ intact: true, rows: 2 });
  });

  it('keeps INSERT and SELECT on the log, SELECT on the head, and every right on the other tables', async () => {
    const rights = await as(adminInDatabase, async (admin) => {
      const result = await admin.query<{ table: string; privileges: string }>(
        `select t.relname as table, p.privileges
           from pg_class t,
           lateral (select string_agg(privilege, ',' order by privilege) as privileges
                      from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER']) privilege
                     where has_table_privilege($1, t.oid, privilege)) p
          where t.relname in ('audit_log', 'audit_chain_head', 'users')
          order by t.relname`,
        [names.dnp_api],
      );
      return Object.fromEntries(result.rows.map((row) => [row.table, row.privileges]));
    });
    expect(rights).toEqual({
      audit_chain_head: 'SELECT',
      audit_log: 'INSERT,SELECT',
      users: 'DELETE,INSERT,SELECT,UPDATE',
    });
  });
});
