import type { PaymentAvailableReportFilter, ReportFiltersQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import { level1GroupOf } from '../../domain/payments/payment-scope.js';
import { reportDataOf, reportMonthsSql } from '../../domain/reports/report-months-sql.js';
import type { ActionArgs } from '../action.js';

/**
 * The months of the caller's tree that hold data for the report named (filter[reportName]), or
 * for any report without one, each with the level-1 group and the ALCs of that month's data. A
 * lower group's user sees its own subtree's months and ALCs only, under its level-1 group's name
 * (which owns the ASR).
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
  const rows = await queryRows<{ year: string; month: string; alcs: string }>(deps.handle, reportMonthsSql, [
    [...ctx.visibleGroupIds],
    input['filter[reportYearNumber]'] ?? null,
    reportDataOf(input['filter[reportName]']),
  ]);
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
