import {
  ASR_MISSING_PERIOD_DETAIL,
  AsrSubmitIndicatorList,
  MatchSuppressionList,
  PaymentDetailList,
  PaymentSummaryList,
} from '@dnp/contracts';
import {
  eq,
  inLoadTransaction,
  matchResults,
  matchSuppressions,
  paymentDatasources,
  paymentSuppressedMatches,
  writePaymentFigures,
} from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile, type SeedPayment } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

const matched = (partyId: number, date: string, surname = 'HERNANDEZ'): SeedPayment => ({
  partyId,
  paymentId: `PAY-${partyId}`,
  name: `PAYEE ${surname}`,
  tin: '234567890',
  date,
  amount: '100.00',
  match: { surname, level: 'CONCLUSIVE' },
  stop: true,
});

describe('the ASR period and false-positive suppressions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY_20260405.txt',
      receivedAt: '2026-04-04T10:00:00Z',
      payments: [matched(41, '2026-04-05'), matched(42, '2026-04-06', 'OKAFOR')],
    });
  }, 120_000);
  afterAll(() => t.close());

  const as = (user: string) => t.as(user);
  async function decide(user: string, partyId: number, status: string, action: string, paymentId = `PAY-${partyId}`) {
    const attributes = { paymentId, agencyPartyId: partyId, matchAdjudicationStatusTypeCode: status, action };
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/adjudications',
      headers: await as(user),
      payload: {
        data: {
          attributes:
            status === 'PROPER - FALSE POSITIVE'
              ? { ...attributes, matchAdjudicationStatusComment: 'Not the payee' }
              : attributes,
        },
      },
    });
  }
  async function indicator(user: string, query: Record<string, string>) {
    return t.app.inject({ url: '/api/v1/payments/asr-submit-indicator', query, headers: await as(user) });
  }
  async function submit(user: string, reportMonth = '04') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/asr-submissions',
      headers: await as(user),
      payload: { data: { attributes: { reportMonth, reportYear: '2026' } } },
    });
  }

  it('answers the spec’s 400 when the month or the year is missing, without a stack trace', async () => {
    const queries: Array<Record<string, string>> = [{ report_year: '2026' }, { report_month: '04' }, {}];
    for (const query of queries) {
      const response = await indicator('portaluser', query);
      expect(response.statusCode).toBe(400);
      const [error] = response.json().errors;
      expect(error).toMatchObject({ status: '400', title: 'Bad Request', detail: ASR_MISSING_PERIOD_DETAIL });
      expect(error.meta.stackTrace).toBeUndefined();
    }
  });

  it('tells an agency group it is not level 1, and refuses it the submission (403)', async () => {
    const response = await indicator('portaluser', { report_month: '4', report_year: '2026' });
    expect(AsrSubmitIndicatorList.parse(response.json()).data[0]?.attributes).toEqual({
      isLevel1AccessGroup: 'false',
      asrSubmitIndicator: 'false',
      alreadySubmittedForPeriod: 'false',
    });
    expect((await submit('portaluser')).statusCode).toBe(403);
  });

  it('refuses the month while a payment is open or pending, then submits it, audited, and locks it', async () => {
    const waiting = await submit('adminuser');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().errors[0].detail).toContain(
      '2 payments of 2026-04 have no submitted determination yet (2 open, 0 pending)',
    );
    expect((await decide('portaluser', 41, 'IMPROPER', 'submit')).statusCode).toBe(200);
    expect((await decide('portaluser', 42, 'PROPER - FALSE POSITIVE', 'save')).statusCode).toBe(200);
    expect((await submit('adminuser')).json().errors[0].detail).toContain('(0 open, 1 pending)');
    // A draft false positive speaks for no one: it suppresses nothing.
    expect(await t.handle.db.select().from(matchSuppressions)).toEqual([]);
    expect((await decide('portaluser', 42, 'PROPER - FALSE POSITIVE', 'submit')).statusCode).toBe(200);
    const ready = await indicator('adminuser', { report_month: '04', report_year: '2026' });
    expect(AsrSubmitIndicatorList.parse(ready.json()).data[0]?.attributes.asrSubmitIndicator).toBe('true');
    const submitted = await submit('adminuser');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [audit] = await auditRows(t.handle.db, 'asr.submit');
    expect(audit).toMatchObject({ userId: 'adminuser', resourceId: 'API_FTPA-2026-04' });
    const after = await indicator('portaluser', { report_month: '04', report_year: '2026' });
    expect(AsrSubmitIndicatorList.parse(after.json()).data[0]?.attributes.alreadySubmittedForPeriod).toBe('true');
    expect((await submit('adminuser')).statusCode).toBe(409);
    const locked = await decide('adminuser', 41, 'IMPROPER', 'certify');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors[0].detail).toContain(
      'is locked: API_FTPA submitted the adjudication summary report for 2026-04',
    );
    const detail = await t.app.inject({
      url: '/api/v1/payments/details',
      query: { 'filter[agencyPartyId]': '41' },
      headers: await as('portaluser'),
    });
    expect(PaymentDetailList.parse(detail.json()).data[0]?.attributes.matchAdjudicationDisplayCode).toBe('L');
  });

  it('suppressed the submitted false positive’s match: a later payment shows it, does not list it, and the level-1 group lifts it', async () => {
    const listed = await t.app.inject({ url: '/api/v1/payments/suppressions', headers: await as('portaluser') });
    const [suppression] = MatchSuppressionList.parse(listed.json()).data;
    expect(suppression?.attributes).toMatchObject({
      level1AccessGroupId: 'API_FTPA',
      agencyPartyId: 42,
      searchSrcSysTypeCd: 'DMF',
      paymentId: 'PAY-42',
      reason: 'Not the payee',
      decidedBy: 'portaluser',
      active: true,
    });
    expect(listed.body).not.toContain('234567890');
    // May's file, as screening leaves it: the same payee matched the same record, which the suppression covers.
    const mayFile = await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY_20260505.txt',
      receivedAt: '2026-05-04T10:00:00Z',
      payments: [{ ...matched(42, '2026-05-06', 'OKAFOR'), paymentId: 'PAY-42-MAY' }],
    });
    const [match] = await t.handle.db.select().from(matchResults).where(eq(matchResults.fileId, mayFile));
    await t.handle.db.insert(paymentSuppressedMatches).values({
      fileId: mayFile,
      partyId: 42,
      suppressionId: Number(suppression?.id),
      apiName: 'dmf',
      recordId: Number(match?.recordId),
    });
    await inLoadTransaction(t.handle, (session) => writePaymentFigures(session, mayFile, paymentDatasources));
    const headers = await as('portaluser');
    const list = (query: Record<string, string>) =>
      t.app.inject({ url: '/api/v1/payments', query, headers }).then((r) => PaymentSummaryList.parse(r.json()));
    expect((await list({})).data.map((row) => row.attributes.paymentId)).not.toContain('PAY-42-MAY');
    const suppressed = await list({ 'filter[suppressed]': 'true' });
    expect(suppressed.data.map((row) => row.attributes)).toMatchObject([
      {
        paymentId: 'PAY-42-MAY',
        matchLevelNumber: null,
        matchCount: '0',
        datasourceList: [],
        suppressedMatchCount: '1',
      },
    ]);
    const detail = await t.app.inject({
      url: '/api/v1/payments/details',
      query: { 'filter[agencyPartyId]': '42', 'filter[paymentId]': 'PAY-42-MAY' },
      headers,
    });
    expect(PaymentDetailList.parse(detail.json()).data[0]?.attributes.suppression).toMatchObject({
      suppressionId: suppression?.id,
      decidedBy: 'portaluser',
      reason: 'Not the payee',
    });
    const lift = (user: string) =>
      as(user).then((h) =>
        t.app.inject({ method: 'POST', url: `/api/v1/payments/suppressions/${suppression?.id}/lift`, headers: h }),
      );
    expect((await lift('portaluser')).statusCode).toBe(403);
    expect((await lift('adminuser')).statusCode).toBe(200);
    expect((await auditRows(t.handle.db, 'suppression.lift'))[0]).toMatchObject({
      userId: 'adminuser',
      resourceId: suppression?.id,
    });
    const after = MatchSuppressionList.parse(
      (await t.app.inject({ url: '/api/v1/payments/suppressions', headers })).json(),
    );
    expect(after.data[0]?.attributes).toMatchObject({ active: false, liftedBy: 'adminuser' });
    expect((await lift('adminuser')).statusCode).toBe(409);
    const unknown = await as('adminuser').then((h) =>
      t.app.inject({ method: 'POST', url: '/api/v1/payments/suppressions/999999/lift', headers: h }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});
