import type { DatasourceApiName, Disclosure } from '@dnp/contracts';
import { and, auditLog, desc, eq, inArray, sql, type Database } from '@dnp/db';

/** Audit actions that hand a record's contents to a user. */
const disclosingActions = ['search', 'record.read', 'tin.reveal'];

/**
 * The accounting of disclosures of one record (Privacy Act 5 U.S.C. 552a(c)):
 * every search that returned it and every read of it, newest first.
 */
export async function listDisclosures(
  db: Database,
  input: { datasource: DatasourceApiName; recordId: number },
): Promise<Array<{ id: string; attributes: Disclosure }>> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.datasource, input.datasource),
        inArray(auditLog.action, disclosingActions),
        eq(auditLog.outcome, 'allowed'),
        sql`${auditLog.details} -> 'recordIds' @> ${JSON.stringify([input.recordId])}::jsonb`,
      ),
    )
    .orderBy(desc(auditLog.id));
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
}
