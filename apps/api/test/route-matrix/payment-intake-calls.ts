import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { rerunCall } from './agency-file-rerun-calls.js';
import type { CallContext, RouteCall } from './route-calls.js';

const HEADER =
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate';

/** A one-payment file of its own each time, so no cell is refused as a duplicate of another. */
async function paymentUpload(query: Record<string, string>): Promise<InjectOptions> {
  const data = new FormData();
  data.append(
    'file',
    new Blob([`${HEADER}\n12345678,S1,P1,1,${randomUUID()},111223333,SSN,10.00,N/A,2026-03-03\n`]),
    'p.csv',
  );
  const body = new Response(data);
  return {
    method: 'POST',
    url: '/api/v1/payments/files',
    query,
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  };
}

/** A payment file the caller sent just before (a refused caller sent none: its own call is refused first). */
async function paymentFileId(c: CallContext): Promise<string> {
  const sent = await c.inject(await paymentUpload(c.query));
  const answer = sent.json() as { data?: Array<{ id: string }> };
  return answer.data?.[0]?.id ?? '999999';
}

/** The payments intake: the agency-file routes under /api/v1/payments (PAYMENTS business function). */
export const paymentIntakeCalls: Record<string, RouteCall> = {
  'POST /api/v1/payments/files': { fn: 'PAYMENTS', success: 202, request: (c) => paymentUpload(c.query) },
  'GET /api/v1/payments/files/:agencyFrbFileId': {
    fn: 'PAYMENTS',
    success: 200,
    request: async (c) => ({ url: `/api/v1/payments/files/${await paymentFileId(c)}`, query: c.query }),
  },
  'GET /api/v1/payments/files/:agencyFrbFileId/errors.csv': {
    fn: 'PAYMENTS',
    success: 200,
    request: async (c) => ({ url: `/api/v1/payments/files/${await paymentFileId(c)}/errors.csv`, query: c.query }),
  },
  'POST /api/v1/payments/files/:agencyFrbFileId/cancel': {
    fn: 'PAYMENTS',
    success: 202,
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/payments/files/${await paymentFileId(c)}/cancel`,
      query: c.query,
    }),
  },
  ...rerunCall('/api/v1/payments', 'PAYMENTS', paymentFileId),
};
