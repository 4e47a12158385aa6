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
  return resourceListResponse(
    request,
    reply,
    items.map((item) => ({ id: item.id, type, attributes: item.attributes })),
    meta,
  );
}

/** The same envelope for resources that carry their own type: a datasource's records, typed per source. */
export function resourceListResponse<TResource extends { id: string; type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  resources: readonly TResource[],
  meta: Meta = {},
) {
  return {
    data: [...resources],
    meta: {
      'transaction-id': request.id,
      timing: Math.round(reply.elapsedTime),
      'total-count': resources.length,
      ...meta,
    },
    links: { self: request.url },
  };
}

export function emptyResponse(request: FastifyRequest) {
  return { data: [] as never[], meta: { 'transaction-id': request.id } };
}
