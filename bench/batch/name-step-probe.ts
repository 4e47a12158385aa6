// Runs the bulk matcher's name steps per source on the same parties in one run, the previous form beside the
// current one, and checks that both keep the same candidates and the same matches:
// - candidates: before, each party's keys planned and ranked on its own; now, parties looked up by the same
//   keys (namesakes) ranked once (nameKeyPairs);
// - scoring: before, every candidate pair scored whole by the engine; now, a pair's name score kept per party
//   name and record, and a pair the engine's own bound rules out (mayMatch) not scored whole (matchesOf).
// Per source it prints the parties searched, lookups, candidates, records read, each part's seconds, the matches
// kept (10 a party) at each level, the share of scored pairs that are a match, and on DMF the planted recall.
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench batch:name-probe -- --parties 100000 [--step 20000]
//     [--sources all|dmf,aisObituary,leiePublic] [--before false]
// The parties are match-bench's staged file (stage-parties.ts), held in memory and cut in steps of --step
// parties as the matcher cuts them: a source that holds TINs is searched for the parties without one, any other
// for every party. Nothing is written; the database is opened without migrating it.
import { parseArgs } from 'node:util';
import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import {
  batchMatchOf,
  copyRow,
  createDb,
  inLoadTransaction,
  keepBest,
  matchesOf,
  nameKeyHashes,
  nameKeyPairs,
  nameKeyPartition,
  pairKeysOrAll,
  partyOfRecord,
  planNameKeys,
  PreparedParties,
  queryRows,
  readRecordsWith,
  sourceTables,
  type AgencyParty,
  type CandidatePair,
  type LoadSession,
  type PartyMatch,
  type StoredRecord,
} from '@dnp/db';
import { defaultGeneratedSources } from '@dnp/generate';
import { defaultMatchConfig, prepareRecord, scoreCandidate, type PreparedRecord } from '@dnp/matching';
import { ownCpuMs, processCpuMs } from './cpu-time.js';
import { plantedParty, sourcePeopleSql, type SourcePerson } from './planted-parties.js';

const { values } = parseArgs({
  options: {
    parties: { type: 'string' },
    step: { type: 'string' },
    sources: { type: 'string' },
    before: { type: 'string' },
  },
});
const count = Number(values.parties ?? '20000');
const step = Number(values.step ?? '20000');
const holdsTins = (apiName: DatasourceApiName) =>
  sourceTables[apiName].columns.some((column) => column.attribute === 'tin');
const sources = (
  (values.sources ?? 'all') === 'all'
    ? defaultGeneratedSources.filter((apiName) => catalogEntry(apiName).searchMode !== 'tinOnly')
    : (values.sources ?? '').split(',')
) as DatasourceApiName[];
const runBefore = values.before !== 'false';
const budget = { postingsPerParty: 2_000, candidatesPerParty: 20, pairKeysOnly: true };
const config = defaultMatchConfig;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the generated database');

const handle = await createDb({ databaseUrl, migrate: false });
const people = await queryRows<SourcePerson>(handle, sourcePeopleSql, [count]);
const peopleIds = (
  await queryRows<{ id: string }>(handle, `select id from dmf_records order by id limit $1`, [count])
).map((row) => Number(row.id));
const parties: AgencyParty[] = Array.from({ length: count }, (_, i) => plantedParty(people, i)).map((row, i) => ({
  partyId: i + 1,
  fullName: row.name,
  partyType: 'I',
  tin: row.tin,
  birthDate: row.birth,
  addressLine1: null,
  cityName: null,
  stateCode: null,
  postalCode: null,
}));
/** A planted name-only party (slots 7–9) and the id of the death record it was drawn from. */
const ownRecord = (party: AgencyParty): number | undefined =>
  (party.partyId - 1) % 20 >= 7 && (party.partyId - 1) % 20 <= 9
    ? peopleIds[(party.partyId - 1) % peopleIds.length]
    : undefined;

/** Half of a staged file is made-up people (planted-parties.ts: slots 10–19), the rest listed ones. */
const madeUp = (party: AgencyParty): boolean => (party.partyId - 1) % 20 >= 10;

/** Keys each candidate of the previous step shares with its party (party:record), a bound's raw material. */
const sharedKeys = new Map<string, number>();

/** The previous candidate step: each party's keys planned and ranked on its own, namesakes too. */
async function perPartyPairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  searched: readonly AgencyParty[],
  prepared: PreparedParties,
): Promise<CandidatePair[]> {
  const hashesByParty = new Map(
    searched.map((party) => [party.partyId, nameKeyHashes(pairKeysOrAll(prepared.keysOf(party, apiName)))]),
  );
  const counts = await session.query<{ key: number; records: number }>(
    `select key, records from datasource_name_key_counts where api_name = $1 and key = any($2::int[])`,
    [apiName, [...new Set([...hashesByParty.values()].flat())]],
  );
  const recordsByKey = new Map(counts.map((row) => [row.key, row.records]));
  const [loaded] = await session.query<{ records: number }>(
    `select record_count as records from datasource_loads where api_name = $1 order by id desc limit 1`,
    [apiName],
  );
  const sourceRecords = Math.max(1, loaded?.records ?? 1);
  let plan = '';
  for (const [partyId, hashes] of hashesByParty) {
    const planned = planNameKeys(hashes, recordsByKey, budget.postingsPerParty);
    for (const key of planned.keys) {
      const weight = Math.round(Math.log((sourceRecords + 1) / (recordsByKey.get(key) ?? 1)) * 1_000_000);
      plan += copyRow([partyId, key, weight, planned.capped || planned.keys.length === 1]);
    }
  }
  if (plan === '') return [];
  await session.query(
    `create temporary table probe_plan (party_id bigint, key int, weight int8, first_postings boolean) on commit drop`,
  );
  await session.copyText('probe_plan', ['party_id', 'key', 'weight', 'first_postings'], plan);
  const partition = nameKeyPartition(apiName);
  const rows = await session.query<{ party_id: string; record_id: string; shared: number }>(
    `select q.party_id, c.record_id, c.shared
       from (select party_id, array_agg(key) as keys, array_agg(weight) as weights
               from probe_plan where not first_postings group by party_id) q
       cross join lateral (
         select k.record_id, count(*)::int as shared
           from unnest(q.keys, q.weights) as u(key, weight) join ${partition} k on k.key = u.key
          group by k.record_id order by sum(u.weight) desc, k.record_id limit $1) c
     union all
     select q.party_id, k.record_id, 1 from probe_plan q
       cross join lateral (select record_id from ${partition} p where p.key = q.key order by record_id limit $1) k
      where q.first_postings`,
    [budget.candidatesPerParty],
  );
  await session.query(`drop table probe_plan`);
  const byId = new Map(searched.map((party) => [party.partyId, party]));
  return rows.flatMap((row) => {
    const party = byId.get(Number(row.party_id));
    if (party) sharedKeys.set(`${party.partyId}:${row.record_id}`, row.shared);
    return party ? [{ party, recordId: Number(row.record_id) }] : [];
  });
}

/** The previous scoring: every pair scored whole by the engine, a record prepared once (OFAC's per pair). */
function scoredWhole(
  apiName: DatasourceApiName,
  pairs: readonly CandidatePair[],
  records: ReadonlyMap<number, StoredRecord<DatasourceApiName>>,
  prepared: PreparedParties,
): PartyMatch[] {
  const recordOf = new Map<number, PreparedRecord>();
  const matches: PartyMatch[] = [];
  for (const { party, recordId } of pairs) {
    const stored = records.get(recordId);
    if (stored === undefined) continue;
    let record = apiName === 'ofac' ? undefined : recordOf.get(recordId);
    if (record === undefined) {
      record = prepareRecord(
        partyOfRecord(apiName, stored.record, apiName === 'ofac' ? { birthDate: party.birthDate ?? undefined } : {}),
      );
      if (apiName !== 'ofac') recordOf.set(recordId, record);
    }
    const match = scoreCandidate(prepared.of(party, apiName), record, config, { explainNonMatches: false });
    const batch = batchMatchOf(match);
    if (batch !== null)
      matches.push({
        ...batch,
        partyId: party.partyId,
        recordId,
        score: match.score,
        matchedName: match.recordName,
        explanation: match.features,
      });
  }
  return matches;
}

const sameSet = (a: readonly CandidatePair[], b: readonly CandidatePair[]) => {
  const left = new Set(a.map((pair) => `${pair.party.partyId}:${pair.recordId}`));
  return a.length === b.length && b.every((pair) => left.has(`${pair.party.partyId}:${pair.recordId}`));
};
const key = (match: PartyMatch) =>
  `${match.partyId}:${match.recordId}:${match.score}:${match.level}:${match.matchType}`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString('en-US');
const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
/** Scoring runs on this thread alone: its CPU time, which a loaded machine moves far less than the wall clock. */
const cpuTimed = <T>(work: () => T): [T, number] => {
  const since = process.cpuUsage();
  const result = work();
  return [result, ownCpuMs(since)];
};
/** The ranking runs in the database: its backend's CPU time where the server is on this machine, else the wall clock. */
const rankTimed = async <T>(session: LoadSession, work: () => Promise<T>): Promise<[T, number, number]> => {
  const [backend] = await session.query<{ pid: number }>(`select pg_backend_pid() as pid`);
  const before = processCpuMs(backend?.pid ?? 0);
  const [result, ms] = await timed(work);
  const after = processCpuMs(backend?.pid ?? 0);
  return [result, ms, before === undefined || after === undefined ? ms : after - before];
};

console.log(
  `${n(count)} parties in steps of ${n(step)}; sources: ${sources.join(', ')}; previous form ${runBefore ? 'beside' : 'not run'}`,
);
for (const apiName of sources) {
  const totals = {
    searched: 0,
    lookups: 0,
    candidates: 0,
    records: 0,
    beforeSql: 0,
    nowSql: 0,
    beforeSqlCpu: 0,
    nowSqlCpu: 0,
    read: 0,
    beforeScore: 0,
    nowScore: 0,
    matched: 0,
    levels: new Map<string, number>(),
    planted: 0,
    found: 0,
    madeUpCandidates: 0,
    madeUpMatched: 0,
    oneKey: 0,
    oneKeyMatched: 0,
    same: true,
  };
  for (let from = 0; from < count; from += step) {
    const range = parties.slice(from, from + step);
    const searched = holdsTins(apiName) ? range.filter((party) => party.tin === null) : range;
    if (searched.length === 0) continue;
    await inLoadTransaction(handle, async (session) => {
      const prepared = new PreparedParties();
      totals.searched += searched.length;
      totals.lookups += new Set(
        searched.map((party) => [...new Set(pairKeysOrAll(prepared.keysOf(party, apiName)))].sort().join(' ')),
      ).size;
      const [before, beforeMs, beforeCpu] = runBefore
        ? await rankTimed(session, () => perPartyPairs(session, apiName, searched, prepared))
        : [undefined, 0, 0];
      const [pairs, nowMs, nowCpu] = await rankTimed(session, () =>
        nameKeyPairs(session, apiName, searched, prepared, budget),
      );
      if (before !== undefined && !sameSet(before, pairs)) totals.same = false;
      const ids = [...new Set(pairs.map((pair) => pair.recordId))];
      const [stored, readMs] = await timed(() => readRecordsWith(session.query, apiName, ids, apiName === 'ofac'));
      const records = new Map(stored.map((record) => [record.id, record]));
      // Each way prepares its own parties, so neither finds them prepared by the other.
      const [whole, wholeMs] = runBefore
        ? cpuTimed(() => scoredWhole(apiName, pairs, records, new PreparedParties()))
        : [undefined, 0];
      const [bounded, boundedMs] = cpuTimed(() => matchesOf(apiName, pairs, records, new PreparedParties(), config));
      if (whole !== undefined && whole.map(key).join('|') !== bounded.map(key).join('|')) totals.same = false;
      const kept = keepBest(bounded, 10);
      totals.madeUpCandidates += pairs.filter((pair) => madeUp(pair.party)).length;
      totals.oneKey += pairs.filter((pair) => sharedKeys.get(`${pair.party.partyId}:${pair.recordId}`) === 1).length;
      totals.oneKeyMatched += bounded.filter(
        (match) => sharedKeys.get(`${match.partyId}:${match.recordId}`) === 1,
      ).length;
      sharedKeys.clear();
      const byId = new Map(searched.map((party) => [party.partyId, party]));
      totals.madeUpMatched += bounded.filter((match) => {
        const party = byId.get(match.partyId);
        return party !== undefined && madeUp(party);
      }).length;
      Object.assign(totals, {
        candidates: totals.candidates + pairs.length,
        records: totals.records + ids.length,
        beforeSql: totals.beforeSql + beforeMs,
        nowSql: totals.nowSql + nowMs,
        beforeSqlCpu: totals.beforeSqlCpu + beforeCpu,
        nowSqlCpu: totals.nowSqlCpu + nowCpu,
        read: totals.read + readMs,
        beforeScore: totals.beforeScore + wholeMs,
        nowScore: totals.nowScore + boundedMs,
        matched: totals.matched + bounded.length,
      });
      for (const match of kept) totals.levels.set(match.level, (totals.levels.get(match.level) ?? 0) + 1);
      if (apiName === 'dmf') {
        const keptPairs = new Set(kept.map((match) => `${match.partyId}:${match.recordId}`));
        for (const party of searched) {
          const own = ownRecord(party);
          if (own === undefined) continue;
          totals.planted += 1;
          if (keptPairs.has(`${party.partyId}:${own}`)) totals.found += 1;
        }
      }
    });
  }
  const levels = [...totals.levels].map(([level, matches]) => `${n(matches)} ${level}`).join(', ') || 'none';
  console.log(
    `${apiName}: ${n(totals.searched)} parties, ${n(totals.lookups)} lookups, ${n(totals.candidates)} candidates ` +
      `(${n(totals.records)} records read in ${s(totals.read)}); ranking ${runBefore ? `${s(totals.beforeSql)} → ` : ''}${s(totals.nowSql)} ` +
      `(database CPU ${runBefore ? `${s(totals.beforeSqlCpu)} → ` : ''}${s(totals.nowSqlCpu)}); ` +
      `scoring CPU ${runBefore ? `${s(totals.beforeScore)} → ` : ''}${s(totals.nowScore)}; ` +
      `${n(totals.matched)} pairs a match (${((100 * totals.matched) / Math.max(1, totals.candidates)).toFixed(1)}%), kept ${levels}` +
      `; made-up people ${n(totals.madeUpCandidates)} candidates, ${n(totals.madeUpMatched)} a match` +
      (runBefore ? `; sharing one key ${n(totals.oneKey)} candidates, ${n(totals.oneKeyMatched)} a match` : '') +
      (apiName === 'dmf' ? `; planted recall ${n(totals.found)} of ${n(totals.planted)}` : '') +
      (runBefore
        ? `; ${totals.same ? 'the same candidates and matches both ways' : 'DIFFERENT candidates or matches'}`
        : ''),
  );
}
await handle.close();
