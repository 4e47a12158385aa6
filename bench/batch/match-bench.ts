// Prints rows/s of the bulk matcher's phases (TIN join, name matching, scoring, writing) for an
// agency file of N parties against a generated source set, and the same exact-TIN join in DuckDB.
//   npm run -w @dnp/bench batch:bench -- --parties 100000 --records 100000
//   DATABASE_URL=postgres://… npm run -w @dnp/bench batch:bench -- --parties 1000000 --records 10000000
// With DATABASE_URL a fresh database is created next to the one it names (and dropped after);
// without it, a PGlite database in a temporary folder is used.
import { parseArgs } from 'node:util';
import type { DatasourceApiName } from '@dnp/contracts';
import { matchAgencyFile, queryRows, sourceTables, transactionSteps } from '@dnp/db';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import { defaultMatchConfig } from '@dnp/matching';
import { duckTinJoin } from './duck-tin-join.js';
import { stageParties } from './stage-parties.js';
import { openBenchDatabase } from '../support/bench-database.js';

const { values } = parseArgs({
  options: {
    parties: { type: 'string' },
    records: { type: 'string' },
    seed: { type: 'string' },
    budget: { type: 'string' },
    candidates: { type: 'string' },
  },
});
const partyCount = Number(values.parties ?? '100000');
const records = Number(values.records ?? '100000');
const seed = values.seed ?? 'bench';

const perSecond = (count: number, ms: number): string =>
  `${Math.round(count / Math.max(ms / 1000, 0.001)).toLocaleString('en-US')}/s`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

const { handle, cleanup, where } = await openBenchDatabase('dnp_batch_bench');
try {
  const generated = performance.now();
  await generateIntoDatabase(handle, { records, seed, sources: defaultGeneratedSources });
  console.log(
    `${where}: ${records.toLocaleString('en-US')} generated records loaded in ${seconds(performance.now() - generated)}`,
  );

  const staged = performance.now();
  const fileId = await stageParties(handle, partyCount);
  console.log(`${partyCount.toLocaleString('en-US')} parties staged in ${seconds(performance.now() - staged)}`);

  const steps = transactionSteps(handle);
  const started = performance.now();
  const summary = await matchAgencyFile({
    fileId,
    datasources: defaultGeneratedSources,
    config: defaultMatchConfig,
    nameBudget: {
      ...(values.budget ? { postingsPerParty: Number(values.budget) } : {}),
      ...(values.candidates ? { candidatesPerParty: Number(values.candidates) } : {}),
    },
    step: (work, outcome) =>
      steps.step(work, (result) => {
        const next = outcome(result);
        if (next.progress) process.stderr.write(`\r  ${JSON.stringify(next.progress)}   `);
        return next;
      }),
  });
  process.stderr.write('\n');
  const wall = performance.now() - started;
  const [levels] = await queryRows<{ conclusive: number; probable: number; possible: number }>(
    handle,
    `select count(*) filter (where level = 'CONCLUSIVE')::int as conclusive,
            count(*) filter (where level = 'PROBABLE')::int as probable,
            count(*) filter (where level = 'POSSIBLE')::int as possible
       from match_results where file_id = $1`,
    [fileId],
  );
  const { phases } = summary;
  const tinSources = defaultGeneratedSources.filter((apiName: DatasourceApiName) =>
    sourceTables[apiName].columns.some((column) => column.attribute === 'tin'),
  );
  console.log(
    `matched in ${seconds(wall)} (${perSecond(partyCount, wall)} parties) over ${summary.units} steps: ` +
      `${levels?.conclusive ?? 0} CONCLUSIVE, ${levels?.probable ?? 0} PROBABLE, ${levels?.possible ?? 0} POSSIBLE`,
  );
  console.log(
    `  TIN join      ${seconds(phases.tinJoin.ms).padStart(8)}  ${phases.tinJoin.pairs.toLocaleString('en-US')} pairs, ${perSecond(partyCount * tinSources.length, phases.tinJoin.ms)} party-source rows`,
  );
  console.log(
    `  name matching ${seconds(phases.names.ms).padStart(8)}  ${phases.names.parties.toLocaleString('en-US')} party-source rows, ${perSecond(phases.names.parties, phases.names.ms)}; ${phases.names.pairs.toLocaleString('en-US')} candidates`,
  );
  console.log(
    `  scoring       ${seconds(phases.scoring.ms).padStart(8)}  ${phases.scoring.pairs.toLocaleString('en-US')} pairs, ${perSecond(phases.scoring.pairs, phases.scoring.ms)}`,
  );
  console.log(
    `  writing       ${seconds(phases.writing.ms).padStart(8)}  ${phases.writing.rows.toLocaleString('en-US')} rows, ${perSecond(phases.writing.rows, phases.writing.ms)}`,
  );

  const duck = await duckTinJoin(handle, fileId, tinSources);
  console.log(
    `DuckDB exact-TIN join (same keys, ${tinSources.length} sources): ${seconds(duck.joinMs)}, ${duck.pairs.toLocaleString('en-US')} pairs, ${perSecond(partyCount * tinSources.length, duck.joinMs)} party-source rows (copying the keys in took ${seconds(duck.loadMs)})`,
  );
} finally {
  await cleanup();
}
