import { agencyFiles, agencyParties, matchResults, payments, type DbHandle } from '@dnp/db';
import type { RouteCall } from './route-calls.js';

const payment = { paymentId: 'MATRIX-PAY-1', agencyPartyId: 1 };

/**
 * A screened payment of DFAS (DOD's child) matched to the matrix's DMF record: every caller
 * that may act for DOD or DFAS sees and adjudicates it. Research notes (IN PROGRESS, save)
 * leave it open, so every cell may record one again.
 */
export async function seedMatrixPayment(handle: DbHandle, recordId: number): Promise<void> {
  const [file] = await handle.db
    .insert(agencyFiles)
    .values({
      area: 'payment',
      accessGroupId: 'DFAS',
      fileName: 'matrix-payments.csv',
      rowCount: 1,
      matchedAt: new Date(),
    })
    .returning({ id: agencyFiles.id });
  const fileId = Number(file?.id);
  await handle.db.insert(agencyParties).values({
    fileId,
    partyId: 1,
    line: 2,
    alc: '12345678',
    fullName: 'MARIA HERNANDEZ',
    tin: '123456789',
    tinType: 'SSN',
    paymentAmount: '10.00',
  });
  await handle.db.insert(payments).values({
    fileId,
    partyId: 1,
    paymentId: payment.paymentId,
    scheduleNumber: 'S1',
    paymentType: 'SALARY',
    workingPaymentDate: '2026-01-15',
    agencySrcSys: 'PAM',
    paymentStatus: 'ISSUED',
    accessGroupId: 'DFAS',
    agencyAlcCode: '12345678',
    paymentAmount: '10.00',
    bestMatchLevel: 'PROBABLE',
    matchCount: 1,
    matchedSources: ['dmf'],
    lastMatchedAt: new Date('2026-01-16T00:00:00Z'),
  });
  await handle.db.insert(matchResults).values({
    fileId,
    partyId: 1,
    apiName: 'dmf',
    recordId,
    level: 'PROBABLE',
    matchType: 'TIN MATCH',
    score: 0.9,
    matchedName: 'MARIA ELENA HERNANDEZ',
    explanation: [],
    matchedAt: new Date('2026-01-16T00:00:00Z'),
  });
}

const researchNote = {
  data: { attributes: { ...payment, matchAdjudicationStatusTypeCode: 'IN PROGRESS', action: 'save' } },
};

/**
 * The payment calls. The matrix's callers act for DOD or DFAS, never for the root of the tree,
 * so the level-1 group's calls (ASR submission, lifting a suppression) are refused even to a
 * caller with PAYMENTS: their success is tested in payments-asr.test.ts.
 */
export const paymentCalls: Record<string, RouteCall> = {
  'GET /api/v1/payments/filter-options': {
    success: 200,
    request: (c) => ({ url: '/api/v1/payments/filter-options', query: c.query }),
  },
  'GET /api/v1/payments': { success: 200, request: (c) => ({ url: '/api/v1/payments', query: c.query }) },
  'GET /api/v1/payments.csv': { success: 200, request: (c) => ({ url: '/api/v1/payments.csv', query: c.query }) },
  'GET /api/v1/payments/details': {
    success: 200,
    request: (c) => ({ url: '/api/v1/payments/details', query: { ...c.query, 'filter[agencyPartyId]': '1' } }),
  },
  'GET /api/v1/payments/adjudications': {
    success: 200,
    request: (c) => ({ url: '/api/v1/payments/adjudications', query: { ...c.query, 'filter[agencyPartyId]': '1' } }),
  },
  'POST /api/v1/payments/adjudications': {
    success: 200,
    request: (c) => ({ method: 'POST', url: '/api/v1/payments/adjudications', query: c.query, payload: researchNote }),
  },
  'POST /api/v1/payments/adjudications/bulk': {
    success: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/payments/adjudications/bulk',
      query: c.query,
      payload: {
        data: { attributes: { payments: [payment], matchAdjudicationStatusTypeCode: 'IN PROGRESS', action: 'save' } },
      },
    }),
  },
  'GET /api/v1/payments/asr-submit-indicator': {
    success: 200,
    request: (c) => ({
      url: '/api/v1/payments/asr-submit-indicator',
      query: { ...c.query, report_month: '01', report_year: '2026' },
    }),
  },
  'POST /api/v1/payments/asr-submissions': {
    success: 403,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/payments/asr-submissions',
      query: c.query,
      payload: { data: { attributes: { reportMonth: '01', reportYear: '2026' } } },
    }),
  },
  'GET /api/v1/payments/suppressions': {
    success: 200,
    request: (c) => ({ url: '/api/v1/payments/suppressions', query: c.query }),
  },
  'POST /api/v1/payments/suppressions/:suppressionId/lift': {
    success: 403,
    request: (c) => ({ method: 'POST', url: '/api/v1/payments/suppressions/1/lift', query: c.query }),
  },
};
