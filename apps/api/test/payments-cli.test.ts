import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/payments.js';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, signToken, type TestApp } from './test-app.js';
import { bufferedIo } from './cli-io-capture.js';

function csvFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-cli-payments-')), 'payments.csv');
  writeFileSync(path, content);
  return path;
}

const HEADER =
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate';

describe('npm run cli -- payments, through the running portal', () => {
  let t: TestApp;
  let runner: JobRunner;
  let portal = '';
  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
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
