import { Readable } from 'node:stream';
import { parseDmf } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { openTestDb } from '../testing/index.js';
import { agencyParty } from './agency-party.fixture.js';
import type { AgencyParty } from './batch-level.js';
import { defaultNameBudget, nameKeyPairs, type NameBudget } from './candidate-pairs.js';
import { matchAgencyFile } from './match-agency-file.js';
import { PreparedParties } from './score-pairs.js';
import { transactionSteps } from './transaction-steps.js';

/** A Death Master File record in SSA's fixed 100-character layout (dates MMDDYYYY). */
function dmfLine(ssn: string, last: string, first: string, middle: string, birth: string): string {
  return (
    ' ' +
    ssn +
    last.padEnd(20) +
    ''.padEnd(4) +
    first.padEnd(15) +
    middle.padEnd(15) +
    'V' +
    '03152024' +
    birth
  ).padEnd(100);
}

// Three who share one pair of the party's words (EDWARD KOWALCZYK, MARTA KOWALCZYK), then the one who shares all three.
const halfNames = [
  dmfLine('503010001', 'KOWALCZYK', 'EDWARD', 'ROBERT', '01011950'),
  dmfLine('503010002', 'KOWALCZYK', 'EDWARD', '', '01011951'),
  dmfLine('503010003', 'KOWALCZYK', 'MARTA', '', '01011952'),
  dmfLine('503010004', 'KOWALCZYK', 'EDWARD', 'MARTA', '02021949'),
];

// JON DAVIES sounds like JOHN DAVIS in both words; JOHN DAVID RODRIGUEZ shares only JOHN and a word starting with D.
const soundAlikes = [
  dmfLine('503010005', 'DAVIES', 'JON', '', '03031960'),
  dmfLine('503010006', 'RODRIGUEZ', 'JOHN', 'DAVID', '04041961'),
];

// WILLIAM RONALD ZIMKE shares the given and middle names of WILLIAM RONALD BELANEAU; WILLIAM BELANO its given name and surname.
const givenAndMiddle = [
  dmfLine('503010007', 'ZIMKE', 'WILLIAM', 'RONALD', '05051940'),
  dmfLine('503010008', 'BELANO', 'WILLIAM', '', '06061941'),
];

let handle: DbHandle;

async function fileOf(parties: Array<{ name: string; birthDate?: string }>): Promise<number> {
  const [file] = await queryRows<{ id: number }>(
    handle,
    `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'G1', 'names.csv') returning id::int as id`,
  );
  if (!file) throw new Error('no agency file');
  for (const [at, party] of parties.entries()) {
    await queryRows(
      handle,
      `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, birth_date)
       values ($1, $2::bigint, $2::int + 1, '12345678', $3, 'I', $4)`,
      [file.id, at + 1, party.name, party.birthDate ?? null],
    );
  }
  return file.id;
}

async function matched(fileId: number, candidatesPerParty: number, budget: Partial<NameBudget> = {}) {
  await matchAgencyFile({
    fileId,
    datasources: ['dmf'],
    config: defaultMatchConfig,
    step: transactionSteps(handle).step,
    nameBudget: { candidatesPerParty, ...budget },
  });
  return queryRows<{ party_id: string; tin: string }>(
    handle,
    `select m.party_id::text, r.tin
       from match_results m join dmf_records r on r.id = m.record_id
      where m.file_id = $1 order by m.party_id, m.score desc, r.tin`,
    [fileId],
  );
}

beforeAll(async () => {
  handle = await openTestDb();
  await queryRows(handle, `insert into access_groups (id, name, level) values ('G1', 'Group one', 1)`);
  const lines = [...halfNames, ...soundAlikes, ...givenAndMiddle];
  await loadDatasource(handle, 'dmf', parseDmf(Readable.from([Buffer.from(lines.join('\n') + '\n')])), {
    sourceVersion: 'test',
  });
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe('bulk name candidates', () => {
  it("ranks each party's record sharing the most of its name first, whatever its id", async () => {
    const fileId = await fileOf([{ name: 'EDWARD MARTA KOWALCZYK' }, { name: 'MARTA KOWALCZYK' }]);
    const rows = await matched(fileId, 1);
    // Each party is ranked on its own: the second's best is not cut by the first's.
    expect(rows.map((row) => [row.party_id, row.tin])).toEqual([
      ['1', '503010004'],
      ['2', '503010003'],
    ]);
  });

  it('gives namesakes in a file the same candidates, each scored against its own date of birth', async () => {
    const fileId = await fileOf([
      { name: 'EDWARD KOWALCZYK' },
      { name: 'MARTA KOWALCZYK' },
      { name: 'EDWARD KOWALCZYK', birthDate: '1951-01-01' },
    ]);
    const rows = await matched(fileId, 20);
    const of = (partyId: string) => rows.filter((row) => row.party_id === partyId).map((row) => row.tin);
    // Without a date of birth every EDWARD KOWALCZYK matches; born in 1951, only the one born that day (a full
    // date of birth that differs leaves a name that is not exactly the party's below the threshold).
    expect(of('1')).toEqual(['503010002', '503010001', '503010004']);
    expect(of('3')).toEqual(['503010002']);
    expect(of('2')).toEqual(['503010003', '503010004']);
  });

  it("reads the namesakes born on the party's date of birth, then in its year, before those of lower ids", async () => {
    const party = (partyId: number, birthDate: string): AgencyParty =>
      agencyParty({ partyId, fullName: 'EDWARD KOWALCZYK', birthDate });
    const parties = [party(1, '1951-01-01'), party(2, '1949-06-30'), party(3, '1970-01-01')];
    // One candidate each among the three EDWARD KOWALCZYKs, who share every key of the party's name; with a
    // budget of two postings every key is over it, and the rarest key's first two postings are chosen from.
    const candidates = (budget: Partial<NameBudget>) =>
      inLoadTransaction(handle, async (session) => {
        const pairs = await nameKeyPairs(session, 'dmf', parties, new PreparedParties(), {
          ...defaultNameBudget,
          candidatesPerParty: 1,
          ...budget,
        });
        const tins = await session.query<{ id: string; tin: string }>(
          `select id::text, tin from dmf_records where id = any($1::bigint[])`,
          [pairs.map((pair) => pair.recordId)],
        );
        const tinOf = new Map(tins.map((row) => [Number(row.id), row.tin]));
        return pairs.map((pair) => [pair.party.partyId, tinOf.get(pair.recordId)]).sort();
      });
    expect(await candidates({})).toEqual([
      [1, '503010002'],
      [2, '503010004'],
      [3, '503010001'],
    ]);
    expect(await candidates({ postingsPerParty: 2 })).toEqual([
      [1, '503010002'],
      [2, '503010001'],
      [3, '503010001'],
    ]);
    expect(await candidates({ bornFirst: false })).toEqual([
      [1, '503010001'],
      [2, '503010001'],
      [3, '503010001'],
    ]);
  });

  it('matches a common name to its own record when a namesake of lower id was born another day', async () => {
    const party = { name: 'EDWARD KOWALCZYK', birthDate: '1951-01-01' };
    expect(await matched(await fileOf([party]), 1)).toEqual([{ party_id: '1', tin: '503010002' }]);
    // Before, the lowest id (born 1950) was its one candidate, and a date of birth that differs is no match.
    expect(await matched(await fileOf([party]), 1, { bornFirst: false })).toEqual([]);
  });

  it("reads in bulk only the records whose given name and surname both sound like the party's, unless it has no such pair", async () => {
    const fileId = () => fileOf([{ name: 'JOHN DAVIS' }, { name: 'J DAVIS' }]);
    const pairs = (rows: Array<{ party_id: string; tin: string }>) => rows.map((row) => [row.party_id, row.tin]);
    expect(pairs(await matched(await fileId(), 20))).toEqual([
      ['1', '503010005'],
      ['2', '503010005'],
    ]);
    // Looked up by a given name's sound and the surname's first letter too, JOHN DAVIS also reads JOHN DAVID
    // RODRIGUEZ, whom the engine rates POSSIBLE on JOHN and DAVID alone (docs/matching.md, "Batch match levels").
    expect(pairs(await matched(await fileId(), 20, { soundPairsOnly: false }))).toEqual([
      ['1', '503010005'],
      ['1', '503010006'],
      ['2', '503010005'],
    ]);
  });

  it('reads only the namesakes sharing the surname by default, every sound pair without surnamePairsOnly', async () => {
    const parties = [agencyParty({ partyId: 1, fullName: 'WILLIAM RONALD BELANEAU' })];
    const candidates = (budget: Partial<NameBudget>) =>
      inLoadTransaction(handle, async (session) => {
        const pairs = await nameKeyPairs(session, 'dmf', parties, new PreparedParties(), {
          ...defaultNameBudget,
          ...budget,
        });
        const tins = await session.query<{ tin: string }>(
          `select tin from dmf_records where id = any($1::bigint[]) order by tin`,
          [pairs.map((pair) => pair.recordId)],
        );
        return tins.map((row) => row.tin);
      });
    expect(await candidates({})).toEqual(['503010008']);
    expect(await candidates({ surnamePairsOnly: false })).toEqual(['503010007', '503010008']);
  });

  // Last: it reloads the source the tests above read.
  it('ranks a namesake by the date of birth a reload gave its record', async () => {
    const party = { name: 'EDWARD KOWALCZYK', birthDate: '1960-05-05' };
    // No EDWARD KOWALCZYK is born in 1960: the lowest id is the one candidate, and no match.
    expect(await matched(await fileOf([party]), 1)).toEqual([]);
    const reborn = dmfLine('503010002', 'KOWALCZYK', 'EDWARD', '', '05051960');
    const lines = [...halfNames.filter((line) => !line.includes('503010002')), reborn, ...soundAlikes];
    await loadDatasource(handle, 'dmf', parseDmf(Readable.from([Buffer.from(lines.join('\n') + '\n')])), {
      sourceVersion: 'test reload',
    });
    expect(await matched(await fileOf([party]), 1)).toEqual([{ party_id: '1', tin: '503010002' }]);
  });
});
