import type { AgencyFileState, ConMonEnrollmentState, ConMonSummary, ConMonSummaryQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import {
  entryOf,
  levelRankSql,
  restrictedOf,
  shownSourceSql,
  visibleSources,
} from '../../domain/batch-match/batch-file.js';
import { enrollmentStateSql } from '../../domain/con-mon/con-mon-file.js';
import type { ActionArgs } from '../action.js';

interface SummaryRow {
  id: string;
  file_name: string;
  received_at: Date | string;
  through_date: string | null;
  matched_at: Date | string | null;
  row_count: number;
  state: AgencyFileState;
  enrollment_state: ConMonEnrollmentState;
  withdrawn_at: Date | string | null;
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
 * $1 visible groups, $2 enrollment state or null, $3 visible sources, $4 restricted among them,
 * $5/$6 page. Only active matches count (a load's withdrawals are not); a party counts once per
 * source at its best level there, and once per file at its best level over the sources shown.
 */
const filesSql = `
  select f.id, f.access_group_id, f.file_name, f.received_at, f.through_date, f.matched_at, f.row_count,
         coalesce(j.state, 'done') as state, ${enrollmentStateSql} as enrollment_state, e.withdrawn_at
    from agency_files f left join jobs j on j.id = f.job_id left join con_mon_enrollments e on e.file_id = f.id
   where f.area = 'conMon' and f.access_group_id = any($1::text[])`;

const filteredSql = `select * from files where $2::text is null or enrollment_state = $2::text`;

/**
 * One page of the con-mon files the acting group may see (its own and its descendants'), a row
 * per file and source with counts by level; the source's as-of date is its latest load's.
 */
export async function listConMonSummaries({ deps, ctx, input }: ActionArgs<ConMonSummaryQuery>): Promise<{
  rows: Array<{ id: string; attributes: ConMonSummary }>;
  total: number;
}> {
  await authorize({ deps, ctx }, { fn: 'CON_MON' });
  const sources = visibleSources(ctx);
  const state = input['filter[enrollmentState]'] ?? null;
  const size = input['page[size]'];
  const [counted] = await queryRows<{ total: string }>(
    deps.handle,
    `with files as (${filesSql}) select count(*) as total from (${filteredSql}) page`,
    [[...ctx.visibleGroupIds], state],
  );
  const rows = await queryRows<SummaryRow>(
    deps.handle,
    `with files as (${filesSql}),
     page as (${filteredSql} order by received_at desc, id desc limit $5 offset $6),
     best as (
       select m.file_id, m.api_name, m.party_id, min(${levelRankSql('m.level')}) as rank
         from match_results m join page on page.id = m.file_id
        where m.withdrawn_by_load is null and ${shownSourceSql('m.api_name', 'page.access_group_id', '$3', '$4')}
        group by m.file_id, m.api_name, m.party_id),
     file_best as (select file_id, party_id, min(rank) as rank from best group by file_id, party_id),
     file_counts as (
       select file_id, count(*) filter (where rank = 1) as conclusive, count(*) filter (where rank = 2) as probable,
              count(*) filter (where rank = 3) as possible
         from file_best group by file_id),
     source_counts as (
       select file_id, api_name, count(*) as matched, count(*) filter (where rank = 1) as src_conclusive,
              count(*) filter (where rank = 2) as src_probable, count(*) filter (where rank = 3) as src_possible
         from best group by file_id, api_name),
     loads as (select api_name, max(loaded_at) as loaded_at from datasource_loads group by api_name)
     select page.id::text as id, page.file_name, page.received_at, page.through_date::text as through_date,
            page.matched_at, page.row_count, page.state, page.enrollment_state, page.withdrawn_at,
            coalesce(fc.conclusive, 0)::text as conclusive, coalesce(fc.probable, 0)::text as probable,
            coalesce(fc.possible, 0)::text as possible, s.api_name,
            coalesce(sc.matched, 0)::text as matched, coalesce(sc.src_conclusive, 0)::text as src_conclusive,
            coalesce(sc.src_probable, 0)::text as src_probable, coalesce(sc.src_possible, 0)::text as src_possible,
            (loads.loaded_at at time zone 'UTC')::date::text as as_of
       from page
       left join file_counts fc on fc.file_id = page.id
      cross join unnest($3::text[]) with ordinality as s(api_name, ord)
       left join source_counts sc on sc.file_id = page.id and sc.api_name = s.api_name
       left join loads on loads.api_name = s.api_name
      where ${shownSourceSql('s.api_name', 'page.access_group_id', '$3', '$4')}
      order by page.received_at desc, page.id desc, s.ord`,
    [[...ctx.visibleGroupIds], state, sources, restrictedOf(sources), size, (input['page[number]'] - 1) * size],
  );
  const listByFile = new Map<string, ConMonSummary['srcSysTypeCdList']>();
  for (const row of rows) {
    listByFile.set(row.id, [...(listByFile.get(row.id) ?? []), entryOf(row.api_name).srcSysTypeCd]);
  }
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
          enrollmentState: row.enrollment_state,
          withdrawnDate: row.withdrawn_at === null ? null : iso(row.withdrawn_at),
          filePossibleCount: row.possible,
          fileConclusiveCount: row.conclusive,
          fileProbableCount: row.probable,
          srcSysTypeCd: entry.srcSysTypeCd,
          srcSysTypeCdList: listByFile.get(row.id) ?? [entry.srcSysTypeCd],
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
