import type { PaymentFilterOption } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

/**
 * The groups the caller may filter the payment list by (the acting group and its descendants),
 * each with the ALCs its payment files carry: the portal keeps no other register of ALCs, and a
 * group that never sent a payment file has none to filter by, so it is left out.
 */
export async function getPaymentFilterOptions({
  deps,
  ctx,
}: ActionArgs): Promise<Array<{ id: string; attributes: PaymentFilterOption }>> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const rows = await queryRows<{ access_group_id: string; alcs: string }>(
    deps.handle,
    `select f.access_group_id, string_agg(distinct a.alc, ',' order by a.alc) as alcs
       from agency_files f
       join payments p on p.file_id = f.id
       join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
      where f.area = 'payment' and f.access_group_id = any($1::text[])
      group by f.access_group_id
      order by f.access_group_id`,
    [[...ctx.visibleGroupIds]],
  );
  return rows.map((row) => ({
    id: row.access_group_id,
    attributes: { accessGroupId: row.access_group_id, alcList: row.alcs },
  }));
}
