import { matchedPaymentsFromSql, screenedTotalsSql } from './matched-payments-sql.js';

/**
 * The payment activity figures in one grouped statement, by month, ALC and payment type:
 * screened (the totals screening kept), matched (a counted match), stopped (matched and STOPPED,
 * as the Payments list shows them), and matched by source. The matched payments are grouped once
 * by every column a measure needs, so each measure sums a few groups, not every payment.
 */
export const paymentActivitySql = `
  with ${screenedTotalsSql},
  by_day as (
    select p.working_payment_date as day, p.agency_alc_code as alc, p.payment_type, p.matched_sources as sources,
           p.payment_status = 'STOPPED' as stopped, count(*) as payments, sum(p.payment_amount) as amount
    ${matchedPaymentsFromSql}
     group by 1, 2, 3, 4, 5),
  groups as (
    select to_char(day, 'YYYY-MM') as period, alc, payment_type, sources, stopped,
           sum(payments) as payments, sum(amount) as amount
      from by_day group by 1, 2, 3, 4, 5)
  select 'screened' as measure, period, alc, payment_type, null as api_name, null::int as best, null as status,
         sum(payments)::bigint as value, sum(amount)::text as amount
    from totals group by period, alc, payment_type
  union all
  select 'matched', period, alc, payment_type, null, null, null, sum(payments)::bigint, sum(amount)::text
    from groups group by period, alc, payment_type
  union all
  select 'stopped', period, alc, payment_type, null, null, null, sum(payments)::bigint, sum(amount)::text
    from groups where stopped group by period, alc, payment_type
  union all
  select 'matchedBySource', g.period, g.alc, g.payment_type, src.api_name, null, null, sum(g.payments)::bigint,
         sum(g.amount)::text
    from groups g cross join lateral unnest(g.sources) as src(api_name)
   where src.api_name = any($2::text[])
   group by g.period, g.alc, g.payment_type, src.api_name
  order by 2, 3, 1, 4, 5`;
