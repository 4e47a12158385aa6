import { Readable } from 'node:stream';
import type { CaivrsRecord, DatasourceApiName } from '@dnp/contracts';
import { parseDmf, type ParseItem } from '@dnp/ingest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { inLoadTransaction, queryRows, type ReadSession } from '../datasources/load-session.js';
import { openTestDb } from '../testing/index.js';
import { partiesById } from './party-rows.js';
import { tinPairs, type TinPair } from './tin-pairs.js';

let handle: DbHandle;
beforeEach(async () => {
  handle = await openTestDb();
  await queryRows(handle, `insert into access_groups (id, name, level) values ('G1', 'Group one', 1)`);
});
afterEach(async () => {
  await handle.close();
});

const caivrs = (caseNumber: string, tin: string): CaivrsRecord => ({
  tin,
  agencyName: 'HUD',
  taxIdType: 'SSN',
  caseType: 'Default',
  caseNumber,
  collectionCode: null,
  collectionDescription: null,
  phoneNumber: null,
  datasourceDesc: 'CAIVRS',
});

async function* caivrsFile(records: CaivrsRecord[]): AsyncIterable<ParseItem<CaivrsRecord>> {
  for (const [at, record] of records.entries()) {
    yield { kind: 'record', line: at + 2, key: record.caseNumber ?? '', record };
  }
}

/** A Death Master File record in SSA's fixed 100-character layout, with its change code. */
const dmfLine = (change: ' ' | 'A' | 'D', ssn: string, last: string) =>
  `${change}${ssn}${last.padEnd(20)}${''.padEnd(4)}${'ANNA'.padEnd(15)}${''.padEnd(15)}V0315201107041931`.padEnd(100);

async function fileOf(tins: string[]): Promise<number> {
  const [file] = await queryRows<{ id: number }>(
    handle,
    `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'G1', 'tins.csv') returning id::int as id`,
  );
  if (!file) throw new Error('no agency file');
  await queryRows(
    handle,
    `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin)
     select $1, n, n + 1, '12345678', 'PARTY ' || n, 'I', tin from unnest($2::text[]) with ordinality as t(tin, n)`,
    [file.id, tins],
  );
  return file.id;
}

/** Each pair's party as the step reads it for the pair's slice (`partiesById`): `id TIN`. */
async function partiesOf(session: ReadSession, fileId: number, pairs: readonly TinPair[] = []): Promise<string[]> {
  const parties = await partiesById(
    session,
    fileId,
    pairs.map((pair) => pair.partyId),
  );
  return pairs.map((pair) => `${pair.partyId} ${parties.get(pair.partyId)?.tin ?? 'not read'}`);
}

/** Each source's pairs as `party TIN → record TIN`, sorted: what a caller of the join sees. */
async function pairsOf(fileId: number, sources: DatasourceApiName[]): Promise<Record<string, string[]>> {
  const found = await inLoadTransaction(handle, async (session) => {
    const pairs = await tinPairs(session, sources, fileId);
    const parties = new Map<DatasourceApiName, string[]>();
    for (const [apiName, ofSource] of pairs) parties.set(apiName, await partiesOf(session, fileId, ofSource));
    return [...pairs].map(([apiName, ofSource]) => ({ apiName, pairs: ofSource, parties: parties.get(apiName) ?? [] }));
  });
  const records = async (apiName: DatasourceApiName, ids: number[]) =>
    queryRows<{ id: number | string; tin: string }>(
      handle,
      `select id, tin from ${apiName === 'dmf' ? 'dmf_records' : 'caivrs_records'} where id = any($1::bigint[])`,
      [ids],
    );
  const result: Record<string, string[]> = {};
  for (const { apiName, pairs, parties } of found) {
    const tinOf = new Map(
      (
        await records(
          apiName,
          pairs.map((pair) => pair.recordId),
        )
      ).map((row) => [Number(row.id), row.tin]),
    );
    result[apiName] = pairs.map((pair, at) => `${parties[at]?.split(' ')[1]} → ${tinOf.get(pair.recordId)}`).sort();
  }
  return result;
}

/** The key table's (record, TIN) rows that differ from the source's own: none when the loaders kept it. */
async function staleKeys(apiName: DatasourceApiName, table: string): Promise<unknown[]> {
  return queryRows(
    handle,
    `select k.record_id, k.tin, r.id, r.tin as record_tin
       from (select * from datasource_tin_keys where api_name = $1) k
       full join (select id, tin from ${table} where tin is not null) r on r.id = k.record_id and r.tin::int8 = k.tin
      where k.record_id is null or r.id is null`,
    [apiName],
  );
}

describe('tinPairs over the loaders’ TIN keys', () => {
  it('matches a reloaded record by its new TIN, not its old one, and a removed record not at all', async () => {
    await loadDatasource(
      handle,
      'caivrs',
      caivrsFile([caivrs('A', '111111111'), caivrs('B', '222222222'), caivrs('C', '333333333')]),
      { sourceVersion: 'first' },
    );
    const fileId = await fileOf(['111111111', '222222222', '333333333', '444444444']);
    expect(await pairsOf(fileId, ['caivrs'])).toEqual({
      caivrs: ['111111111 → 111111111', '222222222 → 222222222', '333333333 → 333333333'],
    });

    // A's TIN changes, B leaves the file, D comes with the TIN B had.
    const reload = await loadDatasource(
      handle,
      'caivrs',
      caivrsFile([caivrs('A', '444444444'), caivrs('C', '333333333'), caivrs('D', '222222222')]),
      { sourceVersion: 'second' },
    );
    expect(reload).toMatchObject({ added: 1, changed: 1, removed: 1 });
    expect(await pairsOf(fileId, ['caivrs'])).toEqual({
      caivrs: ['222222222 → 222222222', '333333333 → 333333333', '444444444 → 444444444'],
    });
    expect(await staleKeys('caivrs', 'caivrs_records')).toEqual([]);
  });

  it('joins a range of the file to the whole file’s pairs of its parties, and leaves the step’s settings as it found them', async () => {
    await loadDatasource(
      handle,
      'caivrs',
      caivrsFile([caivrs('A', '111111111'), caivrs('B', '222222222'), caivrs('C', '333333333')]),
      { sourceVersion: 'first' },
    );
    const fileId = await fileOf(['111111111', '222222222', '333333333', '444444444']);
    const { tins, settings } = await inLoadTransaction(handle, async (session) => {
      const found = await tinPairs(session, ['caivrs'], fileId, { from: 2, to: 4 });
      // The step's later statements (reading the records, writing the matches) plan as they would without it.
      const [after] = await session.query<{ settings: string }>(
        `select concat_ws(',', current_setting('enable_seqscan'), current_setting('enable_hashjoin'),
                current_setting('enable_mergejoin')) as settings`,
      );
      const parties = await partiesOf(session, fileId, found.get('caivrs'));
      return { tins: parties.map((party) => party.split(' ')[1]).sort(), settings: after?.settings };
    });
    expect(tins).toEqual(['222222222', '333333333']);
    expect(settings).toBe('on,on,on');
  });

  it('joins a TIN with leading zeros only with the same nine digits, not with the number they make', async () => {
    await loadDatasource(handle, 'caivrs', caivrsFile([caivrs('A', '012345678')]), { sourceVersion: 'first' });
    const fileId = await fileOf(['12345678', '012345678']);
    expect(await pairsOf(fileId, ['caivrs'])).toEqual({ caivrs: ['012345678 → 012345678'] });
  });

  it('finds in a file of 20,000 parties, every key read once, the pairs a small file finds, and leaves the step’s settings as it found them', async () => {
    await loadDatasource(
      handle,
      'caivrs',
      caivrsFile([
        caivrs('A', '012345678'),
        caivrs('B', '100000007'),
        caivrs('C', '100000007'),
        caivrs('D', '100019999'),
        caivrs('E', '999999999'),
      ]),
      { sourceVersion: 'first' },
    );
    // 100000000 … 100019999, then one of them again, and a short TIN that equals A's once cast.
    const tins = Array.from({ length: 20_000 }, (_, at) => String(100_000_000 + at));
    const fileId = await fileOf([...tins, '100000007', '12345678', '012345678']);
    const settings = `select concat_ws(',', current_setting('enable_hashjoin'), current_setting('enable_nestloop'),
                             current_setting('work_mem')) as settings`;
    const { parties, before, after } = await inLoadTransaction(handle, async (session) => {
      const [before] = await session.query<{ settings: string }>(settings);
      const found = await tinPairs(session, ['caivrs'], fileId);
      const [after] = await session.query<{ settings: string }>(settings);
      const parties = await partiesOf(session, fileId, found.get('caivrs'));
      return { parties: parties.sort(), before: before?.settings, after: after?.settings };
    });
    // Each of the two parties holding B's and C's TIN is paired with both records.
    expect(parties).toEqual([
      '20000 100019999',
      '20001 100000007',
      '20001 100000007',
      '20003 012345678',
      '8 100000007',
      '8 100000007',
    ]);
    expect(await pairsOf(fileId, ['caivrs'])).toEqual({
      caivrs: [
        '012345678 → 012345678',
        '100000007 → 100000007',
        '100000007 → 100000007',
        '100000007 → 100000007',
        '100000007 → 100000007',
        '100019999 → 100019999',
      ],
    });
    expect(after).toBe(before);
  });

  it('keeps no key of a record a first change file deletes, and follows a later change file', async () => {
    const dmf = (lines: string[]) => parseDmf(Readable.from([Buffer.from(lines.join('\n') + '\n')]));
    await loadDatasource(
      handle,
      'dmf',
      dmf([dmfLine('A', '123456789', 'HALVORSEN'), dmfLine('A', '223456789', 'OKAFOR'), dmfLine('D', '123456789', '')]),
      { sourceVersion: '2024-01' },
    );
    const fileId = await fileOf(['123456789', '223456789', '323456789']);
    expect(await pairsOf(fileId, ['dmf', 'caivrs'])).toEqual({ dmf: ['223456789 → 223456789'], caivrs: [] });
    expect(await staleKeys('dmf', 'dmf_records')).toEqual([]);

    await loadDatasource(handle, 'dmf', dmf([dmfLine('A', '323456789', 'BRANDT'), dmfLine('D', '223456789', '')]), {
      sourceVersion: '2024-02',
    });
    expect(await pairsOf(fileId, ['dmf'])).toEqual({ dmf: ['323456789 → 323456789'] });
    expect(await staleKeys('dmf', 'dmf_records')).toEqual([]);
  });
});
