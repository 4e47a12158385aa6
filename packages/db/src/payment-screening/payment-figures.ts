import type { LoadSession } from '../datasources/load-session.js';

/**
 * Writes the list's figures of a file's matched payments from their matches, in one statement:
 * a match counts unless withdrawn or listed in payment_suppressed_matches; the best counted level,
 * how many count, their api names sorted, and when the latest was made (the latest suppressed
 * one's when none counts). Every payment with a match row is rewritten, so one whose matches
 * stopped counting goes back to null / 0 / {}; a payment without any match keeps the defaults
 * screening reset it to.
 */
export async function writePaymentFigures(
  session: LoadSession,
  fileId: number,
  apiNames: readonly string[],
): Promise<void> {
  await session.query(
    `with matches as (
       select m.party_id, m.api_name, m.level, m.matched_at,
              m.withdrawn_by_load is null and x.record_id is null as counts,
              m.withdrawn_by_load is null and x.record_id is not null as suppressed
         from match_results m
         left join payment_suppressed_matches x
           on x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name
          and x.record_id = m.record_id
        where m.file_id = $1 and m.api_name = any($2::text[])),
     figures as (
       select party_id,
              min(case level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end) filter (where counts) as best,
              count(*) filter (where counts)::int as match_count,
              coalesce(array_agg(distinct api_name order by api_name) filter (where counts), '{}') as sources,
              coalesce(max(matched_at) filter (where counts), max(matched_at) filter (where suppressed)) as matched_at
         from matches group by party_id)
     update payments p
        set best_match_level = case f.best when 1 then 'CONCLUSIVE' when 2 then 'PROBABLE' when 3 then 'POSSIBLE' end,
            match_count = f.match_count, matched_sources = f.sources, last_matched_at = f.matched_at
       from figures f
      where p.file_id = $1 and p.party_id = f.party_id`,
    [fileId, apiNames],
  );
}
