// Times one name step's candidate query per source, the previous form (every party's postings ranked in
// one window) beside the current one (each party ranked on its own; a single-key party reads its first
// postings only), on the same parties in the same run, and checks that both keep the same candidates.
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench batch:name-probe -- --parties 20000 [--sources dmf,aisObituary,leiePublic]
// The parties are those of a 20,000-party step of match-bench's staged file (stage-parties.ts), held in
// memory: a source that holds TINs is searched for the parties without one, any other for every party.
// Nothing is written; the database is opened without migrating it.
import { parseArgs } from 'node:util';
import type { DatasourceApiName } from '@dnp/contracts';
import {
  copyRow,
  createDb,
  inLoadTransaction,
  nameKeyHashes,
  nameKeyPartition,
  pairKeysOrAll,
  partyOfAgencyRow,
  planNameKeys,
  queryRows,
  sourceTables,
  type AgencyParty,
  type LoadSession,
} from '@dnp/db';
import { nameKeys, prepareRecord } from '@dnp/matching';
import { plantedParty, sourcePeopleSql, type SourcePerson } from './planted-parties.js';

const { values } = parseArgs({
  options: { parties: { type: 'string' }, sources: { type: 'string' }, budget: { type: 'string' } },
});
const count = Number(values.parties ?? '20000');
const sources = (values.sources ?? 'dmf,aisObituary,leiePublic').split(',') as DatasourceApiName[];
const budget = Number(values.budget ?? '2000');
const candidates = 20;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the generated database');

const handle = await createDb({ databaseUrl, migrate: false });
const people = await queryRows<SourcePerson>(handle, sourcePeopleSql, [count]);
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

const before = (partition: string) => `select party_id, record_id from (
    select q.party_id, k.record_id,
           row_number() over (partition by q.party_id order by sum(q.weight) desc, k.record_id) as rank
      from bulk_match_plan q join ${partition} k on k.key = q.key
     where not q.first_postings group by q.party_id, k.record_id) ranked
   where rank <= ${candidates}
  union all
  select q.party_id, k.record_id from bulk_match_plan q
   cross join lateral (select record_id from ${partition} p where p.key = q.key order by record_id limit ${candidates}) k
   where q.first_postings`;
const now = (partition: string) => `select q.party_id, c.record_id
    from (select party_id, array_agg(key) as keys, array_agg(weight) as weights
            from bulk_match_plan where not first_postings group by party_id) q
    cross join lateral (
      select k.record_id from unnest(q.keys, q.weights) as u(key, weight) join ${partition} k on k.key = u.key
       group by k.record_id order by sum(u.weight) desc, k.record_id limit ${candidates}) c
  union all
  select q.party_id, k.record_id from bulk_match_plan q
   cross join lateral (select record_id from ${partition} p where p.key = q.key order by record_id limit ${candidates}) k
   where q.first_postings`;

async function timedPairs(session: LoadSession, sql: string): Promise<{ ms: number; pairs: Set<string> }> {
  const started = performance.now();
  const rows = await session.query<{ party_id: string; record_id: string }>(sql);
  return { ms: performance.now() - started, pairs: new Set(rows.map((row) => `${row.party_id}:${row.record_id}`)) };
}

for (const apiName of sources) {
  const holdsTins = sourceTables[apiName].columns.some((column) => column.attribute === 'tin');
  const searched = parties.filter((party) => !holdsTins || party.tin === null);
  const hashes = new Map(
    searched.map((party) => {
      const [name] = prepareRecord(partyOfAgencyRow(party, apiName)).names;
      return [party.partyId, nameKeyHashes(pairKeysOrAll(name ? nameKeys(name) : []))];
    }),
  );
  await inLoadTransaction(handle, async (session) => {
    const counts = await session.query<{ key: number; records: number }>(
      `select key, records from datasource_name_key_counts where api_name = $1 and key = any($2::int[])`,
      [apiName, [...new Set([...hashes.values()].flat())]],
    );
    const records = new Map(counts.map((row) => [row.key, row.records]));
    const [loaded] = await session.query<{ records: number }>(
      `select record_count as records from datasource_loads where api_name = $1 order by id desc limit 1`,
      [apiName],
    );
    const sourceRecords = Math.max(1, loaded?.records ?? 1);
    const plans = [...hashes].map(([partyId, keys]) => ({ partyId, plan: planNameKeys(keys, records, budget) }));
    const postings = (single: boolean) =>
      plans
        .filter(({ plan }) => !plan.capped && (!single || plan.keys.length === 1))
        .reduce((sum, { plan }) => sum + plan.keys.reduce((n, key) => n + (records.get(key) ?? 0), 0), 0);
    const load = async (firstPostings: (plan: (typeof plans)[number]['plan']) => boolean) => {
      await session.query(`drop table if exists bulk_match_plan`);
      await session.query(
        `create temporary table bulk_match_plan (party_id bigint, key int, weight int8, first_postings boolean)`,
      );
      let data = '';
      for (const { partyId, plan } of plans)
        for (const key of plan.keys)
          data += copyRow([
            partyId,
            key,
            Math.round(Math.log((sourceRecords + 1) / (records.get(key) ?? 1)) * 1_000_000),
            firstPostings(plan),
          ]);
      await session.copyText('bulk_match_plan', ['party_id', 'key', 'weight', 'first_postings'], data);
      await session.query(`analyze bulk_match_plan`);
    };
    const partition = nameKeyPartition(apiName);
    await load((plan) => plan.capped);
    const old = await timedPairs(session, before(partition));
    await load((plan) => plan.capped || plan.keys.length === 1);
    const current = await timedPairs(session, now(partition));
    const lost = [...old.pairs].filter((pair) => !current.pairs.has(pair));
    const same = old.pairs.size === current.pairs.size && lost.length === 0;
    if (!same) {
      // Which plans the differing parties had: ties broken otherwise, or a one-key party read otherwise.
      const lostParties = new Set(lost.map((pair) => Number(pair.split(':')[0])));
      const shapes = plans
        .filter(({ partyId }) => lostParties.has(partyId))
        .map(({ plan }) => (plan.capped ? 'capped' : `${plan.keys.length} keys`));
      console.log(`  ${lost.length} pairs of ${lostParties.size} parties differ: ${shapes.slice(0, 20).join(', ')}`);
    }
    console.log(
      `${apiName}: ${searched.length.toLocaleString('en-US')} parties, ${plans.filter(({ plan }) => plan.capped).length} capped, ` +
        `${plans.filter(({ plan }) => !plan.capped && plan.keys.length === 1).length} with one key; postings ranked before ` +
        `${postings(false).toLocaleString('en-US')}, now ${(postings(false) - postings(true)).toLocaleString('en-US')}; ` +
        `before ${(old.ms / 1000).toFixed(1)} s (${Math.round(searched.length / (old.ms / 1000))} parties/s), ` +
        `now ${(current.ms / 1000).toFixed(1)} s (${Math.round(searched.length / (current.ms / 1000))} parties/s); ` +
        `${current.pairs.size.toLocaleString('en-US')} candidates, ${same ? 'the same' : 'DIFFERENT'} both ways`,
    );
  });
}
await handle.close();
