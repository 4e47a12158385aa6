import { queryRows, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgencyFiles } from './demo-agency-files.js';
import { loadDemoBatchFiles } from './load-demo-batch-files.js';

let handle: DbHandle;
const uploadDir = mkdtempSync(join(tmpdir(), 'dnp-demo-uploads-'));
const options = { issuer: 'http://localhost:3001', uploadDir };

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

interface Queued {
  file_name: string;
  access_group_id: string;
  kind: string;
  state: string;
  payload: { storedName: string; format: string; lines: number };
}

const queuedFiles = () =>
  queryRows<Queued>(
    handle,
    `select f.file_name, f.access_group_id, j.kind, j.state, j.payload
       from agency_files f join jobs j on j.id = f.job_id order by f.id`,
  );

describe('loadDemoBatchFiles', () => {
  it('sends DOD’s demo files in as an upload does: each stored for its run and queued as a batch-match job', async () => {
    const first = await loadDemoBatchFiles(handle, options);
    expect(first.queued.map((file) => file.accessGroupId)).toEqual(['DFAS', 'DOD', 'DOD']);
    const queued = await queuedFiles();
    expect(queued.map((file) => [file.file_name, file.kind, file.state])).toEqual(
      demoAgencyFiles().map((file) => [file.fileName, 'agency-file.batchMatch', 'queued']),
    );
    for (const [index, file] of queued.entries()) {
      expect(file.payload.format).toBe(demoAgencyFiles()[index]?.format);
      expect(readFileSync(join(uploadDir, file.payload.storedName), 'utf8')).toBe(demoAgencyFiles()[index]?.text);
    }
  });

  it('changes nothing when run again, and sends afresh a file whose run was cancelled', async () => {
    expect(await loadDemoBatchFiles(handle, options)).toEqual({ queued: [], skipped: 3 });
    await queryRows(
      handle,
      `update jobs set state = 'cancelled' where id = (select job_id from agency_files where file_name = $1)`,
      ['DOD_VENDORS_20260202.csv'],
    );
    const again = await loadDemoBatchFiles(handle, options);
    expect(again.queued.map((file) => file.fileName)).toEqual(['DOD_VENDORS_20260202.csv']);
    expect(again.skipped).toBe(2);
    expect((await queuedFiles()).map((file) => file.state)).toEqual(['queued', 'queued', 'queued']);
  });
});
