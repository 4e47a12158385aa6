import { scopedPaymentsSql } from './report-scope.js';

/**
 * The adjudication summary's figures in one grouped statement: matched payments by source and
 * best level (a payment matched by two sources counts under each, as the Payments list's source
 * filter finds it under each); by adjudication status (OPEN for none); decisions by reason
 * (the determination, research notes aside); overrides by kind; and the median days from the
 * first counted match to the first determination.
 */
export const adjudicationSummarySql = `
  with ${scopedPaymentsSql},
  first_decision as (
    select m.period, m.alc, m.matched_at,
           (select min(d.decided_at) from payment_adjudications d
             where d.file_id = m.file_id and d.party_id = m.party_id
               and d.match_adjudication_status <> 'IN PROGRESS') as decided_at
      from matched m)
  select 'matched' as measure, m.period, m.alc, null as payment_type, src.api_name, m.best, null as status,
         count(*) as value, sum(m.amount)::text as amount
    from matched m cross join lateral unnest(m.sources) as src(api_name)
   group by m.period, m.alc, src.api_name, m.best
  union all
  select 'adjudication', period, alc, null, null, null, coalesce(adjudication_status, 'OPEN'),
         count(*), sum(amount)::text
    from matched group by period, alc, coalesce(adjudication_status, 'OPEN')
  union all
  select 'decision', period, alc, null, null, null, match_adjudication_status, count(*), sum(amount)::text
    from matched where match_adjudication_status <> 'IN PROGRESS'
   group by period, alc, match_adjudication_status
  union all
  select 'override', period, alc, null, null, null, agency_override, count(*), sum(amount)::text
    from matched where agency_override is not null group by period, alc, agency_override
  union all
  select 'medianDaysToDecision', period, alc, null, null, null, null,
         round(percentile_cont(0.5) within group (
           order by extract(epoch from decided_at - matched_at) / 86400)::numeric, 1), null
    from first_decision where decided_at is not null group by period, alc
  order by 2, 3, 1, 4, 5, 6, 7`;
