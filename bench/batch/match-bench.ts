// Prints rows/s of the bulk matcher's phases (TIN join, name matching, scoring, writing) for an
// agency file of N parties against a generated source set, and the same exact-TIN join in DuckDB.
//   npm run -w @dnp/bench batch:bench -- --parties 100000 --records 25000 [--compare]
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench batch:bench -- --parties 1000000 --existing
// With DATABASE_URL a fresh database is created next to the one it names (and dropped after);
// without it, a PGlite database in a temporary folder is used. --existing matches against the
// set already generated in DATABASE_URL's database and removes only its own files after.
// --compare stages the file twice and runs the matcher before this change's name rules (2,000
// postings, 20 candidates, every key, namesakes to the lower id) beside the current ones, then counts
// what each found alone. --budget, --candidates, --pair-keys-only, --sound-pairs-only, --surname-pairs-only and --born-first true|false change
// the current rules (NameBudget).
// --tin-join-only times the matcher's TIN join (the pairs by party and record id, read into
// Node; no scoring) beside DuckDB's, for a file too large to match whole in the time at hand, and
// the join as decision 102 ran it (tin-join-previous.ts), each with the parallel workers of
// --tin-join-workers (0,1 by default: a job step's default, and both cores of two), DuckDB given
// as many threads as the statement has processes.
// --score-workers 0,1 matches the file once per count, side by side in one run (0: scoring on the main
// thread; a number: a pool of that many worker threads; `default`: one per core but one), then counts
// what each run found that the first did not. Without it, one run in the default pool.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { DatasourceApiName } from '@dnp/contracts';
import {
  createScoringPool,
  defaultScoringWorkers,
  inLoadTransaction,
  queryRows,
  sourceTables,
  tinPairs,
  type LoadSession,
  type NameBudget,
} from '@dnp/db';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import { compareMatches } from './compare-matches.js';
import { duckTinJoin } from './duck-tin-join.js';
import { perSecond, runMatch, seconds } from './run-match.js';
import { stageParties } from './stage-parties.js';
import { tinPairsPrevious } from './tin-join-previous.js';
import { ownCpuMs, processCpuMs } from './cpu-time.js';
import { openBenchDatabase, openExistingDatabase } from '../support/bench-database.js';

const { values } = parseArgs({
  options: {
    parties: { type: 'string' },
    records: { type: 'string' },
    seed: { type: 'string' },
    budget: { type: 'string' },
    candidates: { type: 'string' },
    'pair-keys-only': { type: 'string' },
    'born-first': { type: 'string' },
    'sound-pairs-only': { type: 'string' },
    'surname-pairs-only': { type: 'string' },
    compare: { type: 'boolean' },
    existing: { type: 'boolean' },
    'tin-join-only': { type: 'boolean' },
    'score-workers': { type: 'string' },
    'tin-join-workers': { type: 'string' },
  },
});
const partyCount = Number(values.parties ?? '100000');
const records = Number(values.records ?? '100000');
const seed = values.seed ?? 'bench';
const baseline: NameBudget = {
  postingsPerParty: 2_000,
  candidatesPerParty: 20,
  pairKeysOnly: false,
  soundPairsOnly: false,
  surnamePairsOnly: false,
  bornFirst: false,
};
const variant: Partial<NameBudget> = {
  ...(values.budget ? { postingsPerParty: Number(values.budget) } : {}),
  ...(values.candidates ? { candidatesPerParty: Number(values.candidates) } : {}),
  ...(values['pair-keys-only'] ? { pairKeysOnly: values['pair-keys-only'] === 'true' } : {}),
  ...(values['born-first'] ? { bornFirst: values['born-first'] === 'true' } : {}),
  ...(values['sound-pairs-only'] ? { soundPairsOnly: values['sound-pairs-only'] === 'true' } : {}),
  ...(values['surname-pairs-only'] ? { surnamePairsOnly: values['surname-pairs-only'] === 'true' } : {}),
};

const scoreWorkers = (values['score-workers'] ?? 'default')
  .split(',')
  .map((value) => (value.trim() === 'default' ? defaultScoringWorkers() : Number(value)));
if (scoreWorkers.some((workers) => !Number.isInteger(workers) || workers < 0)) {
  throw new Error(`--score-workers takes counts of worker threads (0 or more) or default: ${values['score-workers']}`);
}
const tinJoinWorkers = (values['tin-join-workers'] ?? '0,1').split(',').map(Number);
if (tinJoinWorkers.some((workers) => !Number.isInteger(workers) || workers < 0)) {
  throw new Error(`--tin-join-workers takes counts of parallel workers (0 or more): ${values['tin-join-workers']}`);
}

const { handle, cleanup, where, databaseUrl } = values.existing
  ? await openExistingDatabase()
  : await openBenchDatabase('dnp_batch_bench');
const staged: number[] = [];
const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
try {
  if (!values.existing) {
    const generated = performance.now();
    await generateIntoDatabase(handle, { records, seed, sources: defaultGeneratedSources });
    console.log(
      `${where}: ${records.toLocaleString('en-US')} generated records loaded in ${seconds(performance.now() - generated)}`,
    );
  }
  const tinSources = defaultGeneratedSources.filter((apiName: DatasourceApiName) =>
    sourceTables[apiName].columns.some((column) => column.attribute === 'tin'),
  );
  const stage = async () => {
    const started = performance.now();
    const fileId = await stageParties(handle, partyCount);
    staged.push(fileId);
    console.log(`${partyCount.toLocaleString('en-US')} parties staged in ${seconds(performance.now() - started)}`);
    return fileId;
  };
  const common = { parties: partyCount, tinSources: tinSources.length };

  const baselineFile = values.compare ? await stage() : undefined;
  if (baselineFile !== undefined)
    await runMatch(handle, { ...common, label: 'baseline', fileId: baselineFile, nameBudget: baseline });
  const fileId = await stage();
  if (values['tin-join-only']) {
    await inLoadTransaction(handle, (session) => session.query(`analyze agency_parties`));
    const joins: Array<[string, (session: LoadSession) => Promise<number>]> = [
      ['decision 102: the file hashed', (session) => tinPairsPrevious(session, tinSources, fileId)],
      [
        'now: keys merged in TIN order, a TIN range per process',
        async (session) => {
          const found = await tinPairs(session, tinSources, fileId);
          return [...found.values()].reduce((sum, list) => sum + list.length, 0);
        },
      ],
    ];
    for (const workers of tinJoinWorkers) {
      for (const [label, join] of joins) {
        const joining = performance.now();
        const { pairs, serverCpuMs, ownMs } = await inLoadTransaction(handle, async (session) => {
          // As a job step sets it (JOB_PARALLEL_WORKERS, decision 96).
          await session.query(`set local max_parallel_workers_per_gather = ${workers}`);
          const [backend] = await session.query<{ pid: number }>(`select pg_backend_pid() as pid`);
          const server = processCpuMs(backend?.pid ?? 0);
          const own = process.cpuUsage();
          const found = await join(session);
          const serverAfter = processCpuMs(backend?.pid ?? 0);
          return {
            pairs: found,
            serverCpuMs: server === undefined || serverAfter === undefined ? undefined : serverAfter - server,
            ownMs: ownCpuMs(own),
          };
        });
        const ms = performance.now() - joining;
        const cpu = `CPU: database ${serverCpuMs === undefined ? 'not local' : `${seconds(serverCpuMs)} (its main process)`}, this process ${seconds(ownMs)}`;
        console.log(
          `TIN join, ${workers} parallel worker(s), ${label}: ${seconds(ms)}, ${pairs.toLocaleString('en-US')} pairs, ${perSecond(partyCount * tinSources.length, ms)} party-source rows; ${cpu}; load ${loadAverage()}`,
        );
      }
    }
  } else {
    for (const [at, workers] of scoreWorkers.entries()) {
      const file = at === 0 ? fileId : await stage();
      // On PostgreSQL the workers read their records themselves, as the API's do.
      const database = databaseUrl ? { database: databaseUrl } : {};
      const scorer = workers > 0 ? createScoringPool({ workers, ...database }) : undefined;
      try {
        await runMatch(handle, {
          ...common,
          label: 'current',
          fileId: file,
          nameBudget: variant,
          ...(scorer ? { scorer } : {}),
        });
      } finally {
        await scorer?.close();
      }
      if (at > 0)
        console.log(
          `${workers} worker(s), the first run as the baseline: ${await compareMatches(handle, fileId, file)}`,
        );
    }
  }
  if (baselineFile !== undefined) console.log(await compareMatches(handle, baselineFile, fileId));
  console.log(`peak RSS of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);

  const duck = await duckTinJoin(
    handle,
    fileId,
    tinSources,
    values['tin-join-only'] ? tinJoinWorkers.map((workers) => workers + 1) : [cpus().length],
  );
  for (const join of duck.joins) {
    console.log(
      `DuckDB exact-TIN join, ${join.threads} thread(s) (same keys, ${tinSources.length} sources): ${seconds(join.joinMs)}, ${join.pairs.toLocaleString('en-US')} pairs, ${perSecond(partyCount * tinSources.length, join.joinMs)} party-source rows; CPU ${seconds(join.cpuMs)}; load ${loadAverage()}`,
    );
  }
  console.log(`DuckDB: copying the keys in took ${seconds(duck.loadMs)}`);
} finally {
  if (values.existing && staged.length > 0) {
    await queryRows(handle, `delete from agency_files where id = any($1::bigint[])`, [staged]);
  }
  await cleanup();
}
