import {
  maskTin,
  type ConMonFileDetail,
  type DatasourceApiName,
  type MatchLevel,
  type SourceSystemCode,
} from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import { entryOf, restrictedOf, shownSourceSql } from '../../domain/batch-match/batch-file.js';
import type { ConMonFile } from '../../domain/con-mon/con-mon-file.js';

export interface ConMonDetailFilter {
  source?: SourceSystemCode | undefined;
  level?: MatchLevel | undefined;
  includeWithdrawn: boolean;
}

interface StoredRow {
  id: string;
  api_name: string;
  party_id: string;
  alc: string;
  full_name: string;
  tin: string | null;
  level: MatchLevel;
  match_type: string;
  matched_name: string;
  matched_at: Date | string;
  matched_by_load: string | null;
  withdrawn_by_load: string | null;
  withdrawn_at: Date | string | null;
}

/** $1 file, $2 sources shown, $3 restricted among them, $4 sender, $5 level or null, $6 with withdrawn. */
function params(file: ConMonFile, sources: readonly DatasourceApiName[], filter: ConMonDetailFilter): unknown[] {
  const shown = filter.source ? sources.filter((apiName) => entryOf(apiName).srcSysTypeCd === filter.source) : sources;
  return [file.id, shown, restrictedOf(shown), file.accessGroupId, filter.level ?? null, filter.includeWithdrawn];
}

const where = `m.file_id = $1 and ${shownSourceSql('m.api_name', '$4', '$2', '$3')}
  and ($5::text is null or m.level = $5::text) and ($6::boolean or m.withdrawn_by_load is null)`;

export async function countConMonDetailRows(
  handle: DbHandle,
  file: ConMonFile,
  sources: readonly DatasourceApiName[],
  filter: ConMonDetailFilter,
): Promise<number> {
  const [counted] = await queryRows<{ total: number }>(
    handle,
    `select count(*)::int as total from match_results m where ${where}`,
    params(file, sources, filter),
  );
  return counted?.total ?? 0;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One file's matches, flat (a row per match, spec: conMonFileDetail), ordered by source
 * (catalog order), level, party and match; `limit` rows after `offset`. TINs masked.
 */
export async function readConMonDetailRows(
  handle: DbHandle,
  file: ConMonFile,
  sources: readonly DatasourceApiName[],
  filter: ConMonDetailFilter,
  window: { limit: number; offset: number },
): Promise<Array<{ id: string; attributes: ConMonFileDetail }>> {
  const rows = await queryRows<StoredRow>(
    handle,
    `select m.id::text as id, m.api_name, m.party_id::text as party_id, p.alc, p.full_name, p.tin, m.level,
            m.match_type, m.matched_name, m.matched_at, m.matched_by_load::text as matched_by_load,
            m.withdrawn_by_load::text as withdrawn_by_load, m.withdrawn_at
       from match_results m
       join agency_parties p on p.file_id = m.file_id and p.party_id = m.party_id
       join unnest($2::text[]) with ordinality as s(api_name, ord) on s.api_name = m.api_name
      where ${where}
      order by s.ord, case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end, m.party_id, m.id
      limit $7 offset $8`,
    [...params(file, sources, filter), window.limit, window.offset],
  );
  return rows.map((row) => ({ id: row.id, attributes: detailOf(file.id, row) }));
}

export function detailOf(fileId: number, row: StoredRow): ConMonFileDetail {
  const tin = maskTin(row.tin);
  return {
    agencyAlcCode: row.alc,
    searchSrcSysTypeCd: entryOf(row.api_name).srcSysTypeCd,
    agencyFrbFileId: String(fileId),
    agencySourceFullName: row.full_name,
    name: row.matched_name,
    ...(tin ? { agencyTin: tin } : {}),
    matchCount: '1',
    agencyPartyId: Number(row.party_id),
    matchLevelCode: row.level,
    matchTypePortalDisplayText: row.match_type,
    matchId: row.id,
    matchTimestamp: iso(row.matched_at),
    matchedByLoadId: row.matched_by_load,
    withdrawnByLoadId: row.withdrawn_by_load,
    withdrawnDate: row.withdrawn_at === null ? null : iso(row.withdrawn_at),
  };
}

export type { StoredRow as ConMonMatchRow };
