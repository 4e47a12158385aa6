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
  const recall = await plantedRecall(handle, input.fileId);
  const bySource = await queryRows<{
    api_name: string;
    parties: number;
    conclusive: number;
    probable: number;
    possible: number;
  }>(
    handle,
    `select api_name, count(distinct party_id)::int as parties,
            count(*) filter (where level = 'CONCLUSIVE')::int as conclusive,
            count(*) filter (where level = 'PROBABLE')::int as probable,
            count(*) filter (where level = 'POSSIBLE')::int as possible
       from match_results where file_id = $1 group by api_name order by api_name`,
    [input.fileId],
  );
  const { phases } = summary;
  console.log(
    `${input.label} ${JSON.stringify(input.nameBudget)}, scoring ${input.scorer?.workers ? `in ${input.scorer.workers} worker thread(s)` : 'on the main thread'}: matched in ${seconds(wallMs)} ` +
      `(${perSecond(input.parties, wallMs)} parties) over ${summary.units} steps: ` +
      `${levels?.conclusive ?? 0} CONCLUSIVE, ${levels?.probable ?? 0} PROBABLE, ${levels?.possible ?? 0} POSSIBLE`,
  );
  console.log(
    `  planted recall by name (a listed person with date of birth, no TIN: its own DMF record matched): ` +
      `${count(recall.found)} of ${count(recall.planted)} (${((100 * recall.found) / Math.max(1, recall.planted)).toFixed(1)}%)`,
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
  for (const row of bySource)
    console.log(
      `  ${row.api_name.padEnd(12)} ${count(row.parties).padStart(9)} parties matched: ${count(row.conclusive)} CONCLUSIVE, ` +
        `${count(row.probable)} PROBABLE, ${count(row.possible)} POSSIBLE`,
    );
  return { wallMs };
}

/**
 * How many of the file's planted name-only parties (planted-parties.ts: slots 7–9 of 20, a death
 * record's name and date of birth without its TIN) matched their own DMF record, the i-th party being
 * drawn from the i-th death record by id (modulo the records drawn).
 */
async function plantedRecall(handle: DbHandle, fileId: number): Promise<{ found: number; planted: number }> {
  const [row] = await queryRows<{ found: number; planted: number }>(
    handle,
    `with file as (select count(*) as parties from agency_parties where file_id = $1),
          people as (select id, row_number() over (order by id) - 1 as at
                       from (select id from dmf_records order by id limit (select parties from file)) d),
          drawn as (select count(*) as people from people)
     select count(*) filter (where exists (select 1 from match_results m where m.file_id = p.file_id
                   and m.party_id = p.party_id and m.api_name = 'dmf' and m.record_id = people.id))::int as found,
            count(*)::int as planted
       from agency_parties p cross join drawn
       join people on people.at = (p.party_id - 1) % drawn.people
      where p.file_id = $1 and (p.party_id - 1) % 20 between 7 and 9`,
    [fileId],
  );
  return { found: row?.found ?? 0, planted: row?.planted ?? 0 };
}
