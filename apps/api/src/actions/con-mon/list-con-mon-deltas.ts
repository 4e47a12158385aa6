import type { ConMonDelta, ConMonDeltaQuery, MatchLevel } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import { entryOf, restrictedOf, shownSourceSql, visibleSources } from '../../domain/batch-match/batch-file.js';
import type { ActionArgs } from '../action.js';
import { detailOf, type ConMonMatchRow } from './con-mon-file-detail-rows.js';

type DeltaRow = ConMonMatchRow & {
  file_id: string;
  file_name: string;
  change: 'new' | 'withdrawn';
  changed_at: Date | string;
  level: MatchLevel;
};

/*
 * $1 visible groups, $2 since (null: everything), $3 sources shown, $4 restricted among them.
 * A match counts as new when it was written, and again as withdrawn when a load took it back.
 */
const changesSql = `
  select m.*, f.file_name, f.access_group_id, 'new' as change, m.matched_at as changed_at
    from match_results m join agency_files f on f.id = m.file_id
   where f.area = 'conMon' and f.access_group_id = any($1::text[]) and ($2::timestamptz is null or m.matched_at >= $2)
  union all
  select m.*, f.file_name, f.access_group_id, 'withdrawn' as change, m.withdrawn_at as changed_at
    from match_results m join agency_files f on f.id = m.file_id
   where f.area = 'conMon' and f.access_group_id = any($1::text[]) and m.withdrawn_at is not null
     and ($2::timestamptz is null or m.withdrawn_at >= $2)`;

/**
 * What changed in the con-mon files of the acting group's tree since a day, or since the
 * user's previous look at the deltas (which this answer, on its first page, moves to now):
 * matches found and matches withdrawn, newest first. meta says which instant was used.
 */
export async function listConMonDeltas({ deps, ctx, input }: ActionArgs<ConMonDeltaQuery>): Promise<{
  rows: Array<{ id: string; attributes: ConMonDelta }>;
  total: number;
  since: string | null;
  sinceLastVisit: boolean;
}> {
  await authorize({ deps, ctx }, { fn: 'CON_MON_DELTAS' });
  const day = input['filter[since]'];
  let since: string | null = day === undefined ? null : `${day}T00:00:00.000Z`;
  if (day === undefined) {
    const [visit] = await queryRows<{ at: Date | string }>(
      deps.handle,
      `select last_viewed_at as at from area_views where user_id = $1 and area = 'conMonDeltas'`,
      [ctx.user.id],
    );
    since = visit ? new Date(visit.at).toISOString() : null;
    // Only the first page is a visit: paging through the same answer keeps its instant.
    if (input['page[number]'] === 1) {
      await queryRows(
        deps.handle,
        `insert into area_views (user_id, area, last_viewed_at) values ($1, 'conMonDeltas', now())
         on conflict (user_id, area) do update set last_viewed_at = excluded.last_viewed_at`,
        [ctx.user.id],
      );
    }
  }
  const sources = visibleSources(ctx);
  const params = [[...ctx.visibleGroupIds], since, sources, restrictedOf(sources)];
  const shown = shownSourceSql('c.api_name', 'c.access_group_id', '$3', '$4');
  const [counted] = await queryRows<{ total: number }>(
    deps.handle,
    `select count(*)::int as total from (${changesSql}) c where ${shown}`,
    params,
  );
  const size = input['page[size]'];
  const rows = await queryRows<DeltaRow>(
    deps.handle,
    `select c.id::text as id, c.file_id::text as file_id, c.file_name, c.api_name, c.party_id::text as party_id,
            p.alc, p.full_name, p.tin, c.level, c.match_type, c.matched_name, c.matched_at,
            c.matched_by_load::text as matched_by_load, c.withdrawn_by_load::text as withdrawn_by_load,
            c.withdrawn_at, c.change, c.changed_at
       from (${changesSql}) c
       join agency_parties p on p.file_id = c.file_id and p.party_id = c.party_id
      where ${shown}
      order by c.changed_at desc, c.id desc, c.change
      limit $5 offset $6`,
    [...params, size, (input['page[number]'] - 1) * size],
  );
  return {
    total: counted?.total ?? 0,
    since,
    sinceLastVisit: day === undefined,
    rows: rows.map((row) => ({
      id: `${row.id}-${row.change}`,
      attributes: {
        ...detailOf(Number(row.file_id), row),
        change: row.change,
        changedAt: new Date(row.changed_at).toISOString(),
        fileName: row.file_name,
        datasource: entryOf(row.api_name).displayName,
      },
    })),
  };
}
