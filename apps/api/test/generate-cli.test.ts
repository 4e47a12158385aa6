import { queryRows } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/generate.js';
import { signToken, type TestApp } from './test-app.js';
import { bufferedIo, heldDataDir } from './cli-io-capture.js';
import { startListeningPortal } from './listening-portal.js';

describe('npm run cli -- generate, through the running portal', () => {
  let t: TestApp;
  let portal = '';
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, url: portal, close: stop } = await startListeningPortal());
  }, 60_000);
  afterAll(() => stop());

  it('writes DMF as its file and loads it through the portal when it holds the database, with the summary', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }), DNP_PORTAL_URL: portal });
    const args = ['--records', '300', '--sources', 'dmf', '--seed', 'cli', '--data-dir', heldDataDir()];
    expect(await run([...args, '--poll-ms', '50'], io)).toBe(0);
    expect(out.stderr).toMatch(/The portal \(process \d+\) holds .*pglite: loading through it\./);
    expect(out.stderr).toMatch(/ingest dmf \(load \d+\): queued/);
    expect(out.stdout).toMatch(/^dmf: 300 records read, 0 rejected, in \d+\.\d s \(/);
    expect(out.stdout).toMatch(
      / {2}added 300, changed 0, removed 0; 300 records stored \(load \d+, source version "synthetic seed=cli records=300"\)/,
    );
    expect(out.stdout).toMatch(
      /generated and loaded 300 records \(seed "cli", through the portal at http:\/\/127\.0\.0\.1:\d+\) in /,
    );

    // The same seed and count again is the same edition: the portal changes nothing.
    const again = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    expect(
      await run(
        ['--records', '300', '--sources', 'dmf', '--seed', 'cli', '--portal', portal, '--poll-ms', '50'],
        again.io,
      ),
    ).toBe(0);
    expect(again.out.stdout).toMatch(/ {2}added 0, changed 0, removed 0; 300 records stored/);
  }, 120_000);

  it('sends the IRS lists it can write (Pub 78, ARL) each as its pipe-delimited file, one load per source', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    expect(await run(['--records', '120', '--sources', 'pub78,arl', '--portal', portal, '--poll-ms', '50'], io)).toBe(
      0,
    );
    expect(out.stdout).toMatch(/^pub78: \d+ records read, 0 rejected/m);
    expect(out.stdout).toMatch(/^arl: \d+ records read, 0 rejected/m);
    expect(out.stdout).toMatch(/generated and loaded 120 records/);
  }, 120_000);

  it('sends every other source, restricted ones included, as its records file; the same figures again change nothing', async () => {
    const sources = ['--sources', 'dod,caivrs,ofac', '--seed', 'records', '--portal', portal, '--poll-ms', '50'];
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    expect(await run(['--records', '90', ...sources], io)).toBe(0);
    expect(out.stderr).toMatch(/generate dod: writing \d+ records to send as its records file/);
    for (const apiName of ['dod', 'caivrs', 'ofac']) {
      expect(out.stdout).toMatch(new RegExp(`^${apiName}: \\d+ records read, 0 rejected`, 'm'));
    }
    expect(out.stdout).toMatch(/generated and loaded 90 records/);
    const [stored] = await queryRows<{ n: number }>(t.handle, 'select count(*)::int as n from dod_records');
    expect(stored?.n).toBeGreaterThan(0);

    const again = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    expect(await run(['--records', '90', ...sources], again.io)).toBe(0);
    expect(again.out.stdout.match(/ {2}added 0, changed 0, removed 0;/g)).toHaveLength(3);
  }, 120_000);

  it('names a missing function when the signed-in user may not load sources', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    expect(await run(['--records', '20', '--sources', 'dmf', '--portal', portal], io)).toBe(1);
    expect(out.stderr).toMatch(/The file was refused: 403 Forbidden: .*DATASOURCE_LOAD/);
  });

  it('asks for a token when the portal holds the database and none is given', async () => {
    const { out, io } = bufferedIo({ DNP_PORTAL_URL: portal });
    expect(await run(['--records', '20', '--sources', 'dmf', '--data-dir', heldDataDir()], io)).toBe(2);
    expect(out.stderr).toMatch(/set DNP_API_TOKEN/);
  });
});
