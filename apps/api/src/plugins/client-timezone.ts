import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/domain-error.js';

const PARAM = 'client_timezone_offset';

function parseOffset(value: unknown, where: { parameter?: string; pointer?: string }): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const offset = typeof value === 'number' ? value : Number(value);
  // Real zones lie between UTC-12 and UTC+14: -840..720 minutes in Date#getTimezoneOffset terms.
  if (!Number.isInteger(offset) || offset < -840 || offset > 840) {
    throw new DomainError('BAD_REQUEST', `${PARAM} must be whole minutes between -840 and 840.`, where);
  }
  return offset;
}

/**
 * The client sends its time-zone offset on every call (spec section 7): in the
 * query of a GET, in body meta of a POST. It is kept on the request context
 * for date display and audit; a malformed one is refused.
 */
export function registerClientTimezone(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const fromQuery = parseOffset((request.query as Record<string, unknown> | undefined)?.[PARAM], {
      parameter: PARAM,
    });
    const meta = (request.body as { meta?: Record<string, unknown> } | undefined)?.meta;
    const fromBody = parseOffset(meta?.[PARAM], { pointer: `/meta/${PARAM}` });
    const offset = fromBody ?? fromQuery;
    if (request.portal && offset !== undefined) request.portal.clientTimezoneOffset = offset;
  });
}
