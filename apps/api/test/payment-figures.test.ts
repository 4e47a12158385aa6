import { AgencyFileStatusList } from '@dnp/contracts';
import { asc, eq, payments, queryRows } from '@dnp/db';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const HEADER =
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate,payeeAccountNumber';
/** Two payees planted on the test DMF (load-test-data.ts) and one nobody's death. */
const rows = [
  '97010001,S240603,F1,1,MARIA ELENA HERNANDEZ,123-45-6789,SSN,1843.27,MONTHLY BENEFIT,2024-06-03,',
  '97010002,S231001,F2,2,CHUKWUEMEKA OKAFOR,234567890,SSN,5210.00,SALARY,2023-10-01,',
  '97010001,S240603,F3,3,JANE Q PUBLIC,111223333,SSN,75.00,N/A,2024-06-03,',
];

describe('payment figures: what screening writes on each payment for the list', () => {
  let t: TestApp;
  let runner: JobRunner;

  beforeAll(async () => {
    const uploadDir = await mkdtemp(join(tmpdir(), 'dnp-payment-figures-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' });
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config, { stepRows: 2 }));
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => t.close());

  async function screened(content: string): Promise<number> {
    const data = new FormData();
    data.append('file', new Blob([content]), 'figures.csv');
    const body = new Response(data);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/files',
      headers: { ...(await t.as('portaluser')), 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(response.statusCode).toBe(202);
    while (await runner.runOnce()) {
      // every queued run
    }
    return Number(AgencyFileStatusList.parse(response.json()).data[0]?.attributes.agencyFrbFileId);
  }
  const figuresOf = (fileId: number) =>
    t.handle.db
      .select({
        partyId: payments.partyId,
        group: payments.accessGroupId,
        alc: payments.agencyAlcCode,
        amount: payments.paymentAmount,
        level: payments.bestMatchLevel,
        count: payments.matchCount,
        sources: payments.matchedSources,
        matched: payments.lastMatchedAt,
      })
      .from(payments)
      .where(eq(payments.fileId, fileId))
      .orderBy(asc(payments.partyId));

  it("keeps the file's group, the payee's ALC and amount, and the counted matches' figures on each payment", async () => {
    const fileId = await screened(`${HEADER}\n${rows.join('\n')}\n`);
    const [latest] = await queryRows<{ at: Date | string }>(
      t.handle,
      `select max(matched_at) as at from match_results where file_id = $1 and party_id = 1`,
      [fileId],
    );
    expect(await figuresOf(fileId)).toEqual([
      {
        partyId: 1,
        group: 'DOD',
        alc: '97010001',
        amount: '1843.27',
        level: 'CONCLUSIVE',
        count: 1,
        sources: ['dmf'],
        matched: new Date(latest?.at ?? 0),
      },
      expect.objectContaining({
        partyId: 2,
        group: 'DOD',
        alc: '97010002',
        amount: '5210.00',
        count: 1,
        sources: ['dmf'],
      }),
      { partyId: 3, group: 'DOD', alc: '97010001', amount: '75.00', level: null, count: 0, sources: [], matched: null },
    ]);
  });

  it('forgets the figures when a run that failed, was cancelled or is run again removes the matches', async () => {
    const fileId = await screened(`${HEADER}\n${rows[0] ?? ''}\n`);
    expect((await figuresOf(fileId))[0]).toMatchObject({ level: 'CONCLUSIVE', count: 1 });
    // What the runner's discard, a cancel and a rerun each do to a file's matches.
    await queryRows(t.handle, `delete from match_results where file_id = $1`, [fileId]);
    expect((await figuresOf(fileId))[0]).toMatchObject({ level: null, count: 0, sources: [], matched: null });
  });
});
