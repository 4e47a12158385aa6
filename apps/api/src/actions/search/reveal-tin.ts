import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import { readRecords, type DbHandle } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { notFound } from '../../domain/domain-error.js';
import { assertDatasourceAllowed } from '../../domain/datasource-access.js';
import type { RequestContext } from '../../domain/request-context.js';

/** The full TIN of one record, shown on purpose: the reason and the reveal are audited first. */
export async function revealTin(
  handle: DbHandle,
  ctx: RequestContext,
  input: { apiName: DatasourceApiName; id: number; reason: string },
): Promise<string> {
  const { apiName, id } = input;
  assertDatasourceAllowed(ctx, apiName, 'read records of', id);
  const [stored] = await readRecords(handle, apiName, [id], false);
  const tin = (stored?.record as { tin?: string | null } | undefined)?.tin;
  if (!stored || !tin) throw notFound(`${catalogEntry(apiName).displayName} record ${id} has no TIN to show.`);
  await recordAudit(handle.db, actorOf(ctx), {
    action: 'tin.reveal',
    outcome: 'allowed',
    datasource: apiName,
    resourceType: apiName,
    resourceId: String(id),
    details: { reason: input.reason, recordIds: [id] },
  });
  return tin;
}
