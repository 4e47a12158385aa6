import type { InjectOptions } from 'fastify';
import { randomInt } from 'node:crypto';
import type { CallContext, RouteCall } from './route-calls.js';

/** A one-line Publication 78 file to load; the matrix never runs the load, only queues it. */
async function sourceUpload(query: Record<string, string>): Promise<InjectOptions> {
  const data = new FormData();
  const ein = String(randomInt(1, 999_999_999)).padStart(9, '0');
  data.append('file', new Blob([`${ein}|MATRIX CHARITY|AUSTIN|TX|United States|PC\n`]), 'pub78.txt');
  const body = new Response(data);
  return {
    method: 'POST',
    url: '/api/v1/datasources/pub78/loads',
    query,
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  };
}

/** A load the caller queued just before (a refused caller queued none: its own call is refused first anyway). */
async function sourceLoadId(c: CallContext): Promise<string> {
  const sent = await c.inject(await sourceUpload(c.query));
  const answer = sent.json() as { data?: Array<{ id: string }> };
  return answer.data?.[0]?.id ?? '999999';
}

/**
 * Source loads (DATASOURCE_LOAD): not scoped to a group, so every caller that holds the
 * function and may act for the group it names succeeds.
 */
export const sourceLoadCalls: Record<string, RouteCall> = {
  'POST /api/v1/datasources/:apiName/loads': { success: 202, request: (c) => sourceUpload(c.query) },
  'GET /api/v1/datasources/:apiName/loads/:sourceLoadId': {
    success: 200,
    request: async (c) => ({ url: `/api/v1/datasources/pub78/loads/${await sourceLoadId(c)}`, query: c.query }),
  },
  'GET /api/v1/datasources/loads': {
    success: 200,
    request: (c) => ({ url: '/api/v1/datasources/loads', query: c.query }),
  },
};
