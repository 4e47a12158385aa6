import { queryRows, type DbHandle } from '@dnp/db';

/**
 * What a variant of the matcher lost and gained against the baseline, over two files staged with
 * the same parties: a match is the same when party, source and record are, and lost when the
 * baseline found it and the variant did not (counted by the baseline's level).
 */
export async function compareMatches(handle: DbHandle, baselineFile: number, variantFile: number): Promise<string> {
  const rows = await queryRows<{ side: 'lost' | 'gained'; level: string; matches: number }>(
    handle,
    `with b as (select party_id, api_name, record_id, level from match_results where file_id = $1),
          v as (select party_id, api_name, record_id, level from match_results where file_id = $2)
     select 'lost' as side, b.level, count(*)::int as matches
       from b left join v using (party_id, api_name, record_id) where v.party_id is null group by b.level
     union all
     select 'gained', v.level, count(*)::int
       from v left join b using (party_id, api_name, record_id) where b.party_id is null group by v.level`,
    [baselineFile, variantFile],
  );
  const side = (name: 'lost' | 'gained') =>
    rows
      .filter((row) => row.side === name)
      .map((row) => `${row.matches} ${row.level}`)
      .join(', ') || 'none';
  const examples = await queryRows<{ full_name: string; api_name: string; matched_name: string; score: number }>(
    handle,
    `select p.full_name, b.api_name, b.matched_name, b.score
       from match_results b join agency_parties p on p.file_id = b.file_id and p.party_id = b.party_id
      where b.file_id = $1 and not exists (select 1 from match_results v where v.file_id = $2
            and v.party_id = b.party_id and v.api_name = b.api_name and v.record_id = b.record_id)
      order by b.party_id, b.api_name limit 8`,
    [baselineFile, variantFile],
  );
  const lost = examples.map((row) => `  ${row.full_name} ~ ${row.matched_name} (${row.api_name}, ${row.score})`);
  return [`against the baseline: lost ${side('lost')}; gained ${side('gained')}`, ...lost].join('\n');
}
