import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { rerunCall } from './agency-file-rerun-calls.js';
import type { CallContext, RouteCall } from './route-calls.js';

/** A one-party con-mon file of its own each time, so no cell is refused as a duplicate of another. */
async function conMonUpload(query: Record<string, string>): Promise<InjectOptions> {
  const data = new FormData();
  data.append(
    'file',
    new Blob([`agencyAlcCode,agencyPartyId,agencySourceFullName\n12345678,1,${randomUUID()}\n`]),
    'm.csv',
  );
  const body = new Response(data);
  return {
    method: 'POST',
    url: '/api/v1/con-mon/files',
    query,
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  };
}

/** A file the caller sent just before (a refused caller sent none: its own call is refused first anyway). */
async function sentFileId(c: CallContext): Promise<string> {
  const sent = await c.inject(await conMonUpload(c.query));
  const answer = sent.json() as { data?: Array<{ id: string }> };
  return answer.data?.[0]?.id ?? '999999';
}

/**
 * The con-mon intake and reads. The file the reads name (CallContext.conMonFileId) is enrolled
 * by DFAS, a child of the callers' DOD, so each relation cell tests the file's visibility; a
 * withdrawal takes a freshly enrolled file of its own, as a file is withdrawn once.
 */
export const conMonCalls: Record<string, RouteCall> = {
  'POST /api/v1/con-mon/files': { fn: 'CON_MON', success: 202, request: (c) => conMonUpload(c.query) },
  'GET /api/v1/con-mon/files/:agencyFrbFileId': {
    fn: 'CON_MON',
    success: 200,
    request: async (c) => ({ url: `/api/v1/con-mon/files/${await sentFileId(c)}`, query: c.query }),
  },
  'GET /api/v1/con-mon/files/:agencyFrbFileId/errors.csv': {
    fn: 'CON_MON',
    success: 200,
    request: async (c) => ({ url: `/api/v1/con-mon/files/${await sentFileId(c)}/errors.csv`, query: c.query }),
  },
  'POST /api/v1/con-mon/files/:agencyFrbFileId/cancel': {
    fn: 'CON_MON',
    success: 202,
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/con-mon/files/${await sentFileId(c)}/cancel`,
      query: c.query,
    }),
  },
  ...rerunCall('/api/v1/con-mon', 'CON_MON', sentFileId),
  'GET /api/v1/con-mon/summaries': {
    success: 200,
    request: (c) => ({ url: '/api/v1/con-mon/summaries', query: c.query }),
  },
  'GET /api/v1/con-mon/files/:agencyFrbFileId/detail': {
    success: 200,
    request: (c) => ({ url: `/api/v1/con-mon/files/${c.conMonFileId}/detail`, query: c.query }),
  },
  'GET /api/v1/con-mon/files/:agencyFrbFileId/detail/export.csv': {
    success: 200,
    request: (c) => ({ url: `/api/v1/con-mon/files/${c.conMonFileId}/detail/export.csv`, query: c.query }),
  },
  'GET /api/v1/con-mon/files/:agencyFrbFileId/series': {
    success: 200,
    request: (c) => ({ url: `/api/v1/con-mon/files/${c.conMonFileId}/series`, query: c.query }),
  },
  'GET /api/v1/con-mon/match-detail': {
    success: 200,
    request: (c) => ({
      url: '/api/v1/con-mon/match-detail',
      query: { ...c.query, 'filter[agencyFrbFileId]': c.conMonFileId, 'filter[agencyPartyId]': '1' },
    }),
  },
  'GET /api/v1/con-mon/deltas': {
    success: 200,
    request: (c) => ({ url: '/api/v1/con-mon/deltas', query: { ...c.query, 'filter[since]': '2000-01-01' } }),
  },
  'POST /api/v1/con-mon/files/:agencyFrbFileId/withdraw': {
    success: 200,
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/con-mon/files/${await c.enrolledConMonFile()}/withdraw`,
      query: c.query,
    }),
  },
};
