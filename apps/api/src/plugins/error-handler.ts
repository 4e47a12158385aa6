import type { ApiError, ErrorBody } from '@dnp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Database } from '@dnp/db';
import { actorOf, connectionOf, recordAudit } from '../domain/audit.js';
import { DomainError } from '../domain/domain-error.js';

function send(reply: FastifyReply, status: number, errors: ApiError[]): FastifyReply {
  const body: ErrorBody = { errors: errors as ErrorBody['errors'] };
  return reply.status(status).type('application/json').send(body);
}

function validationErrors(error: FastifyError, request: FastifyRequest): ApiError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return [{ status: '400', title: 'Bad Request', detail: error.message, meta: { requestId: request.id } }];
  }
  const where = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = path || where;
    return {
      status: '400',
      code: 'VALIDATION',
      title: 'Bad Request',
      detail: `${field}: ${issue.message}`,
      source: where === 'body' ? { pointer: issue.instancePath || '/' } : { parameter: path || where },
      meta: { requestId: request.id },
    };
  });
}

async function auditDenial(db: Database, request: FastifyRequest, error: DomainError): Promise<void> {
  // The address and client request id come from the request itself, also when no context was built.
  const actor = {
    ...(error.denial?.actor ?? (request.portal ? actorOf(request.portal) : { requestId: request.id })),
    ...connectionOf(request),
  };
  await recordAudit(db, actor, {
    action: error.denial?.action ?? 'access.denied',
    outcome: 'denied',
    details: {
      reason: error.detail,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      ...error.denial?.details,
    },
  });
}

export interface ErrorHandlerOptions {
  production: boolean;
  db: Database;
  /** The web app's index.html: page paths the server does not know belong to the browser router. */
  webIndexHtml?: string | undefined;
}

function isPageRequest(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    String(request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * A stack trace names files, queries and sometimes data: it reaches a body only outside production
 * and only for a signed-in caller of a non-public route (the portal context is set only there),
 * so a public route or a request that failed before sign-in never shows one.
 */
function stackTraceFor(error: FastifyError, request: FastifyRequest, production: boolean): { stackTrace?: string } {
  if (production || !request.portal) return {};
  return { stackTrace: error.stack ?? String(error) };
}

/**
 * One place maps every failure to the JSON:API error body. A 5xx says only
 * "Internal Server Error" and the request id; the stack trace goes to the log.
 */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // Every refusal (403) and every volume limit reached (429) leaves an audit row.
      if (error.code === 'FORBIDDEN' || error.denial) await auditDenial(options.db, request, error);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.status, [
        {
          status: String(error.status),
          code: error.code,
          title: error.title,
          detail: error.detail,
          ...(error.source ? { source: error.source } : {}),
          meta: { requestId: request.id },
        },
      ]);
    }
    if (error.validation) return send(reply, 400, validationErrors(error, request));
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const title = status === 429 ? 'Too Many Requests' : status === 413 ? 'Payload Too Large' : 'Bad Request';
      return send(reply, status, [
        { status: String(status), title, detail: error.message, meta: { requestId: request.id } },
      ]);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, [
      {
        status: '500',
        title: 'Internal Server Error',
        detail: `Internal Server Error. Quote request id ${request.id} when you report it.`,
        meta: { requestId: request.id, ...stackTraceFor(error, request, options.production) },
      },
    ]);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.webIndexHtml && isPageRequest(request)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(options.webIndexHtml);
    }
    return send(reply, 404, [
      {
        status: '404',
        title: 'Not Found',
        detail: `No such resource: ${request.method} ${request.url.split('?')[0]}`,
        meta: { requestId: request.id },
      },
    ]);
  });
}
