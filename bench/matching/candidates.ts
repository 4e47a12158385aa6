// Candidate generation at scale: how long the name index takes to bring up the records a name
// search scores, and whether the planted record is among them (docs/benchmarks.md).
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench candidates:bench -- [--queries 300]
import { parseArgs } from 'node:util';
import { createDb, DEFAULT_POSTINGS_BUDGET, findCandidatesByNameKeys, NAME_CANDIDATES, queryRows } from '@dnp/db';
import { nameKeys, prepareName } from '@dnp/matching';
import pg from 'pg';
import { summary, timed } from '../search/latency.js';
import { foundWithin, plantedQueries } from '../search/planted-queries.js';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '300' },
    budget: { type: 'string' },
    candidates: { type: 'string', default: String(NAME_CANDIDATES) },
  },
});
const budget = Number(values.budget ?? DEFAULT_POSTINGS_BUDGET);
const CANDIDATES = Number(values.candidates);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a database filled by `npm run cli -- generate`.');

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const queries = await plantedQueries(client, 'dmf_records', Number(values.queries));
const [{ n: records } = { n: 0 }] = (await client.query<{ n: number }>('select count(*)::int as n from dmf_records'))
  .rows;
await client.end();

const handle = await createDb({ databaseUrl });
try {
  for (const query of queries.slice(0, 50)) {
    await findCandidatesByNameKeys(handle, 'dmf', nameKeys(prepareName(query.name, 'person')), CANDIDATES, budget);
  }
  const keyMs: number[] = [];
  const lookupMs: number[] = [];
  let found = 0;
  let capped = 0;
  let candidates = 0;
  for (const query of queries) {
    const keys = await timed(async () => nameKeys(prepareName(query.name, 'person')));
    const lookup = await timed(() => findCandidatesByNameKeys(handle, 'dmf', keys.result, CANDIDATES, budget));
    keyMs.push(keys.ms);
    lookupMs.push(lookup.ms);
    const ids = lookup.result.candidates.map((c) => c.recordId);
    const names = await queryRows<{ id: number | string; name: string }>(
      handle,
      'select id, name from dmf_records where id = any($1::bigint[])',
      [ids],
    );
    const answers = names.map((row) => ({ id: Number(row.id), name: row.name }));
    if (foundWithin(query, answers, CANDIDATES)) found++;
    if (lookup.result.capped) capped++;
    candidates += lookup.result.candidates.length;
  }
  console.log(
    `candidate generation on ${records.toLocaleString('en-US')} DMF records, ${queries.length} planted queries, ` +
      `postings budget ${budget.toLocaleString('en-US')}, at most ${CANDIDATES} candidates`,
  );
  console.log(`  name keys (engine)   ${summary(keyMs)}`);
  console.log(`  index lookup (SQL)   ${summary(lookupMs)}`);
  console.log(
    `  planted record (or one of its exact name) among the candidates: ${((found / queries.length) * 100).toFixed(1)}%; ` +
      `${(candidates / queries.length).toFixed(0)} candidates a query; ${capped} queries had only over-budget keys`,
  );
} finally {
  await handle.close();
}
