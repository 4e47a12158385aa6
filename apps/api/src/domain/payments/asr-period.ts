import { and, asrSubmissions, eq, sql, type Executor } from '@dnp/db';
import { rowsOf } from './find-payment.js';

export interface AsrPeriod {
  year: number;
  month: number;
}

/** Whether the level-1 group submitted the month already. */
export async function periodSubmitted(executor: Executor, level1GroupId: string, period: AsrPeriod): Promise<boolean> {
  const [found] = await executor
    .select({ year: asrSubmissions.reportYear })
    .from(asrSubmissions)
    .where(
      and(
        eq(asrSubmissions.level1GroupId, level1GroupId),
        eq(asrSubmissions.reportYear, period.year),
        eq(asrSubmissions.reportMonth, period.month),
      ),
    );
  return found !== undefined;
}

/**
 * The listed payments (those with a counted match) of the groups paid in the month that still
 * want a submitted determination: open (none recorded) or pending (a draft).
 */
export async function undecidedInPeriod(
  executor: Executor,
  groupIds: readonly string[],
  period: AsrPeriod,
): Promise<{ open: number; pending: number }> {
  const first = `${period.year}-${String(period.month).padStart(2, '0')}-01`;
  const [row] = await rowsOf<{ open: string | number; pending: string | number }>(
    executor,
    sql`select count(*) filter (where p.adjudication_status is null) as open,
               count(*) filter (where p.adjudication_status like '%(PENDING)') as pending
          from payments p
          join agency_files f on f.id = p.file_id
         where f.area = 'payment' and f.access_group_id = any(${sql.param([...groupIds])}::text[])
           and p.working_payment_date >= ${first}::date
           and p.working_payment_date < (${first}::date + interval '1 month')
           and exists (
             select 1 from match_results m
              where m.file_id = p.file_id and m.party_id = p.party_id
                and not exists (
                  select 1 from payment_suppressed_matches x
                   where x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name
                     and x.record_id = m.record_id))`,
  );
  return { open: Number(row?.open ?? 0), pending: Number(row?.pending ?? 0) };
}
