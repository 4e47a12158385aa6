import { Readable } from 'node:stream';
import { parseDmf, parseOfac, parsePub78, publicSamples } from '@dnp/ingest';
import type { DatasourceApiName } from '@dnp/contracts';
import { defaultMatchConfig } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { openTestDb } from '../testing/index.js';
import { matchAgencyFile, type MatchStep } from './match-agency-file.js';
import { createScoringPool, type PairScorer } from './scoring-pool.js';
import { transactionSteps } from './transaction-steps.js';

/** A Death Master File record in SSA's fixed 100-character layout (dates MMDDYYYY). */
function dmfLine(ssn: string, last: string, first: string, middle: string, death: string, birth: string): string {
  return (
    ' ' +
    ssn +
    last.padEnd(20) +
    ''.padEnd(4) +
    first.padEnd(15) +
    middle.padEnd(15) +
    'V' +
    death +
    birth
  ).padEnd(100);
}

const dmf = [
  dmfLine('123456789', 'HERNANDEZ', 'MARIA', 'ELENA', '03152024', '07041950'),
  dmfLine('234567890', 'OKAFOR', 'CHUKWUEMEKA', '', '11022023', '01191948'),
  dmfLine('345678901', 'SMITH', 'WILLIAM', 'JAMES', '06302022', '09121939'),
];

interface Party {
  id: number;
  name: string;
  type?: 'I' | 'E';
  tin?: string;
  dob?: string;
}

/** Planted parties, one per rule of docs/matching.md "Batch match levels". */
const parties: Party[] = [
  { id: 1, name: 'MARIA E HERNANDEZ', type: 'I', tin: '123456789' },
  { id: 2, name: 'ROBERT JOHNSON', type: 'I', tin: '234567890' },
  { id: 3, name: 'WILLIAM JAMES SMITH', type: 'I', dob: '1939-09-12' },
  { id: 4, name: 'NICOLAS MADURO MOROS', type: 'I' },
  { id: 5, name: 'ZEBULON QUIXOTEFIELD', type: 'I', tin: '999887777' },
];

let handle: DbHandle & { url?: string };
let fileId = 0;

async function newFile(): Promise<number> {
  const [file] = await queryRows<{ id: number }>(
    handle,
    `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'G1', 'planted.csv') returning id::int as id`,
  );
  if (!file) throw new Error('no agency file');
  await inLoadTransaction(handle, async (session) => {
    for (const party of parties) {
      await session.query(
        `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin, birth_date)
         values ($1, $2::bigint, $2::int + 1, '12345678', $3, $4, $5, $6)`,
        [file.id, party.id, party.name, party.type ?? null, party.tin ?? null, party.dob ?? null],
      );
    }
  });
  return file.id;
}

interface Row {
  party_id: string;
  api_name: string;
  level: string;
  match_type: string;
  matched_name: string;
  source_as_of: string | null;
  explained: boolean;
}

async function results(id: number): Promise<Row[]> {
  return queryRows<Row>(
    handle,
    `select party_id::text, api_name, level, match_type, matched_name, to_char(source_as_of, 'YYYY-MM-DD') as source_as_of,
            jsonb_array_length(explanation) > 0 as explained
       from match_results where file_id = $1 order by party_id, api_name, record_id`,
    [id],
  );
}

beforeAll(async () => {
  handle = await openTestDb();
  await queryRows(handle, `insert into access_groups (id, name, level) values ('G1', 'Group one', 1)`);
  await loadDatasource(handle, 'dmf', parseDmf(Readable.from([Buffer.from(dmf.join('\n') + '\n')])), {
    sourceVersion: 'test',
  });
  await loadDatasource(handle, 'ofac', parseOfac(publicSamples.ofacFolder), { sourceVersion: '2021' });
  fileId = await newFile();
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe('matchAgencyFile', () => {
  it('matches planted parties at the batch levels, with match type, explanation and as-of date', async () => {
    const { step } = transactionSteps(handle);
    const progress: Array<Record<string, unknown> | undefined> = [];
    const summary = await matchAgencyFile({
      fileId,
      datasources: ['dmf', 'ofac'],
      config: defaultMatchConfig,
      step: (work, outcome) =>
        step(work, (result) => {
          const next = outcome(result);
          progress.push(next.progress);
          return next;
        }),
    });
    const rows = await results(fileId);
    const today = new Date().toISOString().slice(0, 10);
    const of = (party: string, apiName: string) => rows.filter((r) => r.party_id === party && r.api_name === apiName);

    expect(of('1', 'dmf')).toMatchObject([
      { level: 'CONCLUSIVE', match_type: 'TIN + NAME MATCH', matched_name: 'MARIA ELENA HERNANDEZ', explained: true },
    ]);
    expect(of('2', 'dmf')).toMatchObject([{ level: 'PROBABLE', match_type: 'TIN MATCH' }]);
    expect(of('3', 'dmf')).toMatchObject([{ level: 'POSSIBLE', match_type: 'NAME + DOB MATCH' }]);
    expect(of('4', 'ofac')[0]).toMatchObject({ level: 'POSSIBLE', match_type: 'NAME MATCH' });
    expect(rows.filter((r) => r.party_id === '5')).toEqual([]);
    expect(rows.every((r) => r.source_as_of === today)).toBe(true);
    expect(summary.matches).toBe(rows.length);
    // One step to plan, then each unit: the job shows its percent and rate from these.
    expect(progress.at(-1)).toMatchObject({ rowsDone: 5, rowsTotal: 5, matches: rows.length });
    expect(progress.filter(Boolean).length).toBe(summary.units);
  });

  it('never reads a source outside the allowed list', async () => {
    const other = await newFile();
    const { step } = transactionSteps(handle);
    await matchAgencyFile({ fileId: other, datasources: ['ofac'], config: defaultMatchConfig, step });
    const rows = await results(other);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.api_name === 'dmf')).toEqual([]);
  });

  it("scores a person only against records that share both halves of the name, not one word's holders", async () => {
    // MARIA of one record and OKAFOR of another: each shares a word, neither the pair.
    const [file] = await queryRows<{ id: number }>(
      handle,
      `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'G1', 'halves.csv') returning id::int as id`,
    );
    if (!file) throw new Error('no agency file');
    await queryRows(
      handle,
      `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type)
       values ($1, 1, 2, '12345678', 'MARIA OKAFOR', 'I'), ($1, 2, 3, '12345678', 'SMITH WILLIAM', 'I')`,
      [file.id],
    );
    const run = (nameBudget?: { pairKeysOnly: boolean }) =>
      matchAgencyFile({
        fileId: file.id,
        datasources: ['dmf'],
        config: defaultMatchConfig,
        step: transactionSteps(handle).step,
        ...(nameBudget ? { nameBudget } : {}),
      });

    const summary = await run();
    // Only WILLIAM JAMES SMITH is read and scored, and found.
    expect(summary.phases.names.pairs).toBe(1);
    expect((await results(file.id)).map((row) => [row.party_id, row.matched_name])).toEqual([
      ['2', 'WILLIAM JAMES SMITH'],
    ]);
    await queryRows(handle, `delete from match_results where file_id = $1`, [file.id]);
    // Every key, as a search reads them: MARIA ELENA HERNANDEZ and CHUKWUEMEKA OKAFOR are scored for nothing.
    expect((await run({ pairKeysOnly: false })).phases.names.pairs).toBe(3);
  });

  it('resumed from a committed step writes the same rows as one full run', async () => {
    const whole = await newFile();
    await matchAgencyFile({
      fileId: whole,
      datasources: ['dmf', 'ofac'],
      config: defaultMatchConfig,
      step: transactionSteps(handle).step,
      partiesPerStep: 2,
    });

    const resumed = await newFile();
    const first = transactionSteps(handle);
    const crash = new Error('killed after the second step');
    const failing = transactionSteps(handle);
    // The run dies after two committed steps (the plan and the TIN join).
    await expect(
      matchAgencyFile({
        fileId: resumed,
        datasources: ['dmf', 'ofac'],
        config: defaultMatchConfig,
        partiesPerStep: 2,
        step: async (work, outcome) => {
          if (failing.state.steps === 2) throw crash;
          return failing.step(work, outcome);
        },
      }),
    ).rejects.toBe(crash);
    expect(failing.state.checkpoint).toMatchObject({ match: { next: 1 } });
    const partial = (await results(resumed)).length;
    // A source loaded for the first time before the run resumes is not part of it: its place would shift.
    await loadDatasource(handle, 'pub78', parsePub78(publicSamples.pub78), { sourceVersion: 'sample' });

    await matchAgencyFile({
      fileId: resumed,
      datasources: ['dmf', 'ofac', 'pub78'],
      config: defaultMatchConfig,
      partiesPerStep: 2,
      checkpoint: failing.state.checkpoint,
      step: first.step,
    });
    const strip = (rows: Row[]) =>
      rows.map(({ party_id, api_name, level, match_type, matched_name }) => [
        party_id,
        api_name,
        level,
        match_type,
        matched_name,
      ]);
    expect(partial).toBeGreaterThan(0);
    expect(strip(await results(resumed))).toEqual(strip(await results(whole)));
  });

  it('joins the TINs of every TIN-bearing source in one step, before the name steps', async () => {
    // pub78 was loaded by the resume test: DMF and Pub 78 both hold TINs, and both are searched by name.
    const both = await newFile();
    const reports: Array<Record<string, unknown> | undefined> = [];
    const { step } = transactionSteps(handle);
    const summary = await matchAgencyFile({
      fileId: both,
      datasources: ['dmf', 'pub78'],
      config: defaultMatchConfig,
      step: (work, outcome) =>
        step(work, (result) => {
          const next = outcome(result);
          if (next.progress) reports.push(next.progress);
          return next;
        }),
    });
    expect(summary.units).toBe(3);
    // The TIN join's step already holds both TIN matches (MARIA E HERNANDEZ's and ROBERT JOHNSON's).
    expect(reports[0]).toMatchObject({ pairs: 2, matches: 2 });
    expect(summary.phases.tinJoin.pairs).toBe(2);
  });

  it('joins the TINs in steps of a few parties when asked, resumed between them, to the rows of one TIN step', async () => {
    const run = (fileId: number, step: MatchStep, checkpoint?: Record<string, unknown>) =>
      matchAgencyFile({
        fileId,
        datasources: ['dmf', 'ofac'],
        config: defaultMatchConfig,
        step,
        tinPartiesPerStep: 2,
        ...(checkpoint ? { checkpoint } : {}),
      });
    const whole = await newFile();
    const wholeSummary = await matchAgencyFile({
      fileId: whole,
      datasources: ['dmf', 'ofac'],
      config: defaultMatchConfig,
      step: transactionSteps(handle).step,
    });

    const sliced = await newFile();
    const crash = new Error('killed after the first TIN range');
    const failing = transactionSteps(handle);
    await expect(
      run(sliced, async (work, outcome) => {
        if (failing.state.steps === 2) throw crash;
        return failing.step(work, outcome);
      }),
    ).rejects.toBe(crash);
    // The plan, then parties 1–2 (MARIA E HERNANDEZ and ROBERT JOHNSON, both DMF TIN matches).
    expect(failing.state.checkpoint).toMatchObject({ match: { next: 1, plan: { tinPartiesPerStep: 2 } } });
    expect(await results(sliced)).toHaveLength(2);
    const summary = await run(sliced, transactionSteps(handle).step, failing.state.checkpoint);

    // Parties 1–5 in three TIN steps (1–2, 3–4, 5) where the whole file took one.
    expect(summary.units).toBe(wholeSummary.units + 2);
    expect(summary.matches).toBe(wholeSummary.matches);
    expect(await results(sliced)).toEqual(await results(whole));
  });

  it('writes the rows of one TIN step when its pairs are read, scored and written a party at a time', async () => {
    const run = (fileId: number, tinPairsPerSlice?: number) =>
      matchAgencyFile({
        fileId,
        datasources: ['dmf', 'ofac'],
        config: defaultMatchConfig,
        step: transactionSteps(handle).step,
        ...(tinPairsPerSlice === undefined ? {} : { tinPairsPerSlice }),
      });
    const whole = await newFile();
    const wholeSummary = await run(whole);
    const sliced = await newFile();
    const summary = await run(sliced, 1);
    expect(summary.phases.tinJoin.pairs).toBeGreaterThan(1);
    expect(summary).toMatchObject({
      units: wholeSummary.units,
      pairs: wholeSummary.pairs,
      matches: wholeSummary.matches,
    });
    expect(await results(sliced)).toEqual(await results(whole));
  });

  it('takes no name step on a source holding TINs for a range whose parties all hold a TIN', async () => {
    const withTins = parties.filter((party) => party.tin !== undefined);
    const [file] = await queryRows<{ id: number }>(
      handle,
      `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'G1', 'tins.csv') returning id::int as id`,
    );
    if (!file) throw new Error('no agency file');
    for (const party of withTins) {
      await queryRows(
        handle,
        `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin)
         values ($1, $2::bigint, $2::int + 1, '12345678', $3, 'I', $4)`,
        [file.id, party.id, party.name, party.tin],
      );
    }
    const summary = await matchAgencyFile({
      fileId: file.id,
      datasources: ['dmf', 'ofac'],
      config: defaultMatchConfig,
      step: transactionSteps(handle).step,
      partiesPerStep: 2,
    });
    // Parties 1, 2 and 5: the TIN join, then OFAC (names only) on each of the ranges 1–2, 3–4 and 5;
    // DMF's name steps would search no one.
    expect(summary.units).toBe(1 + 3);
    expect(summary.phases.names.parties).toBe(withTins.length);
    expect(summary.matches).toBeGreaterThan(0);
  });

  // On PostgreSQL the workers may read the records themselves, in each step's snapshot; on PGlite they are handed them.
  const pools = [
    { how: 'handed the records', database: false },
    ...(process.env.TEST_DATABASE_URL ? [{ how: 'reading their own records', database: true }] : []),
  ];
  it.each(pools)(
    'scored by a pool of workers ($how), reading each next step ahead and resumed after a crash, writes the rows of a run on one thread',
    async ({ database }) => {
      const sources: DatasourceApiName[] = ['dmf', 'ofac', 'pub78'];
      const onThread = await newFile();
      await matchAgencyFile({
        fileId: onThread,
        datasources: sources,
        config: defaultMatchConfig,
        step: transactionSteps(handle).step,
        partiesPerStep: 2,
      });

      const workers = createScoringPool({ workers: 2, pairsPerTask: 1, ...(database ? { database: handle.url } : {}) });
      // Counts the calls whose records the workers read, so the test knows which way they were scored.
      let readByWorkers = 0;
      const inSnapshot = workers.matchesInSnapshot;
      const pool: PairScorer = {
        ...workers,
        ...(inSnapshot && {
          matchesInSnapshot: (...call) => {
            readByWorkers++;
            return inSnapshot(...call);
          },
        }),
      };
      try {
        const inWorkers = await newFile();
        const crash = new Error('killed after the first name step');
        const failing = transactionSteps(handle);
        // The plan, the TIN join and one name step commit; the second name step's candidates were read ahead.
        await expect(
          matchAgencyFile({
            fileId: inWorkers,
            datasources: sources,
            config: defaultMatchConfig,
            partiesPerStep: 2,
            scorer: pool,
            step: async (work, outcome) => {
              if (failing.state.steps === 3) throw crash;
              return failing.step(work, outcome);
            },
          }),
        ).rejects.toBe(crash);
        expect(failing.state.checkpoint).toMatchObject({ match: { next: 2 } });
        await matchAgencyFile({
          fileId: inWorkers,
          datasources: sources,
          config: defaultMatchConfig,
          partiesPerStep: 2,
          scorer: pool,
          checkpoint: failing.state.checkpoint,
          step: transactionSteps(handle).step,
        });
        const scored = (id: number) =>
          queryRows<{ party_id: string; record_id: string; level: string; score: number; explanation: unknown }>(
            handle,
            `select party_id::text, api_name, record_id::text, level, match_type, score, matched_name, explanation
             from match_results where file_id = $1 order by id`,
            [id],
          );
        const rows = await scored(onThread);
        expect(rows.length).toBeGreaterThan(3);
        expect(await scored(inWorkers)).toEqual(rows);
        expect(readByWorkers > 0).toBe(database);
      } finally {
        await pool.close();
      }
    },
  );
});
