import { currentTermsVersion } from '@dnp/db';
import type { BusinessFunction } from '@dnp/contracts';
import type { InjectOptions } from 'fastify';
import { rerunCall } from './agency-file-rerun-calls.js';
import { batchMatchCalls } from './batch-match-calls.js';
import { paymentCalls } from './payment-calls.js';
import { paymentIntakeCalls } from './payment-intake-calls.js';
import { reportCalls } from './report-calls.js';
import { conMonCalls } from './con-mon-calls.js';
import { sourceLoadCalls } from './source-load-calls.js';
import { randomUUID } from 'node:crypto';

/** What a matrix cell needs to build its request: who asks, and a way to ask something else first. */
export interface CallContext {
  headers: Record<string, string>;
  /** The acting group's query parameter, or {} when the cell acts for the home group. */
  query: Record<string, string>;
  /** A record every cell may name: a Death Master File record (DOD and DFAS hold the grant). */
  recordId: string;
  /** A batch-match file sent by DFAS, with party 1 matched to `recordId` (batch-match-calls.ts). */
  batchFileId: string;
  /** A con-mon file enrolled by DFAS, with party 1 matched to `recordId` (con-mon-calls.ts). */
  conMonFileId: string;
  /** Enrolls another such file: a withdrawal needs a file still enrolled. */
  enrolledConMonFile(): Promise<string>;
  /** Runs another request as the same caller (e.g. the search a reveal must name). */
  inject(options: InjectOptions): Promise<{ statusCode: number; json(): unknown }>;
}

export interface RouteCall {
  /** A business function the action needs although the route's policy is only "signed in". */
  fn?: BusinessFunction;
  /** Only a Do Not Pay administrator succeeds (the matrix's callers are agency users, so never). */
  administratorOnly?: true;
  /** The status of a caller who may do it. */
  success: number;
  request(ctx: CallContext): Promise<InjectOptions> | InjectOptions;
}

const searchBody = { data: { attributes: { searchCriteria: 'NAME', name: 'Chukwuemeka Okafor' } } };

/** A one-party batch file of its own each time, so no cell is refused as a duplicate of another. */
async function batchUpload(query: Record<string, string>): Promise<InjectOptions> {
  const data = new FormData();
  data.append(
    'file',
    new Blob([`agencyAlcCode,agencyPartyId,agencySourceFullName\n12345678,1,${randomUUID()}\n`]),
    'm.csv',
  );
  const body = new Response(data);
  return {
    method: 'POST',
    url: '/api/v1/batch-match/files',
    query,
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  };
}

/** A file the caller sent just before (a refused caller sent none: its own call is refused first anyway). */
async function batchFileId(c: CallContext): Promise<string> {
  const sent = await c.inject(await batchUpload(c.query));
  const answer = sent.json() as { data?: Array<{ id: string }> };
  return answer.data?.[0]?.id ?? '999999';
}

/**
 * How to call each route of the API, keyed "METHOD url" as Fastify registers it. The matrix
 * test fails for a route without an entry here, so every new route joins the matrix.
 */
export const routeCalls: Record<string, RouteCall> = {
  'GET /api/v1/users/current': { success: 200, request: (c) => ({ url: '/api/v1/users/current', query: c.query }) },
  'GET /api/v1/access-groups': { success: 200, request: (c) => ({ url: '/api/v1/access-groups', query: c.query }) },
  'GET /api/v1/datasources': { success: 200, request: (c) => ({ url: '/api/v1/datasources', query: c.query }) },
  'GET /api/v1/datasources/:apiName': {
    success: 200,
    request: (c) => ({ url: '/api/v1/datasources/ofac', query: c.query }),
  },
  'GET /api/v1/feature-flags': { success: 200, request: (c) => ({ url: '/api/v1/feature-flags', query: c.query }) },
  'PATCH /api/v1/feature-flags/:key': {
    administratorOnly: true,
    success: 200,
    request: (c) => ({
      method: 'PATCH',
      url: '/api/v1/feature-flags/termsAndConditions',
      query: c.query,
      payload: { data: { attributes: { enabled: true } } },
    }),
  },
  'GET /api/v1/terms': { success: 200, request: (c) => ({ url: '/api/v1/terms', query: c.query }) },
  'POST /api/v1/events/login': {
    success: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/events/login',
      query: c.query,
      payload: { data: { attributes: {} } },
    }),
  },
  'POST /api/v1/events/terms': {
    success: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/events/terms',
      query: c.query,
      payload: { data: { attributes: { termsVersion: currentTermsVersion } } },
    }),
  },
  'POST /api/v1/events/logout': {
    success: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/events/logout',
      query: c.query,
      payload: { data: { attributes: { reason: 'user' } } },
    }),
  },
  'GET /api/v1/announcements': { success: 200, request: (c) => ({ url: '/api/v1/announcements', query: c.query }) },
  'GET /api/v1/new-file-indicators/:area': {
    fn: 'BATCH_MATCHING',
    success: 200,
    request: (c) => ({ url: '/api/v1/new-file-indicators/batchMatch', query: c.query }),
  },
  'POST /api/v1/new-file-indicators/:area/views': {
    fn: 'CON_MON',
    success: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/new-file-indicators/conMon/views',
      query: c.query,
      payload: { data: { attributes: {} } },
    }),
  },
  'POST /api/v1/search/:apiName': {
    success: 200,
    request: (c) => ({ method: 'POST', url: '/api/v1/search/dmf', query: c.query, payload: searchBody }),
  },
  'GET /api/v1/:apiName/:id': { success: 200, request: (c) => ({ url: `/api/v1/dmf/${c.recordId}`, query: c.query }) },
  'POST /api/v1/:apiName/:id/tin-reveal': {
    success: 200,
    request: async (c) => {
      // A reveal names the search it came from: the same caller searches first.
      const search = await c.inject({ method: 'POST', url: '/api/v1/search/dmf', query: c.query, payload: searchBody });
      const answer = search.json() as { data?: Array<{ id: string }>; meta?: Record<string, unknown> };
      const transactionId = answer.meta?.['transaction-id'];
      // The record the search returned (a refused search returned none: the reveal is refused first anyway).
      const recordId = answer.data?.[0]?.id ?? c.recordId;
      return {
        method: 'POST',
        url: `/api/v1/dmf/${recordId}/tin-reveal`,
        query: c.query,
        payload: {
          data: { attributes: { reason: 'verify before stopping payment', searchTransactionId: transactionId } },
        },
      };
    },
  },
  'POST /api/v1/batch-match/files': { fn: 'BATCH_MATCHING', success: 202, request: (c) => batchUpload(c.query) },
  'GET /api/v1/batch-match/files/:agencyFrbFileId': {
    fn: 'BATCH_MATCHING',
    success: 200,
    request: async (c) => ({ url: `/api/v1/batch-match/files/${await batchFileId(c)}`, query: c.query }),
  },
  'GET /api/v1/batch-match/files/:agencyFrbFileId/errors.csv': {
    fn: 'BATCH_MATCHING',
    success: 200,
    request: async (c) => ({ url: `/api/v1/batch-match/files/${await batchFileId(c)}/errors.csv`, query: c.query }),
  },
  'POST /api/v1/batch-match/files/:agencyFrbFileId/cancel': {
    fn: 'BATCH_MATCHING',
    success: 202,
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/batch-match/files/${await batchFileId(c)}/cancel`,
      query: c.query,
    }),
  },
  ...rerunCall('/api/v1/batch-match', 'BATCH_MATCHING', batchFileId),
  'GET /api/v1/audit/disclosures': {
    success: 200,
    request: (c) => ({
      url: '/api/v1/audit/disclosures',
      query: { ...c.query, datasource: 'dmf', recordId: c.recordId },
    }),
  },
  ...batchMatchCalls,
  ...paymentCalls,
  ...paymentIntakeCalls,
  ...conMonCalls,
  ...sourceLoadCalls,
  ...reportCalls,
};
