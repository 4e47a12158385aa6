import { auditLog, type Executor } from '@dnp/db';
import type { RequestContext } from './request-context.js';

export type AuditAction =
  | 'search'
  | 'record.read'
  | 'tin.reveal'
  | 'adjudicate'
  | 'asr.submit'
  | 'suppression.lift'
  | 'impersonate'
  | 'access.denied'
  | 'access.limited'
  | 'session.login'
  | 'session.terms'
  | 'session.logout'
  | 'session.end'
  | 'feature-flag.change'
  | 'disclosure.list'
  | 'upload'
  | 'upload.cancel'
  | 'upload.rerun'
  | 'conMon.withdraw'
  | 'datasource.load'
  | 'report.run'
  | 'report.rows';

export interface AuditEntry {
  action: AuditAction;
  outcome: 'allowed' | 'denied';
  datasource?: string;
  resourceType?: string;
  resourceId?: string;
  resultCount?: number;
  transactionId?: string;
  details?: Record<string, unknown>;
}

/**
 * Appends one audit row. Callers pass the transaction that does the work, so
 * the row and the work commit or fail together.
 */
export interface AuditActor {
  /** The server's request id; a client's x-request-id is only ever clientRequestId. */
  requestId: string;
  clientAddress?: string;
  clientRequestId?: string;
  userId?: string;
  homeGroupId?: string;
  actingGroupId?: string;
}

export function actorOf(ctx: RequestContext): AuditActor {
  return {
    requestId: ctx.requestId,
    clientAddress: ctx.clientAddress,
    clientRequestId: ctx.clientRequestId,
    userId: ctx.user.id,
    homeGroupId: ctx.homeGroup.id,
    actingGroupId: ctx.actingGroup.id,
  };
}

export async function recordAudit(executor: Executor, who: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    requestId: who.requestId,
    transactionId: entry.transactionId ?? who.requestId,
    clientRequestId: who.clientRequestId ?? null,
    clientAddress: who.clientAddress ?? null,
    userId: who.userId ?? null,
    homeAccessGroupId: who.homeGroupId ?? null,
    actingAccessGroupId: who.actingGroupId ?? null,
    action: entry.action,
    outcome: entry.outcome,
    datasource: entry.datasource ?? null,
    resourceType: entry.resourceType ?? null,
    resourceId: entry.resourceId ?? null,
    resultCount: entry.resultCount ?? null,
    details: entry.details ?? null,
  });
}

/** What a client's x-request-id must look like to be kept (for correlation, never as our id). */
const CLIENT_REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Where a request came from, for its audit rows: the address Fastify gives (the socket's, or
 * TRUSTED_PROXIES' forwarded one) and the client's own request id when well-formed.
 */
export function connectionOf(request: {
  ip?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}): { clientAddress?: string; clientRequestId?: string } {
  const given = request.headers['x-request-id'];
  return {
    ...(request.ip ? { clientAddress: request.ip } : {}),
    ...(typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? { clientRequestId: given } : {}),
  };
}
