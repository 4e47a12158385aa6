import { PaymentDetailList, PaymentFilterOptionList, PaymentSummaryList } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('payments list, export and detail', () => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    // DFAS (DOD's child) in March, DOD itself in April, HUD (a sibling, never seen by DOD).
    await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY_20260305.txt',
      receivedAt: '2026-03-04T10:00:00Z',
      payments: [
        {
          partyId: 101,
          paymentId: 'PAY-101',
          name: 'MARIA E HERNANDEZ',
          tin: '123456789',
          date: '2026-03-05',
          amount: '1843.27',
          account: '0012304471',
          match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
          stop: true,
        },
        {
          partyId: 102,
          paymentId: 'PAY-102',
          name: 'CHUKWUEMEKA OKAFOR',
          tin: '234567890',
          date: '2026-03-10',
          amount: '250.00',
          alc: '97000002',
          match: { surname: 'OKAFOR', level: 'PROBABLE' },
        },
        {
          partyId: 103,
          paymentId: 'PAY-103',
          name: 'NOBODY DEAD',
          tin: '999887777',
          date: '2026-03-10',
          amount: '75.00',
        },
      ],
    });
    await seedPaymentFile(t, {
      group: 'DOD',
      fileName: 'DOD_PAY_20260402.txt',
      receivedAt: '2026-04-01T10:00:00Z',
      payments: [
        {
          partyId: 201,
          paymentId: 'PAY-201',
          name: 'MARIA HERNANDEZ',
          tin: '123456789',
          date: '2026-04-02',
          amount: '99.00',
          match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
          stop: true,
        },
      ],
    });
    await seedPaymentFile(t, {
      group: 'HUD',
      fileName: 'HUD_PAY.txt',
      receivedAt: '2026-03-02T10:00:00Z',
      payments: [
        {
          partyId: 301,
          paymentId: 'PAY-301',
          name: 'MARIA HERNANDEZ',
          tin: '123456789',
          date: '2026-03-03',
          amount: '10.00',
          alc: '86000001',
          match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
        },
      ],
    });
    headers = await t.as('portaluser');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ url, query, headers });
  const list = async (query: Record<string, string> = {}) => {
    const response = await get('/api/v1/payments', query);
    expect(response.statusCode, response.body).toBe(200);
    return PaymentSummaryList.parse(response.json());
  };
  const ids = (page: PaymentSummaryList) => page.data.map((row) => row.attributes.paymentId);

  it('offers DOD and DFAS with the ALCs of their payment files, never HUD', async () => {
    const response = await get('/api/v1/payments/filter-options');
    expect(response.statusCode).toBe(200);
    const options = PaymentFilterOptionList.parse(response.json()).data.map((row) => row.attributes);
    expect(options).toEqual([
      { accessGroupId: 'DFAS', alcList: '97000001,97000002' },
      { accessGroupId: 'DOD', alcList: '97000001' },
    ]);
  });

  it('lists the matched payments of DOD and below, latest payment first, TIN masked, paged with meta', async () => {
    const page = await list();
    expect(ids(page)).toEqual(['PAY-201', 'PAY-102', 'PAY-101']);
    expect(page.meta).toMatchObject({ 'current-page': 1, 'total-count': 3, 'total-pages': 1 });
    const first = page.data.find((row) => row.attributes.paymentId === 'PAY-101')?.attributes;
    expect(first).toMatchObject({
      tin: '*****6789',
      matchLevelNumber: 1,
      matchCount: '1',
      datasourceList: ['DMF'],
      paymentStatusCode: 'STOPPED',
      stopPaymentRuleIndicator: 'true',
      paymentAdjudicationStatusTypeCode: null,
      adjudicatedIndicator: 'false',
      suppressedMatchCount: '0',
    });
    const second = await list({ 'page[size]': '2', 'page[number]': '2' });
    expect(ids(second)).toEqual(['PAY-101']);
    expect(second.meta).toMatchObject({ 'current-page': 2, 'total-count': 3, 'total-pages': 2 });
  });

  it('filters by ALC, date, status, adjudication, level, source, amount and group, and sorts by any column', async () => {
    expect(ids(await list({ 'filter[agencyAlcCode]': '97000002' }))).toEqual(['PAY-102']);
    const march = { 'filter[workingPaymentDateFrom]': '2026-03-01', 'filter[workingPaymentDateTo]': '2026-03-31' };
    expect(ids(await list(march))).toEqual(['PAY-102', 'PAY-101']);
    expect(ids(await list({ 'filter[paymentStatusCode]': 'STOPPED' }))).toEqual(['PAY-201', 'PAY-101']);
    expect(ids(await list({ 'filter[paymentAdjudicationStatusTypeCode]': 'OPEN' }))).toHaveLength(3);
    expect(ids(await list({ 'filter[paymentAdjudicationStatusTypeCode]': 'PROPER (PENDING)' }))).toEqual([]);
    expect(ids(await list({ 'filter[matchLevelNumber]': '2' }))).toEqual(['PAY-102']);
    expect(ids(await list({ 'filter[datasource]': 'DMF' }))).toHaveLength(3);
    expect(ids(await list({ 'filter[datasource]': 'DOD' }))).toEqual([]);
    const amounts = { 'filter[paymentAmountFrom]': '100', 'filter[paymentAmountTo]': '1000' };
    expect(ids(await list(amounts))).toEqual(['PAY-102']);
    expect(ids(await list({ 'filter[accessGroupId]': 'DFAS' }))).toEqual(['PAY-102', 'PAY-101']);
    expect(ids(await list({ sort: 'paymentAmount' }))).toEqual(['PAY-201', 'PAY-102', 'PAY-101']);
    expect(ids(await list({ sort: '-matchLevelNumber' }))).toEqual(['PAY-102', 'PAY-201', 'PAY-101']);
    expect(ids(await list({ sort: 'payeeName' }))).toEqual(['PAY-102', 'PAY-101', 'PAY-201']);
  });

  it('refuses a sibling’s group filter, an unknown sort and a reversed amount range, saying where', async () => {
    const sibling = await get('/api/v1/payments', { 'filter[accessGroupId]': 'HUD' });
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json().errors[0]).toMatchObject({ source: { parameter: 'filter[accessGroupId]' } });
    expect((await get('/api/v1/payments', { sort: 'tin' })).statusCode).toBe(400);
    const reversed = await get('/api/v1/payments', {
      'filter[paymentAmountFrom]': '50',
      'filter[paymentAmountTo]': '5',
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('exports the filtered list as CSV with the TIN and the account masked', async () => {
    const response = await get('/api/v1/payments.csv', { 'filter[accessGroupId]': 'DFAS', sort: 'paymentId' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toContain('Payment ID,Agency party ID,ALC,Payee name,TIN');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('PAY-101,101,97000001,MARIA E HERNANDEZ,*****6789,SSN,****4471,2026-03-05,1843.27');
    expect(response.body).not.toContain('123456789');
    expect(response.body).not.toContain('0012304471');
  });

  it('shows a payment’s match with its explanation, rules and masked account, and audits the record shown', async () => {
    const before = (await auditRows(t.handle.db, 'record.read')).length;
    const response = await get('/api/v1/payments/details', {
      'filter[agencyPartyId]': '101',
      'filter[paymentId]': 'PAY-101',
      include: 'dmfPayment,dodPayment',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = PaymentDetailList.parse(response.json());
    expect(detail.data).toHaveLength(1);
    expect(detail.data[0]?.attributes).toMatchObject({
      paymentId: 'PAY-101',
      agencyPartyId: 101,
      searchSrcSysTypeCd: 'DMF',
      matchLevelCode: 'CONCLUSIVE',
      tin: '*****6789',
      payeeAccountNumber: '****4471',
      businessFileName: 'DFAS_PAY_20260305.txt',
      stopPaymentRuleCount: '1',
      stopPaymentRuleApplied: 'true',
      stopPaymentRuleLongDesc: 'Stop payment: a death 30 or more days before it.',
      businessRuleCount: '0',
      matchAdjudicationStatusTypeCode: '',
      matchAdjudicationDisplayCode: 'S',
      suppression: null,
    });
    expect(detail.data[0]?.attributes.explanation[0]).toMatchObject({ name: 'tin', value: 'exact' });
    expect(detail.data[0]?.attributes.ruleHits).toEqual([
      {
        ruleCode: 'SP-DEATH-30',
        kind: 'STOP',
        applied: true,
        longDesc: 'Stop payment: a death 30 or more days before it.',
      },
    ]);
    expect(detail.included).toHaveLength(1);
    expect(detail.included?.[0]).toMatchObject({ type: 'dmfPayment', attributes: { tin: '*****6789' } });
    expect(response.body).not.toContain('123456789');
    const reads = await auditRows(t.handle.db, 'record.read');
    expect(reads.length).toBe(before + 1);
    expect(reads[0]).toMatchObject({ datasource: 'dmf', resourceId: detail.included?.[0]?.id, userId: 'portaluser' });
    expect(reads[0]?.details).toMatchObject({ paymentId: 'PAY-101', area: 'payment' });
  });

  it('writes no disclosure when no record is asked for, and takes the payee’s latest payment without a payment id', async () => {
    const before = (await auditRows(t.handle.db, 'record.read')).length;
    const response = await get('/api/v1/payments/details', { 'filter[agencyPartyId]': '201' });
    expect(response.statusCode).toBe(200);
    expect(PaymentDetailList.parse(response.json()).data[0]?.attributes.paymentId).toBe('PAY-201');
    expect((await auditRows(t.handle.db, 'record.read')).length).toBe(before);
  });

  it('lists every payments call in the OpenAPI document under the payments tag', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const calls: Array<[string, string]> = [
      ['/api/v1/payments', 'get'],
      ['/api/v1/payments.csv', 'get'],
      ['/api/v1/payments/filter-options', 'get'],
      ['/api/v1/payments/details', 'get'],
      ['/api/v1/payments/adjudications', 'get'],
      ['/api/v1/payments/adjudications', 'post'],
      ['/api/v1/payments/adjudications/bulk', 'post'],
      ['/api/v1/payments/asr-submit-indicator', 'get'],
      ['/api/v1/payments/asr-submissions', 'post'],
      ['/api/v1/payments/suppressions', 'get'],
      ['/api/v1/payments/suppressions/{suppressionId}/lift', 'post'],
    ];
    for (const [path, method] of calls) expect(document.paths[path]?.[method]?.tags, path).toEqual(['payments']);
  });

  it('answers 404 for another group’s payment and for a payment it does not know', async () => {
    const sibling = await get('/api/v1/payments/details', {
      'filter[agencyPartyId]': '301',
      'filter[paymentId]': 'PAY-301',
    });
    expect(sibling.statusCode).toBe(404);
    expect(sibling.json().errors[0].detail).toContain('no payment PAY-301 of payee 301');
    expect((await get('/api/v1/payments/details', { 'filter[agencyPartyId]': '999' })).statusCode).toBe(404);
  });
});
