// Prints records/s of synthetic generation + bulk load at a given scale.
//   DATABASE_URL=postgres://… npm run -w @dnp/bench generate:bench -- --records 1000000
// With DATABASE_URL a fresh database is created next to the one it names (and dropped after);
// without it, a PGlite database in a temporary folder is used.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, queryRows } from '@dnp/db';
import type { DbHandle } from '@dnp/db';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import pg from 'pg';

const { values } = parseArgs({ options: { records: { type: 'string' }, seed: { type: 'string' } } });
const records = Number(values.records ?? '100000');
const seed = values.seed ?? 'bench';

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function open(): Promise<{ handle: DbHandle; cleanup: () => Promise<void>; where: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `dnp_bench_${process.pid}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString() });
    return {
      handle,
      where: `PostgreSQL (${url.host})`,
      cleanup: async () => {
        await handle.close();
        await adminQuery(adminUrl, `drop database "${name}" with (force)`);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dnp-bench-'));
  const handle = await createDb({ dataDir: join(dir, 'pglite') });
  return {
    handle,
    where: 'PGlite (temporary folder)',
    cleanup: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const { handle, cleanup, where } = await open();
try {
  const started = performance.now();
  const summaries = await generateIntoDatabase(handle, { records, seed, sources: defaultGeneratedSources });
  const seconds = (performance.now() - started) / 1000;
  const total = summaries.reduce((sum, s) => sum + s.recordsRead, 0);
  const [keys] = await queryRows<{ n: number }>(handle, 'select count(*)::int as n from datasource_name_keys');
  console.log(`generate+load on ${where}: ${total.toLocaleString('en-US')} records in ${seconds.toFixed(1)} s`);
  console.log(
    `  ${Math.round(total / seconds).toLocaleString('en-US')} records/s; ${(keys?.n ?? 0).toLocaleString('en-US')} name keys`,
  );
  for (const s of summaries) {
    console.log(
      `  ${s.apiName.padEnd(12)} ${s.recordsRead.toLocaleString('en-US').padStart(10)} records ${(s.elapsedMs / 1000).toFixed(1).padStart(7)} s`,
    );
  }
} finally {
  await cleanup();
}
