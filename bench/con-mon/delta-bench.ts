// Times continuous monitoring's delta matcher: N enrolled parties, a DMF change file of M added
// records, from the load's commit to the matches written (the job's work), on PostgreSQL with
// DATABASE_URL (a database of its own, dropped after) or PGlite in a temporary folder.
//   DATABASE_URL=postgres://… npm run -w @dnp/bench con-mon:bench -- --parties 1000000 --delta 100000
import type { DmfRecord } from '@dnp/contracts';
import {
  copyRow,
  inLoadTransaction,
  loadDatasource,
  matchSourceDelta,
  queryRows,
  settleEnrollment,
  transactionSteps,
} from '@dnp/db';
import { generateRecords } from '@dnp/generate';
import type { ParseItem } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from '../support/bench-database.js';

const { values } = parseArgs({
  options: { parties: { type: 'string' }, delta: { type: 'string' }, base: { type: 'string' } },
});
const partyCount = Number(values.parties ?? '1000000');
const deltaCount = Number(values.delta ?? '100000');
const baseCount = Number(values.base ?? '200000');
/** The target: matches visible within 10 s of the load's commit. */
const TARGET_SECONDS = 10;

const seconds = (from: number) => (performance.now() - from) / 1000;
/** A deterministic TIN no generated source holds: SSA never issues area 9. */
const unissuedTin = (i: number) => `9${String((i * 7919) % 100_000_000).padStart(8, '0')}`;

async function collect(seed: string, count: number): Promise<Array<ParseItem<DmfRecord>>> {
  const items: Array<ParseItem<DmfRecord>> = [];
  for await (const item of generateRecords('dmf', { seed, count, planted: false })) items.push(item);
  return items;
}

/**
 * The enrolled file: 5% of parties are people the delta reports dead (TIN and name), 2% the same
 * by name alone (no TIN), the rest made-up payees (a delta person's first name, another's
 * surname, an unissued TIN), as most of a real file matches nothing.
 */
async function stageEnrolledFile(db: Awaited<ReturnType<typeof openBenchDatabase>>['handle'], people: DmfRecord[]) {
  await queryRows(db, `insert into access_groups (id, name, level) values ('BENCH', 'Benchmark', 1)`);
  await queryRows(db, `insert into datasource_grants (access_group_id, api_name) values ('BENCH', 'dmf')`);
  const [file] = await queryRows<{ id: number }>(
    db,
    `insert into agency_files (area, access_group_id, file_name) values ('conMon', 'BENCH', 'bench.csv') returning id::int as id`,
  );
  if (!file) throw new Error('no file');
  const person = (i: number) => people[i % people.length] as DmfRecord;
  for (let from = 0; from < partyCount; from += 100_000) {
    let data = '';
    for (let i = from; i < Math.min(partyCount, from + 100_000); i++) {
      const slot = i % 100;
      const p = person(i);
      const row =
        slot < 5
          ? { name: p.name, tin: p.tin }
          : slot < 7
            ? { name: p.name, tin: null }
            : { name: `${p.firstName ?? ''} ${person(i * 31 + 3).lastName ?? ''}`.trim(), tin: unissuedTin(i) };
      data += copyRow([file.id, i + 1, i + 2, '12345678', row.name || 'UNNAMED PAYEE', 'I', row.tin]);
    }
    await inLoadTransaction(db, (session) =>
      session.copyText(
        'agency_parties',
        ['file_id', 'party_id', 'line', 'alc', 'full_name', 'party_type', 'tin'],
        data,
      ),
    );
  }
  return file.id;
}

const bench = await openBenchDatabase('dnp_bench_con_mon');
try {
  const { handle } = bench;
  let started = performance.now();
  await loadDatasource(handle, 'dmf', generateRecords('dmf', { seed: 'con-mon-base', count: baseCount }), {
    sourceVersion: 'bench-base',
  });
  console.log(`DMF base load: ${baseCount} records in ${seconds(started).toFixed(1)} s`);
  const delta = await collect('con-mon-delta', deltaCount);
  const people = delta.flatMap((item) => (item.kind === 'record' ? [item.record] : []));

  started = performance.now();
  const fileId = await stageEnrolledFile(handle, people);
  await queryRows(handle, 'analyze agency_parties');
  console.log(`enrolled file: ${partyCount} parties staged in ${seconds(started).toFixed(1)} s`);
  started = performance.now();
  await inLoadTransaction(handle, (session) => settleEnrollment(session, fileId));
  await queryRows(handle, 'analyze con_mon_party_name_keys');
  const [keys] = await queryRows<{ n: string }>(handle, 'select count(*)::text as n from con_mon_party_name_keys');
  console.log(`enrollment settled: ${keys?.n} party name keys written in ${seconds(started).toFixed(1)} s`);

  started = performance.now();
  async function* asChanges() {
    for (const item of delta) yield item.kind === 'record' ? { ...item, change: 'add' as const } : item;
  }
  const load = await loadDatasource(handle, 'dmf', asChanges(), { sourceVersion: 'bench-delta' });
  console.log(
    `DMF delta load: ${load.added} added, ${load.changed} changed, committed in ${seconds(started).toFixed(1)} s`,
  );

  // From here: what the con-mon.source-delta job does once the load has committed.
  started = performance.now();
  const { step } = transactionSteps(handle);
  const result = await matchSourceDelta({
    apiName: 'dmf',
    loadId: load.loadId,
    fileIds: [fileId],
    config: defaultMatchConfig,
    step,
  });
  const elapsed = seconds(started);
  const [visible] = await queryRows<{ n: string }>(
    handle,
    'select count(*)::text as n from match_results where matched_by_load = $1',
    [load.loadId],
  );
  console.log(
    `delta matched: ${result.records} records read, ${result.pairs} pairs scored, ${visible?.n} matches visible, in ${elapsed.toFixed(1)} s on ${bench.where}`,
  );
  console.log(
    `load committed → matches visible: ${elapsed.toFixed(1)} s, target ≤ ${TARGET_SECONDS} s: ${elapsed <= TARGET_SECONDS ? 'met' : 'not met'}`,
  );
} finally {
  await bench.cleanup();
}
