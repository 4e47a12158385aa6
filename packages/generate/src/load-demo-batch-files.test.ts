import { loadDatasource, queryRows, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoBatchFiles } from './load-demo-batch-files.js';
import { DEMO_SEED } from './load-demo-data.js';
import { generateRecords } from './source-generator.js';

/** The sources the planted cases of the demo files are planted in, each with a few drawn records. */
const plantedSources = [
  'dmf',
  'dod',
  'dbck',
  'aisProbate',
  'dos',
  'samExRes',
  'samEnt',
  'samExPub',
  'leiePublic',
] as const;

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
  for (const apiName of plantedSources) {
    await loadDatasource(handle, apiName, generateRecords(apiName, { seed: DEMO_SEED, count: 40 }), {
      sourceVersion: 'test',
    });
  }
}, 180_000);
afterAll(() => handle.close());

interface Match {
  file_name: string;
  full_name: string;
  api_name: string;
  level: string;
}

describe('loadDemoBatchFiles', () => {
  it('matches DOD’s demo files with the bulk matcher, planted parties at their planted levels', async () => {
    const first = await loadDemoBatchFiles(handle, { issuer: 'http://localhost:3001' });
    expect(first.loaded.map((file) => file.accessGroupId)).toEqual(['DFAS', 'DOD', 'DOD']);
    const matches = await queryRows<Match>(
      handle,
      `select f.file_name, p.full_name, m.api_name, m.level from match_results m
         join agency_files f on f.id = m.file_id
         join agency_parties p on p.file_id = m.file_id and p.party_id = m.party_id`,
    );
    const levelOf = (name: string, apiName: string) =>
      matches.filter((m) => m.full_name === name && m.api_name === apiName).map((m) => m.level);
    expect(levelOf('HAROLD WHITCOMB', 'dmf')).toEqual(['CONCLUSIVE']);
    expect(levelOf('HAROLD WHITCOMB', 'dod')).toEqual(['CONCLUSIVE']);
    expect(levelOf('HAROLD WHITCOMB', 'dbck')).toEqual(['CONCLUSIVE']);
    expect(levelOf('BAYSIDE MEDICAL SUPPLY LLC', 'samExRes')).toEqual(['CONCLUSIVE']);
    expect(levelOf('ROBERT KAMINSKI', 'leiePublic')).toContain('POSSIBLE');
    // Fillers carry TINs no source holds and names nobody has.
    expect(matches.filter((m) => m.full_name === 'AUGUSTINE PEMBERTHWAITE')).toEqual([]);
    const unmatched = await queryRows(handle, `select 1 from agency_files where matched_at is null`);
    expect(unmatched).toEqual([]);
  }, 180_000);

  it('changes nothing when run again', async () => {
    const [before] = await queryRows<{ n: number }>(handle, 'select count(*)::int as n from match_results');
    const second = await loadDemoBatchFiles(handle, { issuer: 'http://localhost:3001' });
    expect(second).toEqual({ loaded: [], skipped: 3 });
    expect(await queryRows(handle, 'select count(*)::int as n from match_results')).toEqual([before]);
  });
});
