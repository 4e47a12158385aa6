import type { CaivrsRecord } from '@dnp/contracts';
import type { ParseItem } from '@dnp/ingest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { openTestDb } from '../testing/index.js';
import { partiesById } from './party-rows.js';
import { tinPairs } from './tin-pairs.js';

let handle: DbHandle;
beforeEach(async () => {
  handle = await openTestDb();
  await queryRows(handle, `insert into access_groups (id, name, level) values ('G1', 'Group one', 1)`);
});
afterEach(async () => {
  await handle.close();
});

async function* caivrsFile(tins: string[]): AsyncIterable<ParseItem<CaivrsRecord>> {
  for (const [at, tin] of tins.entries()) {
    const record: CaivrsRecord = {
      tin,
      agencyName: 'HUD',
      taxIdType: 'SSN',
      caseType: 'Default',
      caseNumber: `C${at}`,
      collectionCode: null,
      collectionDescription: null,
      phoneNumber: null,
      datasourceDesc: 'CAIVRS',
    };
    yield { kind: 'record', line: at + 2, key: record.caseNumber ?? '', record };
  }
}

/** The pairs a step allowing `workers` parallel workers finds, sorted (parties of one TIN come in no set order). */
async function pairsWith(fileId: number, workers: number): Promise<string[]> {
  const found = await inLoadTransaction(handle, async (session) => {
    await session.query(`set local max_parallel_workers_per_gather = ${workers}`);
    const pairs = (await tinPairs(session, ['caivrs'], fileId)).get('caivrs') ?? [];
    const parties = await partiesById(
      session,
      fileId,
      pairs.map((pair) => pair.partyId),
    );
    return pairs.map((pair) => ({ ...pair, tin: parties.get(pair.partyId)?.tin }));
  });
  return found.map((pair) => `${pair.tin} ${pair.partyId} → ${pair.recordId}`).sort();
}

describe('a large file’s TIN join split into TIN ranges across connections', () => {
  it('finds the pairs one statement finds, a TIN on a range’s edge once', async () => {
    // Parties spread over the nine digits (every 50,000th number), records on every fifth of them, and TINs on
    // the edges of an even split in two and in three: 000000000, 333333333, 500000000, 666666666, 999999999.
    const spread = Array.from({ length: 20_000 }, (_, at) => String(at * 50_000).padStart(9, '0'));
    const edges = ['000000000', '333333333', '500000000', '666666666', '999999999'];
    await loadDatasource(handle, 'caivrs', caivrsFile([...spread.filter((_, at) => at % 5 === 0), ...edges]), {
      sourceVersion: 'first',
    });
    const [file] = await queryRows<{ id: number }>(
      handle,
      `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'G1', 'tins.csv')
       returning id::int as id`,
    );
    if (!file) throw new Error('no agency file');
    await queryRows(
      handle,
      `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin)
       select $1, n, n + 1, '12345678', 'PARTY ' || n, 'I', tin from unnest($2::text[]) with ordinality as t(tin, n)`,
      [file.id, [...spread, ...edges, '333333333']],
    );
    const single = await pairsWith(file.id, 0);
    // A pair for each of the 4,000 spread records; 000000000 and 500000000 are spread and edges, two parties and two
    // records each: three more pairs each; 333333333's record has two parties, 666666666's and 999999999's one.
    expect(single).toHaveLength(4_000 + 3 + 3 + 2 + 1 + 1);
    // Split evenly over the nine digits (no statistics yet), then at the planner's histogram once analyzed.
    expect(await pairsWith(file.id, 1)).toEqual(single);
    expect(await pairsWith(file.id, 2)).toEqual(single);
    await queryRows(handle, 'analyze agency_parties');
    expect(await pairsWith(file.id, 1)).toEqual(single);
    expect(await pairsWith(file.id, 2)).toEqual(single);
  });

  it('reads alongside in the snapshot the step had when it asked, without what the step wrote', async () => {
    const seen = await inLoadTransaction(handle, async (session) => {
      const { readAlongside } = session;
      if (readAlongside === undefined) throw new Error('a PostgreSQL step can read alongside');
      await session.query(`insert into access_groups (id, name, level) values ('G2', 'Written by the step', 1)`);
      return readAlongside(async (reader) => {
        // Committed by another connection once the reader holds the step's snapshot.
        await queryRows(handle, `insert into access_groups (id, name, level) values ('G3', 'Committed later', 1)`);
        const rows = await reader.query<{ id: string }>('select id from access_groups order by id');
        return rows.map((row) => row.id);
      });
    });
    expect(seen).toEqual(['G1']);
  });
});
