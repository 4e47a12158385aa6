import { fileScreenedSql, paymentStatusSql } from '../payments/payment-status-sql.js';

/*
 * The rows behind one report figure, one statement per kind of report. Each builds `listed`, in
 * the same columns whatever the report, from the same joins and conditions as the report's own
 * statement with the figure's grouping columns as filters, so its rows are exactly those the
 * figure counts. The tail pages them and counts them all in the same statement.
 */

/** Pages `listed` and counts it; with no row on the page, one row of nulls still carries the count. */
const pagedSql = (limit: string, offset: string) => `
  select t.total::text as total, r.*
    from (select count(*) as total from listed) t
    left join lateral (
      select * from listed
       order by event_date, file_id, party_id nulls first, api_names, level
       limit ${limit} offset ${offset}) r on true`;

/**
 * Screened payments of the scope (either payment report): $1 groups, $2 the death sources, $3..$4
 * the month, $5 ALCs, $6 measure, $7 payment type, $8 source, $9 level, $10 status, $11..$12 page.
 * A match a false-positive suppression covers counts for nothing, as in the reports.
 */
export const paymentFigureRowsSql = `
  with scoped as (
    select f.id as file_id, f.file_name, p.party_id, p.working_payment_date, a.alc, a.full_name, a.tin,
           p.payment_id, p.payment_type, ${paymentStatusSql}, p.adjudication_status, p.match_adjudication_status,
           p.agency_override, p.payee_account_number, coalesce(a.payment_amount, 0) as amount
      from agency_files f
      ${fileScreenedSql}
      join payments p on p.file_id = f.id
      join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
     where f.area = 'payment' and f.access_group_id = any($1::text[])
       and p.working_payment_date >= $3::date and p.working_payment_date < $4::date
       and a.alc = any($5::text[])
       and ($7::text is null or p.payment_type = $7::text)),
  counted as (
    select m.file_id, m.party_id,
           min(case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end) as best,
           array_agg(distinct m.api_name order by m.api_name) as sources
      from match_results m
      join scoped s on s.file_id = m.file_id and s.party_id = m.party_id
     where m.api_name = any($2::text[])
       and not exists (
         select 1 from payment_suppressed_matches x
          where x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name
            and x.record_id = m.record_id)
     group by m.file_id, m.party_id),
  listed as (
    select 'payment' as record_kind, s.working_payment_date as event_date, s.alc, s.file_id, s.file_name,
           s.party_id, s.full_name as party_name, s.tin, s.payment_id, s.payment_type, s.amount,
           s.payment_status, s.adjudication_status, s.payee_account_number as account,
           coalesce(c.sources, array[]::text[]) as api_names, c.best as level
      from scoped s left join counted c on c.file_id = s.file_id and c.party_id = s.party_id
     where ($8::text is null or $8::text = any(c.sources))
       and ($9::int is null or c.best = $9::int)
       and case $6::text
             when 'screened' then true
             when 'matched' then c.best is not null
             when 'matchedBySource' then c.best is not null
             when 'stopped' then c.best is not null and s.payment_status = 'STOPPED'
             when 'adjudication' then c.best is not null and coalesce(s.adjudication_status, 'OPEN') = $10::text
             when 'decision' then c.best is not null and s.match_adjudication_status = $10::text
                                  and s.match_adjudication_status <> 'IN PROGRESS'
             when 'override' then c.best is not null and s.agency_override = $10::text
             else false
           end)
  ${pagedSql('$11', '$12')}`;

/** The columns a file or party row has no value for, in `listed`'s order. */
const noPayment = `null::text as payment_id, null::text as payment_type, null::numeric as amount,
  null::text as payment_status, null::text as adjudication_status, null::text as account`;

/**
 * Batch Match files received in the month (UTC), their parties of the ALC, and parties matched by a
 * source at their best level there: $1 groups, $2 sources, $3..$4 the month, $5 ALCs, $6 measure,
 * $7 source, $8 level, $9..$10 page.
 */
export const batchMatchFigureRowsSql = `
  with parties as (
    select f.id as file_id, f.file_name, (f.received_at at time zone 'UTC')::date as received_on,
           p.party_id, p.alc, p.full_name, p.tin
      from agency_files f
      join agency_parties p on p.file_id = f.id
     where f.area = 'batchMatch' and f.access_group_id = any($1::text[])
       and (f.received_at at time zone 'UTC') >= $3::date and (f.received_at at time zone 'UTC') < $4::date
       and p.alc = any($5::text[])),
  best as (
    select p.file_id, p.party_id, m.api_name,
           min(case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end) as best
      from parties p
      join match_results m on m.file_id = p.file_id and m.party_id = p.party_id
     where $6::text = 'partiesMatched' and m.api_name = any($2::text[])
       and ($7::text is null or m.api_name = $7::text)
     group by p.file_id, p.party_id, m.api_name),
  listed as (
    select 'file' as record_kind, received_on as event_date, string_agg(distinct alc, ',') as alc, file_id,
           file_name, null::bigint as party_id, null::text as party_name, null::text as tin, ${noPayment},
           array[]::text[] as api_names, null::int as level
      from parties where $6::text = 'filesReceived'
     group by file_id, file_name, received_on
    union all
    select 'party', received_on, alc, file_id, file_name, party_id, full_name, tin, ${noPayment},
           array[]::text[], null::int
      from parties where $6::text = 'partiesReceived'
    union all
    select 'party', p.received_on, p.alc, p.file_id, p.file_name, p.party_id, p.full_name, p.tin, ${noPayment},
           array[b.api_name], b.best
      from parties p join best b on b.file_id = p.file_id and b.party_id = p.party_id
     where $8::int is null or b.best = $8::int)
  ${pagedSql('$9', '$10')}`;

/**
 * Continuous Monitoring events of enrolled files in the month (UTC): files enrolled or withdrawn,
 * matches found, and matches a load withdrew. Binds as the batch-match statement.
 */
export const conMonFigureRowsSql = `
  with parties as (
    select f.id as file_id, f.file_name, e.enrolled_at at time zone 'UTC' as enrolled_at,
           e.withdrawn_at at time zone 'UTC' as withdrawn_at, p.party_id, p.alc, p.full_name, p.tin
      from agency_files f
      join con_mon_enrollments e on e.file_id = f.id
      join agency_parties p on p.file_id = f.id
     where f.area = 'conMon' and f.access_group_id = any($1::text[])
       and p.alc = any($5::text[])),
  files as (
    select file_id, file_name, string_agg(distinct alc, ',') as alc,
           case $6::text when 'filesEnrolled' then min(enrolled_at) else min(withdrawn_at) end as at
      from parties where $6::text in ('filesEnrolled', 'filesWithdrawn')
     group by file_id, file_name),
  matches as (
    select p.file_id, p.file_name, p.party_id, p.alc, p.full_name, p.tin, m.api_name,
           case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end as level,
           case $6::text when 'matchesFound' then m.matched_at else m.withdrawn_at end at time zone 'UTC' as at
      from parties p
      join match_results m on m.file_id = p.file_id and m.party_id = p.party_id
     where $6::text in ('matchesFound', 'matchesWithdrawn') and m.api_name = any($2::text[])
       and ($7::text is null or m.api_name = $7::text)),
  listed as (
    select 'file' as record_kind, at::date as event_date, alc, file_id, file_name, null::bigint as party_id,
           null::text as party_name, null::text as tin, ${noPayment}, array[]::text[] as api_names,
           null::int as level
      from files where at >= $3::date and at < $4::date
    union all
    select 'match', at::date, alc, file_id, file_name, party_id, full_name, tin, ${noPayment}, array[api_name], level
      from matches where at >= $3::date and at < $4::date and ($8::int is null or level = $8::int))
  ${pagedSql('$9', '$10')}`;
