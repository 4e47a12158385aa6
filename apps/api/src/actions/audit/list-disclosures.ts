import type { DatasourceApiName, Disclosure } from '@dnp/contracts';
import { and, auditLog, desc, eq, inArray, sql, type SQL } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize, isDoNotPayAdministrator } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

/** Audit actions that hand a record's contents to a user. */
const disclosingActions = ['search', 'record.read', 'tin.reveal'];

/**
 * The accounting of disclosures of one record (Privacy Act 5 U.S.C. 552a(c)):
 * every search that returned it and every read of it, newest first. An agency's
 * administrator sees the disclosures made by users whose home group lies in the
 * acting group's tree; a Do Not Pay administrator sees every agency's, on
 * purpose. The accounting itself discloses who searched for what, so each read
 * of it is audited in the same transaction.
 */
export async function listDisclosures({
  deps,
  ctx,
  input,
}: ActionArgs<{ datasource: DatasourceApiName; recordId: number }>): Promise<
  Array<{ id: string; attributes: Disclosure }>
> {
  await authorize(
    { deps, ctx },
    {
      fn: 'ACCESS_GROUP_ADMIN',
      datasource: { apiName: input.datasource, doing: 'read records of', recordId: input.recordId },
    },
  );
  const everyAgency = isDoNotPayAdministrator(ctx);
  const conditions: SQL[] = [
    eq(auditLog.datasource, input.datasource),
    inArray(auditLog.action, disclosingActions),
    eq(auditLog.outcome, 'allowed'),
    sql`${auditLog.details} -> 'recordIds' @> ${JSON.stringify([input.recordId])}::jsonb`,
  ];
  if (!everyAgency) conditions.push(inArray(auditLog.homeAccessGroupId, [...ctx.visibleGroupIds]));
  return deps.handle.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.id));
    await recordAudit(tx, actorOf(ctx), {
      action: 'disclosure.list',
      outcome: 'allowed',
      datasource: input.datasource,
      resourceType: input.datasource,
      resourceId: String(input.recordId),
      resultCount: rows.length,
      details: { scope: everyAgency ? 'all agencies' : ctx.visibleGroupIds },
    });
    return rows.map((row) => ({
      id: String(row.id),
      attributes: {
        occurredAt: row.occurredAt.toISOString(),
        action: row.action,
        userId: row.userId,
        homeAccessGroupId: row.homeAccessGroupId,
        actingAccessGroupId: row.actingAccessGroupId,
        transactionId: row.transactionId,
        datasource: input.datasource,
        criteria: (row.details?.criteria as Record<string, unknown> | undefined) ?? null,
      },
    }));
  });
}
