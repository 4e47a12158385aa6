import type { Meta } from '@dnp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Wraps plain records in the JSON:API list envelope with the standard meta. */
export function listResponse<TType extends string, TAttrs>(
  request: FastifyRequest,
  reply: FastifyReply,
  type: TType,
  items: ReadonlyArray<{ id: string; attributes: TAttrs }>,
  meta: Meta = {},
) {
  return {
    data: items.map((item) => ({ id: item.id, type, attributes: item.attributes })),
    meta: {
      'transaction-id': request.id,
      timing: Math.round(reply.elapsedTime),
      'total-count': items.length,
      ...meta,
    },
    links: { self: request.url },
  };
}

export function emptyResponse(request: FastifyRequest) {
  return { data: [] as never[], meta: { 'transaction-id': request.id } };
}
