// Times continuous monitoring's delta matcher: N enrolled parties, a DMF change file of M added
// records, from the load's commit to the matches written (the job's work), on PostgreSQL with
// DATABASE_URL (a database of its own, dropped after) or PGlite in a temporary folder.
//   DATABASE_URL=postgres://… npm run -w @dnp/bench con-mon:bench -- --parties 1000000 --delta 100000
import type { DmfRecord } from '@dnp/contracts';
import {
  copyRow,
  DELTA_RECORDS,
  deltaNamePairs,
  deltaTinPairs,
  inLoadTransaction,
  loadDatasource,
  matchSourceDelta,
  queryRows,
  settleEnrollment,
  sourceTables,
  transactionSteps,
  type DbHandle,
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
/** Records per step, as the delta job walks them (match-source-delta.ts). */
const RECORDS_PER_STEP = 25_000;
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
async function stageEnrolledFile(db: DbHandle, people: DmfRecord[]) {
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

/**
 * The job's pair queries alone, step by step over the load's records as the job walks them, each
 * in a transaction of its own: what the TIN and name joins cost apart from scoring and writing.
 * Run after the job, so the pages it read are warm.
 */
async function timePairQueries(db: DbHandle, loadId: number, fileId: number) {
  const ids = await queryRows<{ id: string }>(
    db,
    `select id::text as id from ${sourceTables.dmf.table} where load_id = $1 order by id`,
    [loadId],
  );
  const figures = { tinSeconds: 0, tinPairs: 0, nameSeconds: 0, namePairs: 0 };
  for (let from = 0; from < ids.length; from += RECORDS_PER_STEP) {
    const step = ids.slice(from, from + RECORDS_PER_STEP).map((row) => row.id);
    await inLoadTransaction(db, async (session) => {
      if (session.kind === 'postgres') await session.query('set local jit = off');
      await session.query(`create temporary table ${DELTA_RECORDS} (record_id bigint primary key) on commit drop`);
      await session.query(`insert into ${DELTA_RECORDS} select unnest($1::bigint[])`, [step]);
      let started = performance.now();
      figures.tinPairs += (await deltaTinPairs(session, 'dmf', [fileId])).length;
      figures.tinSeconds += seconds(started);
      started = performance.now();
      figures.namePairs += (await deltaNamePairs(session, 'dmf', [fileId], 50)).length;
      figures.nameSeconds += seconds(started);
      await session.query(`drop table ${DELTA_RECORDS}`);
    });
  }
  return figures;
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
  // Planted people by their slot (stageEnrolledFile): found at the level their evidence gives.
  const [planted] = await queryRows<{ tin: string; name: string; tinFound: string; nameFound: string }>(
    handle,
    `select count(*) filter (where (p.party_id - 1) % 100 < 5)::text as tin,
            count(*) filter (where (p.party_id - 1) % 100 between 5 and 6)::text as name,
            count(*) filter (where (p.party_id - 1) % 100 < 5 and exists (
              select 1 from match_results m where m.file_id = p.file_id and m.party_id = p.party_id
                 and m.matched_by_load = $2 and m.level = 'CONCLUSIVE'))::text as "tinFound",
            count(*) filter (where (p.party_id - 1) % 100 between 5 and 6 and exists (
              select 1 from match_results m where m.file_id = p.file_id and m.party_id = p.party_id
                 and m.matched_by_load = $2 and m.level = 'POSSIBLE'))::text as "nameFound"
       from agency_parties p where p.file_id = $1`,
    [fileId, load.loadId],
  );
  console.log(
    `planted people found: ${planted?.tinFound} of ${planted?.tin} CONCLUSIVE by TIN and name, ${planted?.nameFound} of ${planted?.name} POSSIBLE by name alone`,
  );
  const joins = await timePairQueries(handle, load.loadId, fileId);
  console.log(
    `of which, the pair queries alone (warm): TIN join ${joins.tinSeconds.toFixed(1)} s (${joins.tinPairs} pairs), name join ${joins.nameSeconds.toFixed(1)} s (${joins.namePairs} pairs); scoring and writing the rest`,
  );
} finally {
  await bench.cleanup();
}
