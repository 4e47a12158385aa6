// Each report through HTTP over a year of N screened payments, on a PostgreSQL database of its own
// (created next to the one DATABASE_URL names, dropped after):
//   DATABASE_URL=postgres://… npm run -w @dnp/bench reports:bench -- --payments 1000000 [--match-every 25]
// Prints p50/p95/p99 of each report (JSON, and the CSV of the year) run one at a time, as a manager would:
// right after screening, then once the payments are vacuumed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inLoadTransaction, queryRows, screenPayments } from '@dnp/db';
import { seedScreenedPayments } from '../payments/seed-screened-payments.js';
import type { BenchServerReady } from '../search/bench-server.js';
import { percentile, summary, timed } from '../search/latency.js';
import { openBenchDatabase } from '../support/bench-database.js';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '1000000' },
    'match-every': { type: 'string', default: '25' },
    requests: { type: 'string', default: '40' },
  },
});
const count = Number(values.payments);
const matchEvery = Number(values['match-every']);
/** The target: each report within 500 ms at the 95th percentile. */
const TARGET_P95_MS = 500;

const bench = await openBenchDatabase('dnp_reports_bench');
const { databaseUrl } = bench;
if (!databaseUrl) throw new Error('Set DATABASE_URL: the reports are measured through the API on PostgreSQL.');
const server = fork(fileURLToPath(new URL('../search/bench-server.ts', import.meta.url)), {
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
try {
  const seeded = await timed(async () => {
    await seedScreenedPayments(bench.handle, count, matchEvery);
    // Kept off until the second pass, so the first measures the table exactly as screening left it.
    await queryRows(bench.handle, 'alter table payments set (autovacuum_enabled = off)');
    // The payments list's seed spans 180 days; reports are read over a year, so spread them over 2026.
    await queryRows(
      bench.handle,
      `update payments set working_payment_date = date '2026-01-01' + (party_id % 365)::int`,
    );
    // Screened as a payment file's run screens it: the figures and monthly totals the reports read.
    const files = await queryRows<{ id: number; group: string }>(
      bench.handle,
      `select id::int as id, access_group_id as "group" from agency_files order by id`,
    );
    for (const file of files) {
      await inLoadTransaction(bench.handle, (session) => screenPayments(session, file.id, file.group));
    }
    // Half the matched payments decided (a third of those improper), each with its determination.
    await queryRows(
      bench.handle,
      `update payments p
          set adjudication_status = case when p.party_id % 3 = 0 then 'IMPROPER (SUBMITTED)' else 'PROPER (SUBMITTED)' end,
              match_adjudication_status = case when p.party_id % 3 = 0 then 'IMPROPER' else 'PROPER - BUSINESS REASON' end,
              adjudicated_at = now()
        where p.party_id % ($1::int * 2) = 0`,
      [matchEvery],
    );
    await queryRows(
      bench.handle,
      `insert into payment_adjudications (file_id, party_id, action, match_adjudication_status, user_id, access_group_id, decided_at)
       select file_id, party_id, 'submit', match_adjudication_status, 'portaluser', 'DOD', adjudicated_at
         from payments where adjudicated_at is not null`,
    );
    await queryRows(bench.handle, 'analyze');
  });
  console.log(
    `${bench.where}: ${count.toLocaleString('en-US')} screened payments over 2026 (${Math.floor(count / matchEvery).toLocaleString('en-US')} matched) written in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  const [ready] = (await once(server, 'message')) as [BenchServerReady];
  const runs: Array<[string, string]> = [
    [
      'adjudication summary, one month',
      '/api/v1/reports/adjudication-summary?filter[reportYearNumber]=2026&filter[reportMonthNumber]=06',
    ],
    ['payment activity, the year', '/api/v1/reports/payment-activity?filter[reportYearNumber]=2026'],
    ['payment activity, the year, CSV', '/api/v1/reports/payment-activity.csv?filter[reportYearNumber]=2026'],
    [
      'payment activity, one month, one ALC',
      '/api/v1/reports/payment-activity?filter[reportYearNumber]=2026&filter[reportMonthNumber]=06&filter[agencyAlcCode]=97000001',
    ],
  ];
  // Right after screening, the matched payments' index entries still send each read to the
  // table; once (auto)vacuum has set the visibility map, the index alone answers.
  console.log('right after screening (analyzed, not vacuumed):');
  await timeEach(ready, runs);
  await queryRows(bench.handle, 'alter table payments reset (autovacuum_enabled)');
  const vacuumed = await timed(() => queryRows(bench.handle, 'vacuum payments'));
  console.log(`after vacuum of payments (${(vacuumed.ms / 1000).toFixed(1)} s):`);
  await timeEach(ready, runs);
} finally {
  server.disconnect();
  await once(server, 'exit');
  await bench.cleanup();
}

/** Each report one request at a time, as a manager would run it: p50, p95, p99 against the target. */
async function timeEach(ready: BenchServerReady, runs: Array<[string, string]>): Promise<void> {
  for (const [name, path] of runs) {
    const run = async () => {
      const response = await fetch(`http://127.0.0.1:${ready.port}${path}`, {
        headers: { authorization: ready.authorization },
      });
      if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };
    await run();
    const times: number[] = [];
    for (let i = 0; i < Number(values.requests); i++) times.push((await timed(run)).ms);
    const p95 = percentile(times, 95);
    console.log(
      `  ${name} (${times.length} runs): ${summary(times)}; p95 ${p95.toFixed(1)} ms, target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'not met'}`,
    );
  }
}
