import { scopedPaymentsSql } from './report-scope.js';

/**
 * The payment activity figures in one grouped statement, by month, ALC and payment type:
 * screened, matched (a counted match), stopped (matched and STOPPED, as the Payments list
 * shows them), and matched by source.
 */
export const paymentActivitySql = `
  with ${scopedPaymentsSql}
  select 'screened' as measure, period, alc, payment_type, null as api_name, null::int as best, null as status,
         count(*) as value, sum(amount)::text as amount
    from scoped group by period, alc, payment_type
  union all
  select 'matched', period, alc, payment_type, null, null, null, count(*), sum(amount)::text
    from matched group by period, alc, payment_type
  union all
  select 'stopped', period, alc, payment_type, null, null, null, count(*), sum(amount)::text
    from matched where payment_status = 'STOPPED' group by period, alc, payment_type
  union all
  select 'matchedBySource', m.period, m.alc, m.payment_type, src.api_name, null, null, count(*), sum(m.amount)::text
    from matched m cross join lateral unnest(m.sources) as src(api_name)
   group by m.period, m.alc, m.payment_type, src.api_name
  order by 2, 3, 1, 4, 5`;
