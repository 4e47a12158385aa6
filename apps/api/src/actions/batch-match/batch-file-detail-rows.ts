import { maskTin, type BatchMatchFileDetail, type MatchLevel, type SourceSystemCode } from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import {
  entryOf,
  levelRankSql,
  restrictedOf,
  shownSourceSql,
  type BatchFile,
} from '../../domain/batch-match/batch-file.js';
import type { DatasourceApiName } from '@dnp/contracts';

const levelOfRank: Record<number, MatchLevel> = { 1: 'CONCLUSIVE', 2: 'PROBABLE', 3: 'POSSIBLE' };

export interface DetailFilter {
  source?: SourceSystemCode | undefined;
  level?: MatchLevel | undefined;
}

interface StoredRow {
  api_name: string;
  party_id: string;
  alc: string;
  full_name: string;
  tin: string | null;
  rank: number;
  match_count: string;
  name: string;
}

/** $1 file, $2 sources shown, $3 restricted among them, $4 sender, $5 level rank or null. */
function detailParams(file: BatchFile, sources: readonly DatasourceApiName[], filter: DetailFilter): unknown[] {
  const shown = filter.source ? sources.filter((apiName) => entryOf(apiName).srcSysTypeCd === filter.source) : sources;
  const rank = filter.level ? { CONCLUSIVE: 1, PROBABLE: 2, POSSIBLE: 3 }[filter.level] : null;
  return [file.id, shown, restrictedOf(shown), file.accessGroupId, rank];
}

/** How many rows readFileDetailRows has over every page: the answer's meta total-count. */
export async function countFileDetailRows(
  handle: DbHandle,
  file: BatchFile,
  sources: readonly DatasourceApiName[],
  filter: DetailFilter,
): Promise<number> {
  const [counted] = await queryRows<{ total: number }>(
    handle,
    `select count(*)::int as total from (
       select 1 from match_results m
        where m.file_id = $1 and ${shownSourceSql('m.api_name', '$4', '$2', '$3')}
        group by m.api_name, m.party_id
       having $5::int is null or min(${levelRankSql('m.level')}) = $5::int) as rows`,
    detailParams(file, sources, filter),
  );
  return counted?.total ?? 0;
}

/**
 * One file's matched parties, a row per (source, party) at its best level there with the name
 * it matched best, counted and grouped in the database; ordered by source (catalog order), level,
 * party, and read `limit` rows after `offset`.
 */
export async function readFileDetailRows(
  handle: DbHandle,
  file: BatchFile,
  sources: readonly DatasourceApiName[],
  filter: DetailFilter,
  window: { limit: number; offset: number },
): Promise<{ apiName: string; row: BatchMatchFileDetail }[]> {
  const rows = await queryRows<StoredRow>(
    handle,
    `select m.api_name, m.party_id::text as party_id, p.alc, p.full_name, p.tin,
            min(${levelRankSql('m.level')})::int as rank, count(*)::text as match_count,
            (array_agg(m.matched_name order by ${levelRankSql('m.level')}, m.score desc, m.record_id))[1] as name
       from match_results m
       join agency_parties p on p.file_id = m.file_id and p.party_id = m.party_id
       join unnest($2::text[]) with ordinality as s(api_name, ord) on s.api_name = m.api_name
      where m.file_id = $1 and ${shownSourceSql('m.api_name', '$4', '$2', '$3')}
      group by m.api_name, s.ord, m.party_id, p.alc, p.full_name, p.tin
     having $5::int is null or min(${levelRankSql('m.level')}) = $5::int
      order by s.ord, rank, m.party_id
      limit $6 offset $7`,
    [...detailParams(file, sources, filter), window.limit, window.offset],
  );
  return rows.map((row) => {
    const tin = maskTin(row.tin);
    return {
      apiName: row.api_name,
      row: {
        agencyAlcCode: row.alc,
        matchLevelCode: levelOfRank[row.rank] ?? 'POSSIBLE',
        searchSrcSysTypeCd: entryOf(row.api_name).srcSysTypeCd,
        agencyFrbFileId: String(file.id),
        agencySourceFullName: row.full_name,
        name: row.name,
        ...(tin ? { agencyTin: tin } : {}),
        matchCount: row.match_count,
        agencyPartyId: Number(row.party_id),
      },
    };
  });
}
