import { ACCESS_GROUP_PARAM, BACKGROUND_REQUEST_HEADER, type BusinessFunction } from '@dnp/contracts';
import type { Database } from '@dnp/db';
import type { ReadAccessRows } from '../domain/access-rows.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, connectionOf, recordAudit } from '../domain/audit.js';
import { DomainError, forbidden } from '../domain/domain-error.js';
import { loadRequestContext, type RequestContext } from '../domain/request-context.js';
import type { SessionStore } from '../domain/sessions.js';
import type { TokenVerifier } from '../domain/token-verifier.js';

/**
 * Every route declares who may call it (docs/authorization.md). A route
 * without a policy cannot be registered, and a test lists them all.
 */
export type RoutePolicy =
  | { access: 'public'; why: string }
  /** Any user with a role in an active group; the action checks anything finer (datasource, area). */
  | { access: 'signedIn' }
  | { access: 'function'; fn: BusinessFunction };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    portal?: RequestContext;
  }
}

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly policy: RoutePolicy | undefined;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new DomainError('UNAUTHENTICATED', 'Sign in: the request has no bearer access token.');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new DomainError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <access token>".');
  return match[1];
}

function requestedGroup(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[ACCESS_GROUP_PARAM];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(value)) {
    throw new DomainError('BAD_REQUEST', `${ACCESS_GROUP_PARAM} must be an access group id.`, {
      parameter: ACCESS_GROUP_PARAM,
    });
  }
  return value;
}

/** The signed-in context of a request whose route is not public. */
export function portalContext(request: FastifyRequest): RequestContext {
  // The onRequest hook sets it on every non-public route before the handler runs.
  if (!request.portal) throw new Error(`route ${request.url} used the portal context without a signed-in policy`);
  return request.portal;
}

export function registerAuthorization(
  app: FastifyInstance,
  deps: {
    db: Database;
    verifier: TokenVerifier;
    readAccessRows: ReadAccessRows;
    sessions: SessionStore;
    now: () => Date;
  },
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read the policy when asked: onRoute hooks of plugins registered later may still set it.
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        get policy() {
          return route.config?.policy;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.policy;
    // Unknown routes (404) carry no policy and reach the not-found handler.
    if (!policy) {
      if (request.is404) return;
      throw new Error(`route ${request.routeOptions.url} has no policy`);
    }
    if (policy.access === 'public') return;

    const token = await deps.verifier.verify(bearerToken(request));
    const ctx = await loadRequestContext(deps.readAccessRows, {
      requestId: request.id,
      token,
      requestedGroupId: requestedGroup(request),
      connection: connectionOf(request),
    });
    // After the account check, so only registered users get a session record.
    ctx.sessionKey = await deps.sessions.check({
      userId: ctx.user.id,
      token,
      now: deps.now(),
      activity: request.headers[BACKGROUND_REQUEST_HEADER] !== 'true',
      actor: actorOf(ctx),
    });
    if (policy.access === 'function' && !ctx.user.functions.has(policy.fn)) {
      throw forbidden(
        `This part of Do Not Pay needs the ${policy.fn} business function, which your account does not have.`,
        {
          actor: actorOf(ctx),
          details: { required: policy.fn },
        },
      );
    }
    if (ctx.impersonating) {
      await recordAudit(deps.db, actorOf(ctx), {
        action: 'impersonate',
        outcome: 'allowed',
        details: { method: request.method, route: request.routeOptions.url },
      });
    }
    request.portal = ctx;
  });
  return routes;
}
