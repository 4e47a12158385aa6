import { createDb } from '@dnp/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiProcessEnv,
  startApiProcess,
  startKeyServer,
  type ApiProcess,
  type TestKeyServer,
} from './support/api-process.js';
import {
  agencyFileCsv,
  killMidRunAndRerun,
  prepareDatabase,
  readOutcome,
  STEP_ROWS,
} from './support/kill-and-resume.js';

describe('an API process killed (SIGKILL) in the middle of a run, on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dnp-kill-pglite-'));
  const dataDir = join(dir, 'pglite');
  let keys: TestKeyServer;
  let api: ApiProcess | undefined;
  let csv = '';
  beforeAll(async () => {
    keys = await startKeyServer(3171);
    // Only one process may open the folder: the test's own handle is closed before the API starts.
    const handle = await createDb({ dataDir });
    try {
      await prepareDatabase(handle);
      csv = await agencyFileCsv(handle);
    } finally {
      await handle.close();
    }
  }, 120_000);
  afterAll(async () => {
    await api?.kill('SIGKILL');
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resumes on restart from its last committed step: the same matches as a run never killed, none twice, none missing', async () => {
    const env = apiProcessEnv(3170, keys.jwksUri, {
      PGLITE_DATA_DIR: dataDir,
      UPLOAD_DIR: join(dir, 'uploads'),
      AGENCY_FILE_STEP_ROWS: String(STEP_ROWS),
      // The killed process's claim runs out soon after the restart.
      JOB_LEASE_SECONDS: '2',
    });
    const start = async () => {
      api = await startApiProcess(env);
    };
    await start();
    const caller = { api: () => api as ApiProcess, token: await keys.tokenFor('portaluser') };
    const files = await killMidRunAndRerun(caller, csv, start);
    await api?.kill('SIGTERM');
    api = undefined;
    const handle = await createDb({ dataDir });
    try {
      const outcome = await readOutcome(handle, files);
      expect(outcome.attempts).toBeGreaterThanOrEqual(2);
      expect(outcome.whole.length).toBeGreaterThan(100);
      expect(outcome.killed.filter((match) => match.times !== 1)).toEqual([]);
      expect(outcome.killed.map((match) => match.key)).toEqual(outcome.whole.map((match) => match.key));
    } finally {
      await handle.close();
    }
  }, 180_000);
});
