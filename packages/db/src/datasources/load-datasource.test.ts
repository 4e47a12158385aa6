import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseDmf, parseOfac, parsePub78, publicDataDir } from '@dnp/ingest';
import { nameKeys, prepareName } from '@dnp/matching';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { openTestDb } from '../testing/index.js';
import { findCandidatesByNameKeys, readRecords, readRecordsByTin } from './query-records.js';
import { loadDatasource } from './load-datasource.js';
import { LoadRejectedError } from './load-rejected-error.js';
import { queryRows } from './load-session.js';

const PUB78 = join(publicDataDir, 'irs-pub78');
const OFAC = join(publicDataDir, 'ofac');

let handle: DbHandle;
beforeEach(async () => {
  handle = await openTestDb();
});
afterEach(async () => {
  await handle.close();
});

async function count(table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle, `select count(*)::int as n from ${table} where ${where}`);
  return row?.n ?? -1;
}

/**
 * What would make the name index lie about a source: keys of records that are gone, key counts
 * that differ from the keys stored, keys stored without a count. All three are 0 when it is right.
 */
async function nameIndexProblems(apiName: string) {
  const source = `k.api_name = '${apiName}'`;
  return {
    orphanKeys: await count(
      'datasource_name_keys k',
      `${source} and not exists (select 1 from ${apiName}_records r where r.id = k.record_id)`,
    ),
    wrongCounts: await count(
      'datasource_name_key_counts c',
      `c.api_name = '${apiName}' and c.records <> (select count(*) from datasource_name_keys k
         where ${source} and k.key = c.key)`,
    ),
    uncounted: await count(
      'datasource_name_keys k',
      `${source} and not exists (select 1 from datasource_name_key_counts c
         where c.api_name = k.api_name and c.key = k.key)`,
    ),
  };
}
const consistentIndex = { orphanKeys: 0, wrongCounts: 0, uncounted: 0 };

/** A DMF record in SSA's fixed 100-character layout (docs/data-formats.md). */
function dmfLine(change: ' ' | 'A' | 'C' | 'D', ssn: string, last: string, first: string, death = '03152011'): string {
  const line = `${change}${ssn}${last.padEnd(20)}${''.padEnd(4)}${first.padEnd(15)}${''.padEnd(15)}V${death}07041931`;
  return line.padEnd(100);
}
const dmfFile = (lines: string[]) => parseDmf(Readable.from([Buffer.from(lines.join('\n') + '\n')]));

/** The records holding a TIN, as a TIN search reads them. */
function byTin<K extends 'pub78' | 'dmf'>(apiName: K, tin: string) {
  return readRecordsByTin(handle, apiName, tin, { limit: 10, withLists: true });
}

describe('loadDatasource', () => {
  it('records the delta between the two Pub 78 samples: 1 added, 1 changed, 1 removed', async () => {
    const first = await loadDatasource(handle, 'pub78', parsePub78(join(PUB78, 'pub78-sample.txt')), {
      sourceVersion: 'sample',
      fileName: 'pub78-sample.txt',
    });
    expect(first).toMatchObject({ recordsRead: 1001, recordCount: 1001, added: 1001, changed: 0, removed: 0 });
    const second = await loadDatasource(handle, 'pub78', parsePub78(join(PUB78, 'pub78-sample-update.txt')), {
      sourceVersion: 'update',
      fileName: 'pub78-sample-update.txt',
    });
    expect(second).toMatchObject({ recordCount: 1001, added: 1, changed: 1, removed: 1 });

    const deltas = await queryRows<{ natural_key: string; change_kind: string }>(
      handle,
      'select natural_key, change_kind from datasource_deltas where load_id = $1 order by change_kind',
      [second.loadId],
    );
    expect(deltas).toEqual([
      { natural_key: '900410317', change_kind: 'added' },
      { natural_key: '010400845', change_kind: 'changed' },
      { natural_key: '010407276', change_kind: 'removed' },
    ]);
    const loads = await queryRows<Record<string, unknown>>(
      handle,
      'select source_version, file_name, record_count, added_count, changed_count, removed_count from datasource_loads order by id',
    );
    expect(loads[1]).toEqual({
      source_version: 'update',
      file_name: 'pub78-sample-update.txt',
      record_count: 1001,
      added_count: 1,
      changed_count: 1,
      removed_count: 1,
    });

    const [moved] = await byTin('pub78', '010400845');
    expect(moved?.record.cityName).toBe('Calais');
    expect(moved?.loadId).toBe(second.loadId);
    expect(await byTin('pub78', '010407276')).toEqual([]);
    // The removed organization's name keys went with it, and every key count is still exact.
    expect(await nameIndexProblems('pub78')).toEqual(consistentIndex);
  });

  it('changes nothing when the same file is loaded again', async () => {
    const input = join(PUB78, 'pub78-sample.txt');
    await loadDatasource(handle, 'pub78', parsePub78(input), { sourceVersion: 'a' });
    const keysBefore = await count('datasource_name_keys');
    const again = await loadDatasource(handle, 'pub78', parsePub78(input), { sourceVersion: 'b' });
    expect(again).toMatchObject({ added: 0, changed: 0, removed: 0, recordCount: 1001 });
    expect(await count('datasource_name_keys')).toBe(keysBefore);
    expect(await count('pub78_records', `load_id = ${again.loadId}`)).toBe(0);
  });

  it('writes nothing and lists every rejected line when a file has rejections', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dnp-load-'));
    const lines = readFileSync(join(PUB78, 'pub78-sample.txt'), 'latin1').split('\n').slice(0, 20);
    lines[4] = 'not-an-ein|Broken Org|Boston|MA|United States|PC';
    lines[11] = '12345|Short Ein|Austin|TX|United States|PC';
    const file = join(dir, 'bad.txt');
    writeFileSync(file, lines.join('\n'));

    const failure = await loadDatasource(handle, 'pub78', parsePub78(file), { sourceVersion: 'bad' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(LoadRejectedError);
    expect((failure as LoadRejectedError).rejections.map((r) => r.line)).toEqual([5, 12]);
    expect((failure as Error).message).toContain('line 5');
    expect((failure as Error).message).toContain('line 12');
    for (const table of ['pub78_records', 'datasource_loads', 'datasource_name_keys', 'datasource_deltas']) {
      expect(await count(table)).toBe(0);
    }

    const tolerated = await loadDatasource(handle, 'pub78', parsePub78(file), { sourceVersion: 'ok', allowRejects: 2 });
    expect(tolerated).toMatchObject({ recordCount: 18 });
    expect(tolerated.rejections).toHaveLength(2);
    const stored = await queryRows<{ line: number }>(
      handle,
      'select line from datasource_load_rejections where load_id = $1 order by line',
      [tolerated.loadId],
    );
    expect(stored).toEqual([{ line: 5 }, { line: 12 }]);
  });

  it('rejects a key repeated with different content', async () => {
    const lines = [
      dmfLine(' ', '123456789', 'HALVORSEN', 'MARGARET'),
      dmfLine(' ', '123456789', 'HALVERSON', 'MARGARET'),
    ];
    const failure = await loadDatasource(handle, 'dmf', dmfFile(lines), { sourceVersion: 'dup' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(LoadRejectedError);
    expect((failure as LoadRejectedError).rejections).toEqual([
      expect.objectContaining({ line: 2, reason: 'key 123456789 repeats line 1 with different content' }),
    ]);
    expect(await count('dmf_records')).toBe(0);
  });

  it('keeps one copy of a key repeated identically in a first load, and its keys once', async () => {
    const summary = await loadDatasource(
      handle,
      'dmf',
      dmfFile([
        dmfLine(' ', '123456789', 'HALVORSEN', 'MARGARET'),
        dmfLine(' ', '223456789', 'OKAFOR', 'CHINEDU'),
        dmfLine(' ', '123456789', 'HALVORSEN', 'MARGARET'),
      ]),
      { sourceVersion: 'dup-identical' },
    );
    expect(summary).toMatchObject({ added: 2, recordCount: 2, rejections: [] });
    expect(await nameIndexProblems('dmf')).toEqual(consistentIndex);
  });

  it('applies a change file that is the first load of a source in order: the last line of a key wins', async () => {
    const summary = await loadDatasource(
      handle,
      'dmf',
      dmfFile([
        dmfLine('A', '123456789', 'HALVORSEN', 'MARGARET'),
        dmfLine('A', '223456789', 'OKAFOR', 'CHINEDU'),
        dmfLine('D', '123456789', 'HALVORSEN', 'MARGARET'),
        dmfLine('C', '223456789', 'OKAFOR', 'CHINEDU', '04012011'),
      ]),
      { sourceVersion: 'changes-first' },
    );
    expect(summary).toMatchObject({ changeFile: true, added: 1, recordCount: 1 });
    expect(await byTin('dmf', '123456789')).toEqual([]);
    const [okafor] = await byTin('dmf', '223456789');
    expect(okafor?.record.deathDate).toBe('2011-04-01');
    expect(await nameIndexProblems('dmf')).toEqual(consistentIndex);
  });

  it('ranks candidates by the rarity of the keys they share, and reads only the rare keys of a common name', async () => {
    const robert = ['JONES', 'BROWN', 'DAVIS', 'MILLER', 'WILSON', 'MOORE', 'TAYLOR', 'THOMAS', 'WHITE', 'HARRIS'];
    const lines = robert.map((last, i) => dmfLine(' ', `10000000${i}`, last, 'ROBERT'));
    lines.push(dmfLine(' ', '200000001', 'KAMINSKI', 'ANNA'), dmfLine(' ', '200000002', 'KAMINSKI', 'ROBERT'));
    await loadDatasource(handle, 'dmf', dmfFile(lines), { sourceVersion: 'ranking' });
    const keys = nameKeys(prepareName('ROBERT KAMINSKI', 'person'));
    const { candidates, capped, moreShareKeys } = await findCandidatesByNameKeys(handle, 'dmf', keys, 3, 40);
    const records = await readRecords(
      handle,
      'dmf',
      candidates.map((c) => c.recordId),
    );
    expect(capped).toBe(false);
    expect(records.map((r) => r.record.name).slice(0, 2)).toEqual(['ROBERT KAMINSKI', 'ANNA KAMINSKI']);
    // Three of the twelve records were kept: the answer says others share the keys read.
    expect(moreShareKeys).toBe(true);
    const all = await findCandidatesByNameKeys(handle, 'dmf', keys, 12, 40);
    expect(all.moreShareKeys).toBe(false);
    expect(all.candidates.slice(0, 3)).toEqual(candidates);
    // With a budget no key fits, the rarest key alone is read, and the answer says so.
    const sample = await findCandidatesByNameKeys(handle, 'dmf', nameKeys(prepareName('ROBERT', 'person')), 5, 1);
    expect(sample).toMatchObject({ capped: true, moreShareKeys: true });
    expect(sample.candidates).toHaveLength(5);
  });

  it('applies DMF add, change and delete records as such', async () => {
    await loadDatasource(
      handle,
      'dmf',
      dmfFile([
        dmfLine(' ', '123456789', 'HALVORSEN', 'MARGARET'),
        dmfLine(' ', '223456789', 'OKAFOR', 'CHINEDU'),
        dmfLine(' ', '323456789', 'BRANDT', 'WALTER'),
      ]),
      { sourceVersion: '2024-01' },
    );
    const update = await loadDatasource(
      handle,
      'dmf',
      dmfFile([
        dmfLine('A', '423456789', 'NGUYEN', 'THANH'),
        dmfLine('C', '223456789', 'OKAFOR', 'CHINEDU', '04012011'),
        dmfLine('D', '323456789', 'BRANDT', 'WALTER'),
      ]),
      { sourceVersion: '2024-02' },
    );
    // A change file removes only what it deletes: HALVORSEN, absent from it, stays.
    expect(update).toMatchObject({ changeFile: true, added: 1, changed: 1, removed: 1, recordCount: 3 });
    const [okafor] = await byTin('dmf', '223456789');
    expect(okafor?.record.deathDate).toBe('2011-04-01');
    expect(await byTin('dmf', '323456789')).toEqual([]);
    expect(await byTin('dmf', '123456789')).toHaveLength(1);
  });

  it('leaves every page of the TIN keys a change file wrote visible to all, so a large file’s TIN join reads their index alone', async () => {
    await loadDatasource(
      handle,
      'dmf',
      dmfFile([dmfLine(' ', '123456789', 'HALVORSEN', 'MARGARET'), dmfLine(' ', '223456789', 'OKAFOR', 'CHINEDU')]),
      { sourceVersion: '2024-01' },
    );
    await loadDatasource(
      handle,
      'dmf',
      dmfFile([dmfLine('A', '423456789', 'NGUYEN', 'THANH'), dmfLine('D', '123456789', 'HALVORSEN', 'MARGARET')]),
      { sourceVersion: '2024-02' },
    );
    // VACUUM sets both counts; a partition never vacuumed has no pages counted at all.
    const [keys] = await queryRows<{ pages: number; visible: number }>(
      handle,
      `select relpages as pages, relallvisible as visible from pg_class where relname = 'datasource_tin_keys_dmf'`,
    );
    expect(keys?.pages).toBeGreaterThan(0);
    expect(keys?.visible).toBe(keys?.pages);
  });

  it('stores the whole OFAC list with its sub-lists, and finds entries by alias keys', async () => {
    const summary = await loadDatasource(handle, 'ofac', parseOfac(OFAC), { sourceVersion: '2021' });
    expect(summary).toMatchObject({ recordsRead: 8976, recordCount: 8976, rejections: [] });
    expect(await count('ofac_records')).toBe(8976);
    expect(await count('ofac_aliases', `strength = 'strong'`)).toBe(11910);
    expect(await count('ofac_addresses')).toBe(13837);

    const keys = nameKeys(prepareName('BANCO NACIONAL DE CUBA', 'entity'));
    const { candidates } = await findCandidatesByNameKeys(handle, 'ofac', keys, 20);
    const records = await readRecords(
      handle,
      'ofac',
      candidates.map((c) => c.recordId),
    );
    const banco = records.find((r) => r.record.name === 'BANCO NACIONAL DE CUBA');
    expect(banco?.naturalKey).toBe('306');
    expect(banco?.record.aliases?.map((a) => a.name)).toContain('NATIONAL BANK OF CUBA');
    expect(banco?.record.addresses?.length).toBeGreaterThan(0);
  }, 120_000);
});
