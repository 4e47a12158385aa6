// The Payments list through HTTP over N screened payments, on a PostgreSQL database of its own
// (created next to the one DATABASE_URL names, dropped after):
//   DATABASE_URL=postgres://… npm run -w @dnp/bench payments:list-bench -- --payments 1000000 [--match-every 25]
// Times screening (the rules over each file's matches), then prints p50/p95/p99 of the list with two filters (an ALC and a date from) and a sort (amount,
// largest first), one request at a time as a user pages, then the throughput at 10 connections.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { inLoadTransaction, queryRows, screenPayments } from '@dnp/db';
import type { BenchServerReady } from '../search/bench-server.js';
import { percentile, summary, timed } from '../search/latency.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { scanCounts, scansBetween } from './scan-counts.js';
import { seedScreenedPayments } from './seed-screened-payments.js';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '1000000' },
    'match-every': { type: 'string', default: '25' },
    requests: { type: 'string', default: '200' },
  },
});
const count = Number(values.payments);
const matchEvery = Number(values['match-every']);
/** The target for the list: 100 ms at the 95th percentile. */
const TARGET_P95_MS = 100;

const bench = await openBenchDatabase('dnp_payments_bench');
const { databaseUrl } = bench;
if (!databaseUrl) throw new Error('Set DATABASE_URL: the list is measured through the API on PostgreSQL.');
const server = fork(fileURLToPath(new URL('../search/bench-server.ts', import.meta.url)), {
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
try {
  const seeded = await timed(() => seedScreenedPayments(bench.handle, count, matchEvery));
  console.log(
    `${bench.where}: ${count.toLocaleString('en-US')} screened payments (${Math.floor(count / matchEvery).toLocaleString('en-US')} matched) written in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  // Screening, the step a payment file's job runs after matching, file by file as the job does.
  const files = await queryRows<{ id: number; group: string }>(
    bench.handle,
    `select id::int as id, access_group_id as "group" from agency_files order by id`,
  );
  let matched = 0;
  const screened = await timed(async () => {
    for (const file of files) {
      matched += await inLoadTransaction(bench.handle, (session) => screenPayments(session, file.id, file.group));
    }
  });
  console.log(
    `screening: ${count.toLocaleString('en-US')} payments in ${files.length} files (${matched.toLocaleString('en-US')} with a counted match) in ${(screened.ms / 1000).toFixed(1)} s, ${Math.round(count / (screened.ms / 1000)).toLocaleString('en-US')} payments/s`,
  );
  // The table as autovacuum leaves it after screening: statistics, and a visibility map that lets
  // the list count and order from its indexes alone.
  await queryRows(bench.handle, 'vacuum analyze');
  const [ready] = (await once(server, 'message')) as [BenchServerReady];
  const url =
    `http://127.0.0.1:${ready.port}/api/v1/payments?filter[agencyAlcCode]=97000001` +
    `&filter[workingPaymentDateFrom]=2026-02-01&sort=-paymentAmount&page[size]=50`;
  const list = async () => {
    const response = await fetch(url, { headers: { authorization: ready.authorization } });
    if (!response.ok) throw new Error(`the list answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: unknown[]; meta?: unknown };
  };
  const first = await list();
  console.log(`list answers ${first.data.length} rows a page, ${JSON.stringify(first.meta ?? {})}`);
  const times: number[] = [];
  const before = await scanCounts(bench.handle);
  for (let i = 0; i < Number(values.requests); i++) times.push((await timed(list)).ms);
  const scanned = scansBetween(before, await scanCounts(bench.handle));
  const p95 = percentile(times, 95);
  console.log(`list, 2 filters + sort, one at a time (${times.length} requests): ${summary(times)}`);
  console.log(
    `scans over those requests (a sequential scan of payments or any of match_results is a regression): ${scanned}`,
  );
  console.log(`p95 ${p95.toFixed(1)} ms, target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'not met'}`);
  const result = await autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { authorization: ready.authorization },
  });
  console.log(
    `throughput, 10 connections: ${result.requests.average.toFixed(0)} lists/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
} finally {
  server.disconnect();
  await once(server, 'exit');
  await bench.cleanup();
}
