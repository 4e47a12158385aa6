import { type AgencyFileState, type BatchMatchSummary, type BatchMatchSummaryQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import {
  entryOf,
  levelRankSql,
  restrictedOf,
  shownSourceSql,
  visibleSources,
} from '../../domain/batch-match/batch-file.js';
import type { ActionArgs } from '../action.js';

type SortColumn = NonNullable<BatchMatchSummaryQuery['sort']>['column'];

/** Sort keys as SQL over the page's columns: a whitelist, so no caller text reaches the query. */
const sortSql: Record<SortColumn, string> = {
  fileReceivedDate: 'received_at',
  fileName: 'file_name',
  agencyFrbFileId: 'id',
  fileReceivedRecordsCount: 'row_count',
  fileConclusiveCount: 'conclusive',
  fileProbableCount: 'probable',
  filePossibleCount: 'possible',
};

interface SummaryRow {
  id: string;
  file_name: string;
  received_at: Date | string;
  through_date: string | null;
  matched_at: Date | string | null;
  row_count: number;
  state: AgencyFileState;
  conclusive: string;
  probable: string;
  possible: string;
  api_name: string;
  matched: string;
  src_conclusive: string;
  src_probable: string;
  src_possible: string;
  as_of: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const day = (value: string | null) => (value === null ? null : String(value).slice(0, 10));

/*
 * Parameters: $1 visible groups, $2/$3 received from/to (UTC days), $4 ALCs, $5 visible sources,
 * $6 restricted among them. A party counts once per source at its best level there, and once
 * per file at its best level over the sources shown.
 */
const filesSql = `
  select f.id, f.access_group_id, f.file_name, f.received_at, f.through_date, f.matched_at, f.row_count,
         coalesce(j.state, 'done') as state
    from agency_files f left join jobs j on j.id = f.job_id
   where f.area = 'batchMatch' and f.access_group_id = any($1::text[])
     and ($2::date is null or (f.received_at at time zone 'UTC')::date >= $2::date)
     and ($3::date is null or (f.received_at at time zone 'UTC')::date <= $3::date)
     and ($4::text[] is null or exists (
           select 1 from agency_parties p where p.file_id = f.id and p.alc = any($4::text[])))`;

const bestSql = `
  select m.file_id, m.api_name, m.party_id, min(${levelRankSql('m.level')}) as rank, max(m.source_as_of) as as_of
    from match_results m join counted on counted.id = m.file_id
   where ${shownSourceSql('m.api_name', 'counted.access_group_id', '$5', '$6')}
   group by m.file_id, m.api_name, m.party_id`;

/**
 * One page of batch-match files the acting group may see, as summary rows: one per file and
 * source, counts computed by GROUP BY in the database. meta total-count counts files.
 */
export async function listBatchMatchSummaries({ deps, ctx, input }: ActionArgs<BatchMatchSummaryQuery>): Promise<{
  rows: Array<{ id: string; attributes: BatchMatchSummary }>;
  total: number;
}> {
  await authorize({ deps, ctx }, { fn: 'BATCH_MATCHING' });
  const sources = visibleSources(ctx);
  const sort = input.sort ?? { column: 'fileReceivedDate', descending: true };
  const direction = sort.descending ? 'desc' : 'asc';
  const pageSize = input['page[size]'];
  const params = [
    [...ctx.visibleGroupIds],
    input['filter[fileReceivedDateFrom]'] ?? null,
    input['filter[fileReceivedDateTo]'] ?? null,
    input['filter[agencyAlcCode]']?.split(',') ?? null,
    sources,
    restrictedOf(sources),
  ];
  const [counted] = await queryRows<{ total: string }>(
    deps.handle,
    `with files as (${filesSql}) select count(*) as total from files`,
    params.slice(0, 4),
  );
  const order = `${sortSql[sort.column]} ${direction}, id ${direction}`;
  // Sorted by a file's own column, only the page's files need counting; sorted by a count, all do.
  const countsEveryFile = sort.column.endsWith('Count') && sort.column !== 'fileReceivedRecordsCount';
  const rows = await queryRows<SummaryRow>(
    deps.handle,
    `with files as (${filesSql}),
     counted as (select * from files ${countsEveryFile ? '' : `order by ${order} limit $7 offset $8`}),
     best as (${bestSql}),
     file_best as (select file_id, party_id, min(rank) as rank from best group by file_id, party_id),
     file_counts as (
       select file_id, count(*) filter (where rank = 1) as conclusive, count(*) filter (where rank = 2) as probable,
              count(*) filter (where rank = 3) as possible
         from file_best group by file_id),
     source_counts as (
       select file_id, api_name, count(*) as matched, count(*) filter (where rank = 1) as src_conclusive,
              count(*) filter (where rank = 2) as src_probable, count(*) filter (where rank = 3) as src_possible,
              max(as_of) as as_of
         from best group by file_id, api_name),
     page as (
       select files.*, coalesce(fc.conclusive, 0) as conclusive, coalesce(fc.probable, 0) as probable,
              coalesce(fc.possible, 0) as possible
         from files left join file_counts fc on fc.file_id = files.id
        order by ${order}
        limit $7 offset $8),
     loads as (select api_name, max(loaded_at) as loaded_at from datasource_loads group by api_name)
     select page.id::text as id, page.file_name, page.received_at, page.through_date::text as through_date,
            page.matched_at, page.row_count, page.state, page.conclusive::text as conclusive,
            page.probable::text as probable, page.possible::text as possible, s.api_name,
            coalesce(sc.matched, 0)::text as matched, coalesce(sc.src_conclusive, 0)::text as src_conclusive,
            coalesce(sc.src_probable, 0)::text as src_probable, coalesce(sc.src_possible, 0)::text as src_possible,
            coalesce(sc.as_of, (loads.loaded_at at time zone 'UTC')::date)::text as as_of
       from page
      cross join unnest($5::text[]) with ordinality as s(api_name, ord)
       left join source_counts sc on sc.file_id = page.id and sc.api_name = s.api_name
       left join loads on loads.api_name = s.api_name
      where ${shownSourceSql('s.api_name', 'page.access_group_id', '$5', '$6')}
      order by page.${sortSql[sort.column]} ${direction}, page.id ${direction}, s.ord`,
    [...params, pageSize, (input['page[number]'] - 1) * pageSize],
  );
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map((row) => {
      const entry = entryOf(row.api_name);
      return {
        id: `${row.id}-${entry.srcSysTypeCd}`,
        attributes: {
          fileName: row.file_name,
          agencyFrbFileId: row.id,
          fileReceivedRecordsCount: String(row.row_count),
          fileThroughDate: day(row.through_date),
          fileReceivedDate: iso(row.received_at),
          fileMatchDate: row.matched_at === null ? null : iso(row.matched_at),
          fileState: row.state,
          filePossibleCount: row.possible,
          fileConclusiveCount: row.conclusive,
          fileProbableCount: row.probable,
          srcSysTypeCd: entry.srcSysTypeCd,
          datasource: entry.displayName,
          datasourceMatchedCount: row.matched,
          datasourceConclusiveCount: row.src_conclusive,
          datasourceProbableCount: row.src_probable,
          datasourcePossibleCount: row.src_possible,
          asOfDate: day(row.as_of),
        },
      };
    }),
  };
}
