import type { PaymentAvailableReportFilter, ReportFiltersQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import { level1GroupOf } from '../../domain/payments/payment-scope.js';
import type { ActionArgs } from '../action.js';

/**
 * The months of the caller's tree that hold screened payments, each with the level-1 group and
 * the ALCs of that month's payments. A lower group's user sees its own subtree's months and
 * ALCs only, under its level-1 group's name (which owns the ASR).
 */
export async function getReportFilters({
  deps,
  ctx,
  input,
}: ActionArgs<ReportFiltersQuery>): Promise<Array<{ id: string; attributes: PaymentAvailableReportFilter }>> {
  await authorize({ deps, ctx }, { fn: 'REPORTING' });
  const level1 = await level1GroupOf(deps.handle.db, ctx.actingGroup.id);
  const wanted = input['filter[level1AccessGroupId]'];
  if (wanted !== undefined && wanted !== level1) return [];
  const rows = await queryRows<{ year: string; month: string; alcs: string }>(
    deps.handle,
    `select to_char(p.working_payment_date, 'YYYY') as year, to_char(p.working_payment_date, 'MM') as month,
            string_agg(distinct a.alc, ',' order by a.alc) as alcs
       from agency_files f
       join payments p on p.file_id = f.id
       join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
      where f.area = 'payment' and f.access_group_id = any($1::text[])
        and ($2::text is null or to_char(p.working_payment_date, 'YYYY') = $2::text)
      group by 1, 2
      order by 1 desc, 2 desc`,
    [[...ctx.visibleGroupIds], input['filter[reportYearNumber]'] ?? null],
  );
  return rows.map((row) => ({
    id: `${level1}-${row.year}-${row.month}`,
    attributes: {
      reportYearNumber: row.year,
      reportMonthNumber: row.month,
      level1AccessGroupId: level1,
      agencyAlcList: row.alcs,
    },
  }));
}
