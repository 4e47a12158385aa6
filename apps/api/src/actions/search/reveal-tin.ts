import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import { readRecords } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { notFound } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/** The full TIN of one record, shown on purpose: the reason and the reveal are audited first. */
export async function revealTin({
  deps,
  ctx,
  input,
}: ActionArgs<{ apiName: DatasourceApiName; id: number; reason: string }>): Promise<string> {
  await authorize(
    { deps, ctx },
    { fn: 'ONLINE_SEARCH', datasource: { apiName: input.apiName, doing: 'read records of', recordId: input.id } },
  );
  const { apiName, id } = input;
  const { handle } = deps;
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
