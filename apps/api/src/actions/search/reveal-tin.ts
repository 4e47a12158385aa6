import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import { readRecords } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { notFound } from '../../domain/domain-error.js';
import { requireReturnedBySearch } from '../../domain/search/search-provenance.js';
import { tinRevealVolume, withinVolumeLimit } from '../../domain/volume-limit.js';
import type { ActionArgs } from '../action.js';

/**
 * The full TIN of one record, shown on purpose: only for a record the user's own search returned
 * (the reveal names it), at most TIN_REVEALS_PER_DAY in any 24 hours, and audited, with the
 * reason and the search, before it is returned.
 */
export async function revealTin({
  deps,
  ctx,
  input,
}: ActionArgs<{
  apiName: DatasourceApiName;
  id: number;
  reason: string;
  searchTransactionId: string;
}>): Promise<string> {
  await authorize(
    { deps, ctx },
    { fn: 'ONLINE_SEARCH', datasource: { apiName: input.apiName, doing: 'read records of', recordId: input.id } },
  );
  const { apiName, id, searchTransactionId } = input;
  const { handle } = deps;
  await requireReturnedBySearch(handle.db, ctx, { apiName, recordId: id, searchTransactionId });
  const [stored] = await readRecords(handle, apiName, [id], false);
  const tin = (stored?.record as { tin?: string | null } | undefined)?.tin;
  if (!stored || !tin) throw notFound(`${catalogEntry(apiName).displayName} record ${id} has no TIN to show.`);
  await withinVolumeLimit({ deps, ctx }, tinRevealVolume(deps.config), (tx) =>
    recordAudit(tx, actorOf(ctx), {
      action: 'tin.reveal',
      outcome: 'allowed',
      datasource: apiName,
      resourceType: apiName,
      resourceId: String(id),
      // The reveal belongs to the search's transaction: the two rows are read together.
      transactionId: searchTransactionId,
      details: { reason: input.reason, recordIds: [id], searchTransactionId },
    }),
  );
  return tin;
}
