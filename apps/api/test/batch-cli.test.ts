import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/batch.js';
import { signToken } from './test-app.js';
import { bufferedIo } from './cli-io-capture.js';
import { startListeningPortal } from './listening-portal.js';

function csvFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-cli-batch-')), 'parties.csv');
  writeFileSync(path, content);
  return path;
}

const HEADER = 'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode';

describe('npm run cli -- batch, through the running portal', () => {
  let portal = '';
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ url: portal, close: stop } = await startListeningPortal());
  }, 60_000);
  afterAll(() => stop());

  it('uploads with DNP_API_TOKEN, prints the run as it goes and exits 0 when it is done', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    const file = csvFile(`${HEADER}\n12345678,1,ADA LOVELACE,123456780,SSN\n12345678,2,ALAN TURING,,\n`);
    const code = await run([file, '--group', 'DOD', '--portal', portal, '--poll-ms', '50'], io);
    expect(out.stderr).toMatch(/file \d+: queued/);
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/^file \d+ matched: 2 rows, 0 skipped/);
  });

  it('exits 1 with the problems when the run refuses the file, and with the reason when the upload is refused', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    const file = csvFile(`${HEADER}\n12345678,1,ADA LOVELACE,12345,SSN\n`);
    expect(await run([file, '--group', 'DOD', '--portal', portal, '--poll-ms', '50'], io)).toBe(1);
    expect(out.stderr).toMatch(/The run failed \(refused\): 1 row has problems/);
    expect(out.stderr).toMatch(/row 2, column agencyTin: expected nine digits/);

    const again = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    expect(await run([file, '--group', 'DOD', '--portal', portal], again.io)).toBe(1);
    expect(again.out.stderr).toMatch(/The file was refused: 409 Conflict: DOD already sent this file/);
  });

  it('says the portal is not running, and asks for a token when none is given', async () => {
    const file = csvFile(`${HEADER}\n12345678,1,ADA LOVELACE,,\n`);
    const down = bufferedIo({ DNP_API_TOKEN: 'x' });
    expect(await run([file, '--group', 'DOD', '--portal', 'http://127.0.0.1:9'], down.io)).toBe(1);
    expect(down.out.stderr).toMatch(/The portal is not running at http:\/\/127\.0\.0\.1:9/);
    const noToken = bufferedIo({});
    expect(await run([file, '--group', 'DOD', '--portal', portal], noToken.io)).toBe(2);
    expect(noToken.out.stderr).toMatch(/set DNP_API_TOKEN/);
  });
});
