import { catalogEntry, DatasourceApiName, type MatchSuppression } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

interface SuppressionRow {
  id: string;
  level1_group_id: string;
  agency_party_id: string;
  full_name: string;
  api_name: string;
  payment_id: string;
  file_id: string;
  reason: string | null;
  decided_by: string;
  decided_at: Date | string;
  lifted_by: string | null;
  lifted_at: Date | string | null;
}

/** At most this many suppressions per answer, newest first: a tree decides a few a day. */
const MAX_SUPPRESSIONS = 1000;

/**
 * The false-positive suppressions decided on payments the caller may see (its group and below),
 * active and lifted, newest first. The record's natural key stays on the server: for DMF it is an SSN.
 */
export async function listSuppressions({
  deps,
  ctx,
}: ActionArgs): Promise<Array<{ id: string; attributes: MatchSuppression }>> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const rows = await queryRows<SuppressionRow>(
    deps.handle,
    `select s.id::text as id, s.level1_group_id, s.agency_party_id, a.full_name, s.api_name, p.payment_id,
            s.file_id::text as file_id, s.reason, s.decided_by, s.decided_at, s.lifted_by, s.lifted_at
       from match_suppressions s
       join agency_files f on f.id = s.file_id
       join payments p on p.file_id = s.file_id and p.party_id = s.party_id
       join agency_parties a on a.file_id = s.file_id and a.party_id = s.party_id
      where f.access_group_id = any($1::text[])
      order by s.decided_at desc, s.id desc
      limit ${MAX_SUPPRESSIONS}`,
    [[...ctx.visibleGroupIds]],
  );
  return rows.map((row) => ({
    id: row.id,
    attributes: {
      level1AccessGroupId: row.level1_group_id,
      agencyPartyId: Number(row.agency_party_id),
      payeeName: row.full_name,
      searchSrcSysTypeCd: catalogEntry(DatasourceApiName.parse(row.api_name)).srcSysTypeCd,
      paymentId: row.payment_id,
      agencyFrbFileId: row.file_id,
      reason: row.reason,
      decidedBy: row.decided_by,
      decidedAt: new Date(row.decided_at).toISOString(),
      active: row.lifted_at === null,
      liftedBy: row.lifted_by,
      liftedAt: row.lifted_at === null ? null : new Date(row.lifted_at).toISOString(),
    },
  }));
}
