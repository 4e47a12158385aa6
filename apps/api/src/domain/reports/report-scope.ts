import type { ReportQuery } from '@dnp/contracts';
import type { Executor } from '@dnp/db';
import { groupFilterOf } from '../payments/group-filter.js';
import type { RequestContext } from '../request-context.js';

/** What every report statement is bound to: $1 groups, $2 the report's sources, $3..$4 the period, $5 ALCs. */
export interface ReportScope {
  groupIds: string[];
  /** First day of the period and the day after its last, so a month compares as a half-open range. */
  from: string;
  until: string;
  alcs: string[] | null;
}

export async function reportScopeOf(executor: Executor, ctx: RequestContext, query: ReportQuery): Promise<ReportScope> {
  const groups = await groupFilterOf(executor, ctx, query['filter[accessGroupId]']);
  const year = Number(query['filter[reportYearNumber]']);
  const month = query['filter[reportMonthNumber]'];
  const from = month === undefined ? `${year}-01-01` : `${year}-${month}-01`;
  const until =
    month === undefined
      ? `${year + 1}-01-01`
      : month === '12'
        ? `${year + 1}-01-01`
        : `${year}-${pad(Number(month) + 1)}-01`;
  return {
    groupIds: groups ?? [...ctx.visibleGroupIds],
    from,
    until,
    alcs: query['filter[agencyAlcCode]']?.split(',') ?? null,
  };
}

export const scopeParams = (scope: ReportScope, sources: readonly string[]): unknown[] => [
  scope.groupIds,
  sources,
  scope.from,
  scope.until,
  scope.alcs,
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A figure as a statement returns it; the columns a measure does not group by are null. */
export interface FigureRow {
  measure: string;
  period: string;
  alc: string;
  payment_type: string | null;
  api_name: string | null;
  best: number | null;
  status: string | null;
  value: string | number;
  amount: string | null;
}
