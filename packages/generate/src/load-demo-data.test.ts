import { queryRows } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { describe, expect, it } from 'vitest';
import { loadDemoData } from './load-demo-data.js';

describe('loadDemoData', () => {
  it('loads real OFAC and Pub 78 plus every other source, and a second run changes nothing', async () => {
    const handle = await openTestDb();
    try {
      const first = await loadDemoData(handle);
      expect(first.sources).toHaveLength(18);
      expect(first.sources.every((s) => s.loaded && s.recordCount > 0)).toBe(true);
      expect(first.sources.find((s) => s.apiName === 'ofac')?.recordCount).toBe(8976);
      const [whitcomb] = await queryRows<{ n: number }>(
        handle,
        `select count(*)::int as n from dod_records where tin = '524713380'`,
      );
      expect(whitcomb?.n).toBe(1);

      const loadsBefore = await queryRows<{ n: number }>(handle, 'select count(*)::int as n from datasource_loads');
      const second = await loadDemoData(handle);
      expect(second.sources.some((s) => s.loaded)).toBe(false);
      expect(await queryRows(handle, 'select count(*)::int as n from datasource_loads')).toEqual(loadsBefore);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
