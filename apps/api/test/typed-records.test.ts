import {
  catalogEntry,
  datasourceApiNames,
  includeNamesFor,
  partyName,
  recordResponseFor,
  searchResponseFor,
  sourceHasTin,
  type DatasourceApiName,
} from '@dnp/contracts';
import { queryRows, sourceTables } from '@dnp/db';
import { loadDemoData } from '@dnp/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Every datasource's record reads and search hits, as the API sends them, are that source's
 * typed records (packages/contracts search.ts): the answer's own schema checks them on the way
 * out, and a client parsing with the source's schema gets every attribute it names.
 */
describe('records and hits typed per datasource', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.handle);
  }, 300_000);
  afterAll(() => t.close());

  async function firstRecord(apiName: DatasourceApiName) {
    const withTin = sourceHasTin(apiName) ? 'where tin is not null' : '';
    const [row] = await queryRows<{ id: string; tin?: string }>(
      t.handle,
      `select id, ${sourceHasTin(apiName) ? 'tin' : 'null as tin'} from ${sourceTables[apiName].table} ${withTin} order by id limit 1`,
    );
    if (!row) throw new Error(`the demo set has no ${apiName} record`);
    return { id: String(row.id), tin: row.tin ?? undefined };
  }

  it.each([...datasourceApiNames])('%s: a record read and a search for it parse as that source', async (apiName) => {
    const stored = await firstRecord(apiName);
    const headers = await t.as('adminuser');
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/${apiName}/${stored.id}`, headers });
    expect(read.statusCode).toBe(200);
    const record = recordResponseFor(apiName).parse(read.json()).data[0];
    expect(record?.type).toBe(apiName);
    if (!record) return;

    const byTin = stored.tin !== undefined && catalogEntry(apiName).searchMode !== 'nameOnly';
    const attributes = byTin
      ? { searchCriteria: 'SSN/EIN/TIN', tin: stored.tin }
      : { searchCriteria: 'NAME', name: partyName(apiName, record.attributes) };
    const search = await t.app.inject({
      method: 'POST',
      url: `/api/v1/search/${apiName}`,
      headers,
      payload: { data: { attributes } },
    });
    expect(search.statusCode).toBe(200);
    const hits = searchResponseFor(apiName).parse(search.json()).data;
    expect(hits.map((hit) => hit.id)).toContain(stored.id);
    // The hit is the record read, with why it matched: the same attributes, the TIN as masked.
    const hit = hits.find((found) => found.id === stored.id)?.attributes;
    expect(hit).toMatchObject(record.attributes);

    const include = includeNamesFor(apiName).join(',');
    const withLists = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${apiName}/${stored.id}${include ? `?include=${include}` : ''}`,
      headers,
    });
    expect(withLists.statusCode).toBe(200);
    expect(recordResponseFor(apiName).parse(withLists.json()).data[0]?.attributes).toMatchObject(record.attributes);
  });
});
