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
  // Each group's ALCs one after the next on payments_group_alc_idx: a few index probes per ALC,
  // however many payments carry it.
  const rows = await queryRows<{ access_group_id: string; alcs: string }>(
    deps.handle,
    `with recursive alcs(access_group_id, alc) as (
       select g, (select min(p.agency_alc_code) from payments p where p.access_group_id = g)
         from unnest($1::text[]) g
       union all
       select s.access_group_id,
              (select min(p.agency_alc_code) from payments p
                where p.access_group_id = s.access_group_id and p.agency_alc_code > s.alc)
         from alcs s where s.alc is not null)
     select access_group_id, string_agg(alc, ',' order by alc) as alcs
       from alcs where alc is not null
      group by access_group_id
      order by access_group_id`,
    [[...ctx.visibleGroupIds]],
  );
  return rows.map((row) => ({
    id: row.access_group_id,
    attributes: { accessGroupId: row.access_group_id, alcList: row.alcs },
  }));
}
