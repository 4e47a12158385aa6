import { matchedPaymentsFromSql } from './matched-payments-sql.js';

/**
 * The adjudication summary's figures in one grouped statement: matched payments by source and
 * best level (a payment matched by two sources counts under each, as the Payments list's source
 * filter finds it under each); by adjudication status (OPEN for none); decisions by reason
 * (the determination, research notes aside); overrides by kind; and the median days from the
 * first counted match to the first determination. The counts sum the month's matched payments
 * grouped once by every column they need; the median reads the decided ones' history by key.
 */
export const adjudicationSummarySql = `
  with matched as (
    select p.file_id, p.party_id, to_char(p.working_payment_date, 'YYYY-MM') as period, p.agency_alc_code as alc,
           case p.best_match_level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end as best,
           p.matched_sources as sources, p.adjudication_status, p.match_adjudication_status, p.agency_override,
           p.payment_amount as amount
    ${matchedPaymentsFromSql}),
  groups as (
    select period, alc, best, sources, adjudication_status, match_adjudication_status, agency_override,
           count(*) as payments, sum(amount) as amount
      from matched group by 1, 2, 3, 4, 5, 6, 7),
  first_decision as (
    select m.period, m.alc, d.decided_at, f.matched_at
      from matched m
      join lateral (
        select min(a.decided_at) as decided_at from payment_adjudications a
         where a.file_id = m.file_id and a.party_id = m.party_id
           and a.match_adjudication_status <> 'IN PROGRESS') d on d.decided_at is not null
      join lateral (
        select min(r.matched_at) as matched_at from match_results r
         where r.file_id = m.file_id and r.party_id = m.party_id and r.api_name = any($2::text[])
           and r.withdrawn_by_load is null
           and not exists (
             select 1 from payment_suppressed_matches x
              where x.file_id = r.file_id and x.party_id = r.party_id and x.api_name = r.api_name
                and x.record_id = r.record_id)) f on f.matched_at is not null)
  select 'matched' as measure, g.period, g.alc, null as payment_type, src.api_name, g.best, null as status,
         sum(g.payments)::bigint as value, sum(g.amount)::text as amount
    from groups g cross join lateral unnest(g.sources) as src(api_name)
   where src.api_name = any($2::text[])
   group by g.period, g.alc, src.api_name, g.best
  union all
  select 'adjudication', period, alc, null, null, null, coalesce(adjudication_status, 'OPEN'),
         sum(payments)::bigint, sum(amount)::text
    from groups group by period, alc, coalesce(adjudication_status, 'OPEN')
  union all
  select 'decision', period, alc, null, null, null, match_adjudication_status, sum(payments)::bigint,
         sum(amount)::text
    from groups where match_adjudication_status <> 'IN PROGRESS'
   group by period, alc, match_adjudication_status
  union all
  select 'override', period, alc, null, null, null, agency_override, sum(payments)::bigint, sum(amount)::text
    from groups where agency_override is not null group by period, alc, agency_override
  union all
  select 'medianDaysToDecision', period, alc, null, null, null, null,
         round(percentile_cont(0.5) within group (
           order by extract(epoch from decided_at - matched_at) / 86400)::numeric, 1), null
    from first_decision group by period, alc
  order by 2, 3, 1, 4, 5, 6, 7`;
