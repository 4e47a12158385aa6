import type { DatasourceApiName } from '@dnp/contracts';
import { matchAgencyFile, queryRows, transactionSteps, type DbHandle, type NameBudget, type PairScorer } from '@dnp/db';
import { defaultGeneratedSources } from '@dnp/generate';
import { defaultMatchConfig } from '@dnp/matching';

export const perSecond = (count: number, ms: number): string =>
  `${Math.round(count / Math.max(ms / 1000, 0.001)).toLocaleString('en-US')}/s`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Runs the bulk matcher over one staged file with the given name budget and prints each phase;
 * `tinSources` is the number of sources the TIN join covers, for its party-source rate.
 */
export async function runMatch(
  handle: DbHandle,
  input: {
    label: string;
    fileId: number;
    parties: number;
    tinSources: number;
    nameBudget: Partial<NameBudget>;
    scorer?: PairScorer;
  },
): Promise<{ wallMs: number }> {
  const steps = transactionSteps(handle);
  const started = performance.now();
  const summary = await matchAgencyFile({
    fileId: input.fileId,
    datasources: defaultGeneratedSources as readonly DatasourceApiName[],
    config: defaultMatchConfig,
    nameBudget: input.nameBudget,
    ...(input.scorer ? { scorer: input.scorer } : {}),
    step: (work, outcome) =>
      steps.step(work, (result) => {
        const next = outcome(result);
        if (next.progress) process.stderr.write(`\r  ${input.label}: ${JSON.stringify(next.progress)}   `);
        return next;
      }),
  });
  process.stderr.write('\n');
  const wallMs = performance.now() - started;
  const [levels] = await queryRows<{ conclusive: number; probable: number; possible: number }>(
    handle,
    `select count(*) filter (where level = 'CONCLUSIVE')::int as conclusive,
            count(*) filter (where level = 'PROBABLE')::int as probable,
            count(*) filter (where level = 'POSSIBLE')::int as possible
       from match_results where file_id = $1`,
    [input.fileId],
  );
  const { phases } = summary;
  console.log(
    `${input.label} ${JSON.stringify(input.nameBudget)}, scoring ${input.scorer?.workers ? `in ${input.scorer.workers} worker thread(s)` : 'on the main thread'}: matched in ${seconds(wallMs)} ` +
      `(${perSecond(input.parties, wallMs)} parties) over ${summary.units} steps: ` +
      `${levels?.conclusive ?? 0} CONCLUSIVE, ${levels?.probable ?? 0} PROBABLE, ${levels?.possible ?? 0} POSSIBLE`,
  );
  console.log(
    `  TIN join      ${seconds(phases.tinJoin.ms).padStart(8)}  ${count(phases.tinJoin.pairs)} pairs, ` +
      `${perSecond(input.parties * input.tinSources, phases.tinJoin.ms)} party-source rows`,
  );
  console.log(
    `  name matching ${seconds(phases.names.ms).padStart(8)}  ${count(phases.names.parties)} party-source rows, ` +
      `${perSecond(phases.names.parties, phases.names.ms)}; ${count(phases.names.pairs)} candidates`,
  );
  console.log(
    `  scoring       ${seconds(phases.scoring.ms).padStart(8)}  ${count(phases.scoring.pairs)} pairs, ${perSecond(phases.scoring.pairs, phases.scoring.ms)}`,
  );
  console.log(
    `  writing       ${seconds(phases.writing.ms).padStart(8)}  ${count(phases.writing.rows)} rows, ${perSecond(phases.writing.rows, phases.writing.ms)}`,
  );
  return { wallMs };
}
