import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/con-mon.js';
import { CON_MON_HEADER } from './con-mon/con-mon-fixtures.js';
import { signToken } from './test-app.js';
import { bufferedIo } from './cli-io-capture.js';
import { startListeningPortal } from './listening-portal.js';

function csvFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-cli-con-mon-')), 'DOD_PAYEES.csv');
  writeFileSync(path, content);
  return path;
}

describe('npm run cli -- con-mon enroll, through the running portal', () => {
  let portal = '';
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ url: portal, close: stop } = await startListeningPortal());
  }, 60_000);
  afterAll(() => stop());

  it('enrolls a file, then a file of the same name replaces it and says what changed', async () => {
    const token = await signToken({ sub: 'portaluser' });
    const first = bufferedIo({ DNP_API_TOKEN: token });
    const file = csvFile(`${CON_MON_HEADER}\n12345678,1,ADA LOVELACE,123456780,SSN\n12345678,2,ALAN TURING,,\n`);
    expect(await run(['enroll', file, '--group', 'DOD', '--portal', portal, '--poll-ms', '50'], first.io)).toBe(0);
    expect(first.out.stdout).toMatch(/^file (\d+) enrolled: 2 rows, 0 skipped; http:\/\/127\.0\.0\.1:\d+\/con-mon/);
    const firstId = /^file (\d+)/.exec(first.out.stdout)?.[1];

    const second = bufferedIo({ DNP_API_TOKEN: token });
    writeFileSync(file, `${CON_MON_HEADER}\n12345678,1,ADA KING LOVELACE,123456780,SSN\n12345678,3,GRACE HOPPER,,\n`);
    expect(await run(['enroll', file, '--group', 'DOD', '--portal', portal, '--poll-ms', '50'], second.io)).toBe(0);
    expect(second.out.stdout).toContain(`replaced file ${firstId} (parties 1 added, 1 changed, 1 removed)`);
  });

  it('refuses an unknown action with the usage (exit 2)', async () => {
    const { out, io } = bufferedIo({});
    expect(await run(['watch'], io)).toBe(2);
    expect(out.stderr).toMatch(/unknown action "watch"\nusage: con-mon enroll/);
  });
});
