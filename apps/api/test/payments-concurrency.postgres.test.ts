import { asrSubmissions, paymentAdjudications, eq } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile, stoppedDeathPayment } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * On a PostgreSQL server requests run on several connections at once (PGlite has one): two
 * decisions on one payment, or two submissions of one month, must be made one after the other.
 */
describe('payments decided at the same time, on a PostgreSQL server', () => {
  let t: TestApp;
  let fileId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    fileId = await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY_20260605.txt',
      receivedAt: '2026-06-04T10:00:00Z',
      payments: [stoppedDeathPayment(61, '2026-06-05', 'MARIA HERNANDEZ')],
    });
  }, 120_000);
  afterAll(() => t.close());

  it('takes one of two simultaneous submissions of one payment and refuses the other (409), one history row', async () => {
    const headers = await t.as('portaluser');
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/adjudications',
        headers,
        payload: {
          data: {
            attributes: {
              paymentId: 'PAY-61',
              agencyPartyId: 61,
              matchAdjudicationStatusTypeCode: 'IMPROPER',
              action: 'submit',
            },
          },
        },
      });
    const answers = await Promise.all([submit(), submit()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const history = await t.handle.db
      .select()
      .from(paymentAdjudications)
      .where(eq(paymentAdjudications.fileId, fileId));
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([[null, 'IMPROPER (SUBMITTED)']]);
  });

  it('records one of two simultaneous ASR submissions of a month and answers the other 409, not 500', async () => {
    const headers = await t.as('adminuser');
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/asr-submissions',
        headers,
        payload: { data: { attributes: { reportMonth: '06', reportYear: '2026' } } },
      });
    const answers = await Promise.all([submit(), submit()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.handle.db.select().from(asrSubmissions)).toHaveLength(1);
  });
});
