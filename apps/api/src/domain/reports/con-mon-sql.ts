/**
 * The continuous-monitoring report's figures in one grouped statement, each event in the UTC month
 * it happened and under the ALC of the parties it concerns (a file of two ALCs counts under each):
 * files enrolled and files withdrawn from monitoring; matches found, by source and level, and matches
 * a later load withdrew, counted apart in the month of their withdrawal. Only enrolled files count: a
 * pending one was never monitored. Binds $1 groups, $2 sources, $3..$4 the period, $5 ALCs.
 */
export const conMonSql = `
  with parties as (
    select f.id as file_id, e.enrolled_at at time zone 'UTC' as enrolled_at,
           e.withdrawn_at at time zone 'UTC' as withdrawn_at, p.party_id, p.alc
      from agency_files f
      join con_mon_enrollments e on e.file_id = f.id
      join agency_parties p on p.file_id = f.id
     where f.area = 'conMon' and f.access_group_id = any($1::text[])
       and ($5::text[] is null or p.alc = any($5::text[]))),
  matches as (
    select p.alc, m.api_name, m.matched_at at time zone 'UTC' as matched_at,
           m.withdrawn_at at time zone 'UTC' as withdrawn_at,
           case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end as best
      from parties p
      join match_results m on m.file_id = p.file_id and m.party_id = p.party_id
     where m.api_name = any($2::text[]))
  select 'filesEnrolled' as measure, to_char(enrolled_at, 'YYYY-MM') as period, alc, null as payment_type,
         null as api_name, null::int as best, null as status, count(distinct file_id) as value, null as amount
    from parties where enrolled_at >= $3::date and enrolled_at < $4::date
   group by 2, alc
  union all
  select 'filesWithdrawn', to_char(withdrawn_at, 'YYYY-MM'), alc, null, null, null, null, count(distinct file_id), null
    from parties where withdrawn_at >= $3::date and withdrawn_at < $4::date
   group by 2, alc
  union all
  select 'matchesFound', to_char(matched_at, 'YYYY-MM'), alc, null, api_name, best, null, count(*), null
    from matches where matched_at >= $3::date and matched_at < $4::date
   group by 2, alc, api_name, best
  union all
  select 'matchesWithdrawn', to_char(withdrawn_at, 'YYYY-MM'), alc, null, api_name, best, null, count(*), null
    from matches where withdrawn_at >= $3::date and withdrawn_at < $4::date
   group by 2, alc, api_name, best
  order by 2, 3, 1, 5, 6`;
