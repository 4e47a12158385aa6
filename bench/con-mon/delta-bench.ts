// Times continuous monitoring's delta matcher: N enrolled parties, a DMF change file of M added
// records, from the load's commit to the matches written (the job's work), on PostgreSQL with
// DATABASE_URL (a database of its own, dropped after) or PGlite in a temporary folder.
//   DATABASE_URL=postgres://… npm run -w @dnp/bench con-mon:bench -- --parties 1000000 --delta 100000
// --keep keeps the staged database and prints its name; --reuse <database> times the job again on one
// kept (its earlier matches deleted first), as staging a million parties takes minutes. --workers N
// scores in a pool of N worker threads (the API's MATCH_SCORE_WORKERS); 0, the default, on the main thread.
// --candidates C sets the records a party's name may bring (the job's 20 by default).
import type { DmfRecord } from '@dnp/contracts';
import {
  copyRow,
  createDb,
  createScoringPool,
  inLoadTransaction,
  loadDatasource,
  matchSourceDelta,
  noPhaseSeconds,
  queryRows,
  settleEnrollment,
  sourceTables,
  transactionSteps,
  type DbHandle,
  type DeltaPhaseSeconds,
} from '@dnp/db';
import { generateRecords } from '@dnp/generate';
import type { ParseItem } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { parseArgs } from 'node:util';
import { openBenchDatabase, type BenchDatabase } from '../support/bench-database.js';

const { values } = parseArgs({
  options: {
    parties: { type: 'string' },
    delta: { type: 'string' },
    base: { type: 'string' },
    keep: { type: 'boolean' },
    reuse: { type: 'string' },
    workers: { type: 'string' },
    candidates: { type: 'string' },
    distinct: { type: 'boolean' },
  },
});
const partyCount = Number(values.parties ?? '1000000');
const deltaCount = Number(values.delta ?? '100000');
const baseCount = Number(values.base ?? '200000');
const workers = Number(values.workers ?? '0');
/** The issue's target: matches visible within 10 s of the load's commit. */
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
 * With --distinct, the delta person a planted party (slot under 7) is: each enrolled once, the first 5% of
 * the delta's people by TIN and name, the next 2% by name alone. Without it, every 100,000 parties repeat
 * the same people and names, ten namesakes each in a million (decision 108 scores those once).
 */
function plantedOnce(i: number, slot: number): number {
  const hundred = Math.floor(i / 100);
  return slot < 5 ? hundred * 5 + slot : Math.floor(partyCount / 20) + hundred * 2 + (slot - 5);
}

/**
 * The enrolled file: 5% of parties are people the delta reports dead (TIN and name), 2% the same
 * by name alone (no TIN), the rest made-up payees (a delta person's first name, another's
 * surname, an unissued TIN), as most of a real file matches nothing. The TIN of each name-only
 * party's person is kept aside (bench_name_only), so the check can tell their record from a namesake's.
 */
async function stageEnrolledFile(db: DbHandle, people: DmfRecord[]) {
  await queryRows(db, `insert into access_groups (id, name, level) values ('BENCH', 'Benchmark', 1)`);
  await queryRows(db, `insert into datasource_grants (access_group_id, api_name) values ('BENCH', 'dmf')`);
  const [file] = await queryRows<{ id: number }>(
    db,
    `insert into agency_files (area, access_group_id, file_name) values ('conMon', 'BENCH', 'bench.csv') returning id::int as id`,
  );
  if (!file) throw new Error('no file');
  await queryRows(db, 'create table bench_name_only (party_id bigint primary key, tin text not null)');
  const person = (i: number) => people[i % people.length] as DmfRecord;
  for (let from = 0; from < partyCount; from += 100_000) {
    let data = '';
    let nameOnly = '';
    for (let i = from; i < Math.min(partyCount, from + 100_000); i++) {
      const slot = i % 100;
      // With --distinct a made-up payee's first name and surname do not repeat every 100,000 parties either.
      const made = values.distinct ? i + Math.floor(i / 100_000) * 7_919 : i;
      const p = person(values.distinct && slot < 7 ? plantedOnce(i, slot) : made);
      const row =
        slot < 5
          ? { name: p.name, tin: p.tin }
          : slot < 7
            ? { name: p.name, tin: null }
            : { name: `${p.firstName ?? ''} ${person(made * 31 + 3).lastName ?? ''}`.trim(), tin: unissuedTin(i) };
      data += copyRow([file.id, i + 1, i + 2, '12345678', row.name || 'UNNAMED PAYEE', 'I', row.tin]);
      if (slot >= 5 && slot < 7) nameOnly += copyRow([i + 1, p.tin]);
    }
    await inLoadTransaction(db, async (session) => {
      await session.copyText(
        'agency_parties',
        ['file_id', 'party_id', 'line', 'alc', 'full_name', 'party_type', 'tin'],
        data,
      );
      await session.copyText('bench_name_only', ['party_id', 'tin'], nameOnly);
    });
  }
  return file.id;
}

/** Stages the base load, the enrolled file and the delta load: what the job then works on. */
async function stage(handle: DbHandle): Promise<{ fileId: number; loadId: number }> {
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
  return { fileId, loadId: load.loadId };
}

/** A database kept by --keep: its file and delta load, the matches of an earlier run deleted. */
async function staged(handle: DbHandle): Promise<{ fileId: number; loadId: number }> {
  const [found] = await queryRows<{ fileId: number; loadId: number }>(
    handle,
    `select (select id::int from agency_files where file_name = 'bench.csv') as "fileId",
            (select id::int from datasource_loads where api_name = 'dmf' and source_version = 'bench-delta') as "loadId"`,
  );
  if (!found?.fileId || !found.loadId) throw new Error('not a database this benchmark staged and kept');
  await queryRows(handle, 'delete from match_results where matched_by_load = $1', [found.loadId]);
  await queryRows(handle, 'vacuum analyze match_results');
  return found;
}

async function openDatabase(): Promise<BenchDatabase> {
  const server = process.env.DATABASE_URL;
  if (values.reuse === undefined) return openBenchDatabase('dnp_bench_con_mon');
  if (!server) throw new Error('--reuse names a database on the DATABASE_URL server');
  const url = new URL(server);
  url.pathname = `/${values.reuse}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  return {
    handle,
    where: `PostgreSQL (${url.host}, kept)`,
    databaseUrl: url.toString(),
    cleanup: () => handle.close(),
  };
}

const phaseNames: Record<keyof DeltaPhaseSeconds, string> = {
  recordIds: 'record ids',
  planKeys: 'planning keys',
  tinJoin: 'TIN join',
  nameJoin: 'name join',
  readRecords: 'reading records',
  scoring: 'scoring',
  writing: 'writing',
};

/**
 * Planted people by their slot (stageEnrolledFile), each found at the level their evidence gives
 * and to their own record: a name-only party's POSSIBLE match must be the record of the person
 * whose name it was given, not a namesake's.
 */
async function plantedFound(handle: DbHandle, fileId: number, loadId: number) {
  const [planted] = await queryRows<{ tin: string; name: string; tinFound: string; nameFound: string }>(
    handle,
    `with found as (select party_id, record_id, level from match_results where file_id = $1 and matched_by_load = $2)
     select (select count(*) from agency_parties where file_id = $1 and (party_id - 1) % 100 < 5)::text as tin,
            (select count(*) from bench_name_only)::text as name,
            (select count(distinct party_id) from found
              where (party_id - 1) % 100 < 5 and level = 'CONCLUSIVE')::text as "tinFound",
            (select count(distinct f.party_id) from found f
               join bench_name_only b on b.party_id = f.party_id
               join ${sourceTables.dmf.table} r on r.id = f.record_id and r.tin = b.tin
              where f.level = 'POSSIBLE')::text as "nameFound"`,
    [fileId, loadId],
  );
  return planted;
}

const bench = await openDatabase();
try {
  const { handle } = bench;
  const { fileId, loadId } = values.reuse === undefined ? await stage(handle) : await staged(handle);

  // From here: what the con-mon.source-delta job does once the load has committed.
  const phases = noPhaseSeconds();
  // On PostgreSQL the workers read their records themselves, as the API's do.
  const database = bench.databaseUrl;
  const scorer = workers > 0 ? createScoringPool({ workers, ...(database ? { database } : {}) }) : undefined;
  const started = performance.now();
  const { step } = transactionSteps(handle);
  const result = await matchSourceDelta({
    apiName: 'dmf',
    loadId,
    fileIds: [fileId],
    config: defaultMatchConfig,
    step,
    phases,
    ...(values.candidates === undefined ? {} : { candidatesPerParty: Number(values.candidates) }),
    ...(scorer === undefined ? {} : { scorer }),
  }).finally(() => scorer?.close());
  const elapsed = seconds(started);
  const [visible] = await queryRows<{ n: string }>(
    handle,
    'select count(*)::text as n from match_results where matched_by_load = $1',
    [loadId],
  );
  console.log(
    `delta matched: ${result.records} records read, ${result.pairs} pairs scored, ${visible?.n} matches visible, in ${elapsed.toFixed(1)} s on ${bench.where}, scoring on ${workers > 0 ? `${workers} worker thread(s)` : 'the main thread'}`,
  );
  console.log(
    `load committed → matches visible: ${elapsed.toFixed(1)} s, target ≤ ${TARGET_SECONDS} s: ${elapsed <= TARGET_SECONDS ? 'met' : 'not met'}`,
  );
  const accounted = Object.values(phases).reduce((sum, value) => sum + value, 0);
  console.log(
    `phases: ${Object.entries(phaseNames)
      .map(([phase, name]) => `${name} ${phases[phase as keyof DeltaPhaseSeconds].toFixed(1)} s`)
      .join(', ')}; the rest (temporary tables, commits) ${(elapsed - accounted).toFixed(1)} s`,
  );
  const planted = await plantedFound(handle, fileId, loadId);
  console.log(
    `planted people found: ${planted?.tinFound} of ${planted?.tin} CONCLUSIVE by TIN and name, ${planted?.nameFound} of ${planted?.name} POSSIBLE by name alone (to their own record)`,
  );
} finally {
  if (values.keep && values.reuse === undefined) {
    await bench.handle.close();
    console.log(
      `kept ${bench.databaseUrl ?? bench.where}: time the job again with --reuse ${new URL(bench.databaseUrl ?? 'x:/').pathname.slice(1)}`,
    );
  } else {
    await bench.cleanup();
  }
}
