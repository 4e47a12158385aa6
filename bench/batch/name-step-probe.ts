// Runs the bulk matcher's name steps per source on the same parties in one run, two candidate rules one after the
// other: `before` and `now`, each the matcher's own budget (defaultNameBudget) with the overrides given as JSON.
// By default `before` is the rule before decision 111 (namesakes tied in shared rarity go to the lower record id,
// `{"bornFirst":false}`) and `now` the matcher's own; `--before '{"surnamePairsOnly":false}'` measures the rule
// before decision 121, `--now '{…}'` a change to come.
// Per source it prints the parties searched, lookups, candidates, records read, the ranking's time and database
// CPU, the scoring's CPU, the matches each rule found (and those found by one rule only), the matches kept (10 a
// party) at each level, the share of scored pairs that are a match, and on DMF the planted recall of each rule.
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench batch:name-probe -- --parties 100000 [--step 20000]
//     [--sources all|dmf,aisObituary,leiePublic] [--before JSON|false] [--now JSON]
// The parties are match-bench's staged file (stage-parties.ts), held in memory and cut in steps of --step
// parties as the matcher cuts them: a source that holds TINs is searched for the parties without one, any other
// for every party. Nothing is written; the database is opened without migrating it.
import { parseArgs } from 'node:util';
import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import {
  createDb,
  defaultNameBudget,
  inLoadTransaction,
  keepBest,
  matchesOf,
  nameKeyPairs,
  bulkKeys,
  PreparedParties,
  queryRows,
  readRecordsWith,
  sourceTables,
  type AgencyParty,
  type CandidatePair,
  type LoadSession,
  type NameBudget,
  type PartyMatch,
} from '@dnp/db';
import { defaultGeneratedSources } from '@dnp/generate';
import { defaultMatchConfig } from '@dnp/matching';
import { ownCpuMs, processCpuMs } from './cpu-time.js';
import { plantedParty, sourcePeopleSql, type SourcePerson } from './planted-parties.js';

const { values } = parseArgs({
  options: {
    parties: { type: 'string' },
    step: { type: 'string' },
    sources: { type: 'string' },
    before: { type: 'string' },
    now: { type: 'string' },
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
const budgetWith = (overrides: string): NameBudget => ({
  ...defaultNameBudget,
  ...(JSON.parse(overrides) as Partial<NameBudget>),
});
const previousBudget = budgetWith(runBefore ? (values.before ?? '{"bornFirst":false}') : '{}');
const currentBudget = budgetWith(values.now ?? '{}');
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

const pairKey = (match: { partyId: number; recordId: number }) => `${match.partyId}:${match.recordId}`;
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

/** What one rule found over the steps of one source. */
interface RuleTotals {
  candidates: number;
  records: number;
  sql: number;
  sqlCpu: number;
  read: number;
  score: number;
  matched: number;
  madeUpCandidates: number;
  madeUpMatched: number;
  levels: Map<string, number>;
  found: number;
  /** Matches (party:record) this rule found, for the other rule's count of those it did not. */
  matches: Set<string>;
}
const ruleTotals = (): RuleTotals => ({
  candidates: 0,
  records: 0,
  sql: 0,
  sqlCpu: 0,
  read: 0,
  score: 0,
  matched: 0,
  madeUpCandidates: 0,
  madeUpMatched: 0,
  levels: new Map(),
  found: 0,
  matches: new Set(),
});

/** One step's candidates by one rule, their records read and scored as the matcher does, added to `totals`. */
async function runRule(
  session: LoadSession,
  apiName: DatasourceApiName,
  searched: readonly AgencyParty[],
  budget: NameBudget,
  totals: RuleTotals,
): Promise<void> {
  const [pairs, sqlMs, sqlCpu] = await rankTimed(session, () =>
    nameKeyPairs(session, apiName, searched, new PreparedParties(), budget),
  );
  const ids = [...new Set(pairs.map((pair: CandidatePair) => pair.recordId))];
  const [stored, readMs] = await timed(() => readRecordsWith(session.query, apiName, ids, apiName === 'ofac'));
  const records = new Map(stored.map((record) => [record.id, record]));
  const [matches, scoreMs] = cpuTimed(() => matchesOf(apiName, pairs, records, new PreparedParties(), config));
  const kept: PartyMatch[] = keepBest(matches, 10);
  const byId = new Map(searched.map((party) => [party.partyId, party]));
  totals.candidates += pairs.length;
  totals.records += ids.length;
  totals.sql += sqlMs;
  totals.sqlCpu += sqlCpu;
  totals.read += readMs;
  totals.score += scoreMs;
  totals.matched += matches.length;
  totals.madeUpCandidates += pairs.filter((pair) => madeUp(pair.party)).length;
  totals.madeUpMatched += matches.filter((match) => {
    const party = byId.get(match.partyId);
    return party !== undefined && madeUp(party);
  }).length;
  for (const match of matches) totals.matches.add(pairKey(match));
  for (const match of kept) totals.levels.set(match.level, (totals.levels.get(match.level) ?? 0) + 1);
  const keptPairs = new Set(kept.map(pairKey));
  if (apiName === 'dmf')
    for (const party of searched) {
      const own = ownRecord(party);
      if (own !== undefined && keptPairs.has(pairKey({ partyId: party.partyId, recordId: own }))) totals.found += 1;
    }
}

const describe = (totals: RuleTotals, planted: number, other?: RuleTotals) => {
  const levels = [...totals.levels].map(([level, matches]) => `${n(matches)} ${level}`).join(', ') || 'none';
  const alone = other === undefined ? 0 : [...totals.matches].filter((match) => !other.matches.has(match)).length;
  return (
    `${n(totals.candidates)} candidates (${n(totals.records)} records read in ${s(totals.read)}); ` +
    `ranking ${s(totals.sql)} (database CPU ${s(totals.sqlCpu)}); scoring CPU ${s(totals.score)}; ` +
    `${n(totals.matched)} pairs a match (${((100 * totals.matched) / Math.max(1, totals.candidates)).toFixed(1)}%)` +
    (other === undefined ? '' : `, ${n(alone)} found by this rule alone`) +
    `, kept ${levels}; made-up people ${n(totals.madeUpCandidates)} candidates, ${n(totals.madeUpMatched)} a match` +
    (planted > 0 ? `; planted recall ${n(totals.found)} of ${n(planted)}` : '')
  );
};

console.log(
  `${n(count)} parties in steps of ${n(step)}; sources: ${sources.join(', ')}; ` +
    `before ${runBefore ? JSON.stringify(previousBudget) : 'not run'}, now ${JSON.stringify(currentBudget)}`,
);
for (const apiName of sources) {
  let searchedCount = 0;
  let lookups = 0;
  let planted = 0;
  const before = ruleTotals();
  const now = ruleTotals();
  for (let from = 0; from < count; from += step) {
    const range = parties.slice(from, from + step);
    const searched = holdsTins(apiName) ? range.filter((party) => party.tin === null) : range;
    if (searched.length === 0) continue;
    searchedCount += searched.length;
    const prepared = new PreparedParties();
    lookups += new Set(
      searched.map((party) => {
        const { keys, surname } = prepared.lookupKeysOf(party, apiName);
        return [...new Set(bulkKeys(keys, surname, currentBudget))].sort().join(' ');
      }),
    ).size;
    if (apiName === 'dmf') planted += searched.filter((party) => ownRecord(party) !== undefined).length;
    await inLoadTransaction(handle, async (session) => {
      if (runBefore) await runRule(session, apiName, searched, previousBudget, before);
      await runRule(session, apiName, searched, currentBudget, now);
    });
  }
  console.log(`${apiName}: ${n(searchedCount)} parties, ${n(lookups)} namesakes' lookups`);
  if (runBefore) console.log(`  before: ${describe(before, planted, now)}`);
  console.log(`  now:    ${describe(now, planted, runBefore ? before : undefined)}`);
}
await handle.close();
