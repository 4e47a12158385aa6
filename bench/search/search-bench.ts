// Online search at scale, on a generated PostgreSQL database (docs/benchmarks.md):
//   npm run cli -- generate --records 10000000 --database-url postgres://…/dnp10m
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench search:bench -- [--queries 300] [--connections 50] [--seconds 20]
// Prints p50/p95/p99 of name and TIN searches through HTTP, the same name queries as a plain
// pg_trgm `%` query (threshold 0.3) side by side with recall@10 of both on planted variants,
// and the throughput of name searches at 50 connections with autocannon.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchServerReady } from './bench-server.js';
import { percentile, summary, timed } from './latency.js';
import { foundWithin, plantedQueries, type PlantedQuery } from './planted-queries.js';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '300' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    /** `--no-trigram`: skip the pg_trgm comparison (minutes at 10M) when only the portal's figures changed. */
    trigram: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a database filled by `npm run cli -- generate`.');
const SOURCE = 'dmf';
const TABLE = 'dmf_records';

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const [{ n: records } = { n: 0 }] = (await client.query<{ n: number }>(`select count(*)::int as n from ${TABLE}`)).rows;
const [{ n: total } = { n: 0 }] = (
  await client.query<{ n: number }>(`select sum(record_count)::int as n from datasource_loads l
     where id = (select max(id) from datasource_loads m where m.api_name = l.api_name)`)
).rows;
const queries = await plantedQueries(client, TABLE, Number(values.queries));
console.log(
  `search bench: ${total.toLocaleString('en-US')} records in all, ${records.toLocaleString('en-US')} in ${SOURCE}; ${queries.length} planted queries`,
);

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), { env: process.env });
const [ready] = (await once(server, 'message')) as [BenchServerReady];
const base = `http://127.0.0.1:${ready.port}/api/v1/search/${SOURCE}?page[size]=10`;

const nameBody = (query: PlantedQuery) =>
  JSON.stringify({ data: { attributes: { searchCriteria: 'NAME', name: query.name } } });
const tinBody = (query: PlantedQuery) =>
  JSON.stringify({ data: { attributes: { searchCriteria: 'SSN/EIN/TIN', tin: query.tin } } });

async function search(body: string): Promise<Array<{ id: number; name: string }>> {
  const response = await fetch(base, {
    method: 'POST',
    headers: { authorization: ready.authorization, 'content-type': 'application/json' },
    body,
  });
  if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { data: Array<{ id: string; attributes: { name?: string } }> };
  return answer.data.map((hit) => ({ id: Number(hit.id), name: hit.attributes.name ?? '' }));
}

/** Sequential searches: the latency one user sees, and whether the planted record is in the first ten. */
async function runSequential(bodyOf: (q: PlantedQuery) => string) {
  const ms: number[] = [];
  let found = 0;
  for (const query of queries) {
    const { result, ms: took } = await timed(() => search(bodyOf(query)));
    ms.push(took);
    if (foundWithin(query, result, 10)) found++;
  }
  return { ms, recall: found / queries.length };
}

/** The plain trigram query the issue compares with: `%` at threshold 0.3, best ten by similarity. */
async function runTrigram() {
  const started = performance.now();
  await client.query('create extension if not exists pg_trgm');
  await client.query(`create index if not exists ${TABLE}_name_trgm_idx on ${TABLE} using gin (name gin_trgm_ops)`);
  const indexSeconds = (performance.now() - started) / 1000;
  await client.query('set pg_trgm.similarity_threshold = 0.3');
  const ms: number[] = [];
  let found = 0;
  for (const query of queries) {
    const { result, ms: took } = await timed(() =>
      client.query<{ id: string; name: string }>(
        `select id, name from ${TABLE} where name % $1 order by similarity(name, $1) desc, id limit 10`,
        [query.name],
      ),
    );
    ms.push(took);
    if (
      foundWithin(
        query,
        result.rows.map((row) => ({ id: Number(row.id), name: row.name })),
        10,
      )
    )
      found++;
  }
  return { ms, recall: found / queries.length, indexSeconds };
}

try {
  // Warm the caches the way a serving portal's are warm: one pass that is not measured.
  for (const query of queries.slice(0, 50)) await search(nameBody(query));

  const byName = await runSequential(nameBody);
  const byTin = await runSequential(tinBody);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`name search, HTTP     ${summary(byName.ms)}  recall@10 ${pct(byName.recall)}`);
  console.log(`TIN search, HTTP      ${summary(byTin.ms)}  found ${pct(byTin.recall)}`);
  if (values.trigram) {
    const trigram = await runTrigram();
    console.log(`name, pg_trgm % 0.3   ${summary(trigram.ms)}  recall@10 ${pct(trigram.recall)}`);
    const ratio = (p: number) => (percentile(trigram.ms, p) / percentile(byName.ms, p)).toFixed(1);
    console.log(
      `  pg_trgm / HTTP name search: ${ratio(50)}x at p50, ${ratio(95)}x at p95 (trigram index built in ${trigram.indexSeconds.toFixed(0)} s, if it was missing)`,
    );
  }
  for (const kind of new Set(queries.map((q) => q.variant))) {
    const mine = queries.filter((q) => q.variant === kind).length;
    console.log(`  variant ${kind.padEnd(15)} ${mine} queries`);
  }

  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requests: queries.map((query) => ({
      method: 'POST' as const,
      headers: { authorization: ready.authorization, 'content-type': 'application/json' },
      body: nameBody(query),
    })),
  });
  console.log(
    `throughput, ${values.connections} connections, name searches: ${result.requests.average.toFixed(0)} searches/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
} finally {
  server.disconnect();
  await client.end();
}
