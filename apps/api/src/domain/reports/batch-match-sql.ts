/**
 * The batch-match report's figures in one grouped statement, by the UTC month a file was received
 * and the ALC of its parties (an agency file carries an ALC per party, so a file with parties of two
 * ALCs counts under each, as the Batch Match list's ALC filter finds it under each): files received,
 * parties received, and parties matched by source at their best level there — a party counts once
 * per source, as the Batch Match summaries count it. Binds $1 groups, $2 sources, $3..$4 the period,
 * $5 ALCs (report-scope.ts).
 */
export const batchMatchSql = `
  with parties as (
    select f.id as file_id, to_char(f.received_at at time zone 'UTC', 'YYYY-MM') as period, p.party_id, p.alc
      from agency_files f
      join agency_parties p on p.file_id = f.id
     where f.area = 'batchMatch' and f.access_group_id = any($1::text[])
       and (f.received_at at time zone 'UTC') >= $3::date and (f.received_at at time zone 'UTC') < $4::date
       and ($5::text[] is null or p.alc = any($5::text[]))),
  best as (
    select p.period, p.alc, m.api_name,
           min(case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end) as best
      from parties p
      join match_results m on m.file_id = p.file_id and m.party_id = p.party_id
     where m.api_name = any($2::text[])
     group by p.period, p.alc, p.file_id, p.party_id, m.api_name)
  select 'filesReceived' as measure, period, alc, null as payment_type, null as api_name, null::int as best,
         null as status, count(distinct file_id) as value, null as amount
    from parties group by period, alc
  union all
  select 'partiesReceived', period, alc, null, null, null, null, count(*), null
    from parties group by period, alc
  union all
  select 'partiesMatched', period, alc, null, api_name, best, null, count(*), null
    from best group by period, alc, api_name, best
  order by 2, 3, 1, 5, 6`;
