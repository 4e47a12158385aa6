import { loadDatasource, queryRows, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { generateRecords } from '../source-generator.js';
import { preparedGeneration } from './prepared-generation.js';

const handles: DbHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

async function stored(handle: DbHandle) {
  const records = await queryRows<{ natural_key: string; content_hash: string }>(
    handle,
    'select natural_key, content_hash from dmf_records order by natural_key',
  );
  const keyCounts = await queryRows<{ key: number; records: number }>(
    handle,
    `select key, records from datasource_name_key_counts where api_name = 'dmf' order by key`,
  );
  return { records, keyCounts };
}

describe('preparedGeneration', () => {
  it('stores exactly what the one-by-one generator stores, from two worker threads over many ranges', async () => {
    const [parallel, sequential] = await Promise.all([openTestDb(), openTestDb()]);
    handles.push(parallel, sequential);
    const options = { seed: 'parallel', count: 2_500 };
    const summary = await loadDatasource(
      parallel,
      'dmf',
      preparedGeneration('dmf', { ...options, workers: 2, rangeSize: 300 }),
      { sourceVersion: 'parallel' },
    );
    await loadDatasource(sequential, 'dmf', generateRecords('dmf', options), { sourceVersion: 'sequential' });
    expect(summary).toMatchObject({ recordsRead: 2_500, recordCount: 2_500, added: 2_500 });
    const [a, b] = await Promise.all([stored(parallel), stored(sequential)]);
    expect(a.records).toHaveLength(2_500);
    expect(a).toEqual(b);
  }, 120_000);
});
