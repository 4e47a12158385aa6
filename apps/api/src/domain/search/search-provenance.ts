import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import { and, auditLog, eq, gt, sql, type Executor } from '@dnp/db';
import { actorOf } from '../audit.js';
import { forbidden } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';

/**
 * How old a search a reveal may cite: a working day and more (the web app keeps results only
 * while its page is open, and a sign-in lasts 12 hours at most), and it bounds the look-up to
 * the user's recent rows on the audit log's (user_id, occurred_at) index.
 */
export const CITABLE_SEARCH_HOURS = 24;

/**
 * Refuses (403, audited) unless this user's own search with that transaction id, in the last
 * CITABLE_SEARCH_HOURS, returned this record: a TIN is shown only for a record a search put in
 * front of the user, never for an id a script counts through. The search's audit row, written
 * by the search action with the server's transaction id, is the evidence.
 */
export async function requireReturnedBySearch(
  db: Executor,
  ctx: RequestContext,
  cited: { apiName: DatasourceApiName; recordId: number; searchTransactionId: string },
): Promise<void> {
  const { apiName, recordId, searchTransactionId } = cited;
  const [search] = await db
    .select({ datasource: auditLog.datasource, recordIds: sql<unknown>`${auditLog.details} -> 'recordIds'` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, ctx.user.id),
        gt(auditLog.occurredAt, sql`now() - make_interval(hours => ${CITABLE_SEARCH_HOURS}::int)`),
        eq(auditLog.action, 'search'),
        eq(auditLog.outcome, 'allowed'),
        eq(auditLog.transactionId, searchTransactionId),
      ),
    )
    .limit(1);
  const details = { datasource: apiName, recordId, searchTransactionId };
  const source = catalogEntry(apiName).displayName;
  if (!search) {
    // Another user's search reads the same as none: the refusal tells nothing about others.
    throw forbidden(
      `Transaction ${searchTransactionId} is not a search you made in the last ${CITABLE_SEARCH_HOURS} hours. ` +
        'A full TIN is shown only for a record your own search returned: search again and open the record from its results.',
      { actor: actorOf(ctx), details: { ...details, refused: 'no such search' } },
    );
  }
  const returned = Array.isArray(search.recordIds) && search.recordIds.includes(recordId);
  if (search.datasource !== apiName || !returned) {
    throw forbidden(
      `Your search ${searchTransactionId} did not return ${source} record ${recordId}. ` +
        'A full TIN is shown only for a record the search you name returned.',
      { actor: actorOf(ctx), details: { ...details, refused: 'not returned by that search' } },
    );
  }
}
