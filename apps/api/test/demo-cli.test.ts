import { DEMO_DELTA_VERSION, demoSources } from '@dnp/generate';
import { queryRows } from '@dnp/db';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/demo.js';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { createTestApp, signToken, type TestApp } from './test-app.js';
import { bufferedIo, heldDataDir } from './cli-io-capture.js';

describe('npm run cli -- demo, through the running portal', () => {
  let t: TestApp;
  let runner: JobRunner;
  let portal = '';
  beforeAll(async () => {
    t = await createTestApp({
      UPLOAD_DIR: await mkdtemp(join(tmpdir(), 'dnp-demo-uploads-')),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    portal = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config), { pollMs: 50 });
    runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await t.close();
  });

  it('sends every demo source, the batch and monitoring files and the DMF delta; a second run sends nothing new', async () => {
    // Long enough for the whole demo on a loaded machine: the CLI reuses DNP_API_TOKEN for every load.
    const token = await signToken({ sub: 'adminuser', expiresInSeconds: 3600 });
    const { out, io } = bufferedIo({ DNP_API_TOKEN: token, DNP_PORTAL_URL: portal });
    expect(await run(['--data-dir', heldDataDir(), '--poll-ms', '100'], io), out.stderr).toBe(0);
    expect(out.stderr).toMatch(/The portal \(process \d+\) holds .*pglite: sending the demo through it\./);
    for (const source of demoSources()) {
      expect(out.stdout).toContain(`source version "${source.sourceVersion}")`);
    }
    expect(out.stdout).toMatch(/^ofac: 8,976 records read, 0 rejected/m);
    expect(out.stdout).toMatch(/^dod: 1,500 records read, 0 rejected/m);
    expect(out.stdout.match(/^file \d+ matched: /gm)?.length).toBe(3);
    expect(out.stdout.match(/^file \d+ enrolled: /gm)?.length).toBe(2);
    expect(out.stdout).toMatch(/added 3, changed 0, removed 0; .*source version "demo-con-mon-delta-1"/);
    expect(out.stdout).toMatch(/demo payment files and decisions: not sent\. .*no portal user can send/);

    // The delta's deaths are found in the enrolled files, stamped with its load, once its job ends.
    for (let waited = 0; waited < 60_000; waited += 250) {
      const [pending] = await queryRows<{ n: number }>(
        t.handle,
        `select count(*)::int as n from jobs where state in ('queued', 'running')`,
      );
      if (pending?.n === 0) break;
      await new Promise((done) => setTimeout(done, 250));
    }
    const [delta] = await queryRows<{ n: number }>(
      t.handle,
      `select count(*)::int as n from match_results m join datasource_loads l on l.id = m.matched_by_load
        where l.source_version = $1`,
      [DEMO_DELTA_VERSION],
    );
    expect(delta?.n).toBeGreaterThan(0);

    const again = bufferedIo({ DNP_API_TOKEN: token });
    expect(await run(['--portal', portal, '--poll-ms', '100'], again.io), again.out.stderr).toBe(0);
    expect(again.out.stdout.match(/loaded before, left as it is/g)?.length).toBe(demoSources().length + 1);
    expect(again.out.stdout.match(/sent before, left as it is/g)?.length).toBe(5);
    expect(again.out.stdout).not.toMatch(/records read/);
  }, 600_000);

  it('asks for a token when the portal holds the database and none is given', async () => {
    const { out, io } = bufferedIo({ DNP_PORTAL_URL: portal });
    expect(await run(['--data-dir', heldDataDir()], io)).toBe(2);
    expect(out.stderr).toMatch(/set DNP_API_TOKEN/);
    expect(out.stderr).toContain('usage: demo');
  });
});
