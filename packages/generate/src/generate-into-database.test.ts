import type { DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { generateIntoDatabase } from './generate-into-database.js';
import { recordsPerSource } from './scale.js';
import { generateRecords } from './source-generator.js';

/** LEIE's share of a 10-million-record `generate --seed 42`: two firms drew one name and one exclusion date. */
const LEIE_AT_TEN_MILLION = recordsPerSource(10_000_000, [
  'aisObituary',
  'aisProbate',
  'caivrs',
  'samEnt',
  'dbck',
  'dmf',
  'dod',
  'dos',
  'samExRes',
  'samExPub',
  'leiePublic',
  'leiePrivate',
  'arl',
  'fod',
  'form990n',
  'bop',
]).get('leiePublic');

const handles: DbHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

async function keysAndTins(apiName: 'leiePublic' | 'leiePrivate', count: number) {
  const out: { key: string; tin: unknown }[] = [];
  for await (const item of generateRecords(apiName, { seed: '42', count }))
    if (item.kind === 'record') out.push({ key: item.key, tin: (item.record as { tin?: unknown }).tin });
  return out;
}

describe('generated LEIE', () => {
  it('never repeats a key at the 10-million scale, and the restricted list is the public one with TINs', async () => {
    expect(LEIE_AT_TEN_MILLION).toBe(50_505);
    const count = LEIE_AT_TEN_MILLION ?? 0;
    const [publicList, restricted] = await Promise.all([
      keysAndTins('leiePublic', count),
      keysAndTins('leiePrivate', count),
    ]);
    expect(publicList).toHaveLength(count);
    expect(new Set(publicList.map((r) => r.key)).size).toBe(count);
    // Each list opens with its own planted case; the drawn exclusions after it are the same.
    expect(restricted.slice(1).map((r) => r.key)).toEqual(publicList.slice(1).map((r) => r.key));
    expect(restricted.every((r) => typeof r.tin === 'string')).toBe(true);
  }, 60_000);

  it('loads without a rejected line through the path generate takes at that scale', async () => {
    const handle = await openTestDb();
    handles.push(handle);
    const [summary] = await generateIntoDatabase(handle, {
      records: LEIE_AT_TEN_MILLION ?? 0,
      seed: '42',
      sources: ['leiePublic'],
    });
    expect(summary).toMatchObject({ rejections: [], recordsRead: 50_505, recordCount: 50_505 });
  }, 180_000);
});
