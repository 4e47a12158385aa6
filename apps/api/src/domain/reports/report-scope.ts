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

/**
 * The screened payments of the scope with their payee's ALC and amount, and each one's counted
 * matches (a match a false-positive suppression covers counts for nothing, as in the Payments
 * list): the common start of the payment reports' statements.
 */
export const scopedPaymentsSql = `
  scoped as (
    select p.file_id, p.party_id, to_char(p.working_payment_date, 'YYYY-MM') as period, a.alc,
           p.payment_type, p.payment_status, p.adjudication_status, p.match_adjudication_status,
           p.agency_override, coalesce(a.payment_amount, 0) as amount
      from agency_files f
      join payments p on p.file_id = f.id
      join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
     where f.area = 'payment' and f.access_group_id = any($1::text[])
       and p.working_payment_date >= $3::date and p.working_payment_date < $4::date
       and ($5::text[] is null or a.alc = any($5::text[]))),
  counted as (
    select m.file_id, m.party_id,
           min(case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end) as best,
           array_agg(distinct m.api_name) as sources, min(m.matched_at) as matched_at
      from match_results m
      join scoped s on s.file_id = m.file_id and s.party_id = m.party_id
     where m.api_name = any($2::text[])
       and not exists (
         select 1 from payment_suppressed_matches x
          where x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name
            and x.record_id = m.record_id)
     group by m.file_id, m.party_id),
  matched as (
    select s.*, c.best, c.sources, c.matched_at
      from scoped s join counted c on c.file_id = s.file_id and c.party_id = s.party_id)`;

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
