import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/payments.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { signToken, type TestApp } from './test-app.js';
import { bufferedIo } from './cli-io-capture.js';
import { startListeningPortal } from './listening-portal.js';

function csvFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-cli-payments-')), 'payments.csv');
  writeFileSync(path, content);
  return path;
}

const HEADER =
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate';

describe('npm run cli -- payments, through the running portal', () => {
  let t: TestApp;
  let portal = '';
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, url: portal, close: stop } = await startListeningPortal());
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => stop());

  it('sends a payment file, prints its run up to screening and exits 0 when it is screened', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    const file = csvFile(
      `${HEADER}\n97010001,S1,P1,1,MARIA ELENA HERNANDEZ,123456789,SSN,1843.27,MONTHLY BENEFIT,2024-06-03\n`,
    );
    const code = await run([file, '--group', 'DOD', '--portal', portal, '--poll-ms', '50'], io);
    expect(out.stderr).toMatch(/file \d+: queued/);
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/^file \d+ screened: 1 rows, 0 skipped; http:\/\/127\.0\.0\.1:\d+\/payments/);
  });

  it('exits 1 naming the row and column of a refused payment', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    const file = csvFile(`${HEADER}\n97010001,S1,P1,1,ANN LEE,123456789,SSN,1843.27,BONUS,2024-06-03\n`);
    expect(await run([file, '--group', 'DOD', '--portal', portal, '--poll-ms', '50'], io)).toBe(1);
    expect(out.stderr).toMatch(/The run failed \(refused\): 1 row has problems/);
    expect(out.stderr).toMatch(/row 2, column paymentTypeCode/);
  });
});
