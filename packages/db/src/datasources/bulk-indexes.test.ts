import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { openTestDb } from '../testing/index.js';
import { dropSecondaryIndexes, recreateIndexes } from './bulk-indexes.js';
import { inLoadTransaction, queryRows, type LoadSession } from './load-session.js';

let handle: DbHandle;
beforeEach(async () => {
  handle = await openTestDb();
});
afterEach(async () => {
  await handle.close();
});

const indexesOf = (tables: string[]) =>
  queryRows<{ indexname: string; indexdef: string }>(
    handle,
    `select indexname, indexdef from pg_indexes where tablename = any($1::text[]) order by indexname`,
    [tables],
  );

const tables = ['dmf_records', 'datasource_name_keys_dmf'];

/** What a first load does around its writes (first-load.ts). */
async function withIndexesRebuilt<T>(session: LoadSession, work: () => Promise<T>): Promise<T> {
  const indexes = await dropSecondaryIndexes(session, tables);
  const result = await work();
  await recreateIndexes(session, indexes, tables);
  return result;
}

describe('dropSecondaryIndexes and recreateIndexes', () => {
  it('writes without the secondary indexes and leaves every index as the schema defined it', async () => {
    const before = await indexesOf(tables);
    expect(before.map((i) => i.indexname)).toContain('datasource_name_keys_dmf_key_idx');
    const during = await inLoadTransaction(handle, (session) =>
      withIndexesRebuilt(session, () =>
        session.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = any($1::text[])`, [
          tables,
        ]),
      ),
    );
    expect(during.map((i) => i.indexname)).toEqual(['dmf_records_pkey']);
    expect(await indexesOf(tables)).toEqual(before);
  });

  it('keeps the indexes when the bulk write fails, as the drop rolls back with it', async () => {
    const before = await indexesOf(tables);
    await expect(
      inLoadTransaction(handle, (session) => withIndexesRebuilt(session, () => Promise.reject(new Error('disk full')))),
    ).rejects.toThrow('disk full');
    expect(await indexesOf(tables)).toEqual(before);
  });
});
