import { auditLog, type Executor } from '@dnp/db';
import type { RequestContext } from './request-context.js';

export type AuditAction =
  | 'search'
  | 'record.read'
  | 'tin.reveal'
  | 'adjudicate'
  | 'impersonate'
  | 'access.denied'
  | 'access.limited'
  | 'session.login'
  | 'session.terms'
  | 'session.logout'
  | 'session.end'
  | 'feature-flag.change'
  | 'disclosure.list';

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
  requestId: string;
  userId?: string;
  homeGroupId?: string;
  actingGroupId?: string;
}

export function actorOf(ctx: RequestContext): AuditActor {
  return {
    requestId: ctx.requestId,
    userId: ctx.user.id,
    homeGroupId: ctx.homeGroup.id,
    actingGroupId: ctx.actingGroup.id,
  };
}

export async function recordAudit(executor: Executor, who: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    requestId: who.requestId,
    transactionId: entry.transactionId ?? who.requestId,
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
