import type { ConMonSeriesPoint } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import { entryOf, restrictedOf, shownSourceSql, visibleSources } from '../../domain/batch-match/batch-file.js';
import { findConMonFile } from '../../domain/con-mon/con-mon-file.js';
import type { ActionArgs } from '../action.js';

interface PointRow {
  load_id: string;
  api_name: string;
  loaded_at: Date | string;
  conclusive: string;
  probable: string;
  possible: string;
  added: string;
  withdrawn: string;
}

/**
 * A file's matches over time by level: a point per load of a source that touched the file's
 * matches (the load it was first matched against, and every load that found or withdrew one),
 * with the matches active on that source just after the load, by level. Oldest first.
 */
export async function getConMonSeries({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string }>): Promise<Array<{ id: string; attributes: ConMonSeriesPoint }>> {
  await authorize({ deps, ctx }, { fn: 'CON_MON' });
  const file = await findConMonFile(deps.handle, ctx, input.agencyFrbFileId);
  const sources = visibleSources(ctx);
  const rows = await queryRows<PointRow>(
    deps.handle,
    `with matches as (
       select * from match_results m
        where m.file_id = $1 and m.matched_by_load is not null and ${shownSourceSql('m.api_name', '$2', '$3', '$4')}),
     points as (
       select distinct l.id, l.api_name, l.loaded_at from datasource_loads l
        where l.id in (select matched_by_load from matches union select withdrawn_by_load from matches))
     select p.id::text as load_id, p.api_name, p.loaded_at,
            count(*) filter (where m.level = 'CONCLUSIVE' and active)::text as conclusive,
            count(*) filter (where m.level = 'PROBABLE' and active)::text as probable,
            count(*) filter (where m.level = 'POSSIBLE' and active)::text as possible,
            count(*) filter (where m.matched_by_load = p.id)::text as added,
            count(*) filter (where m.withdrawn_by_load = p.id)::text as withdrawn
       from points p
       left join lateral (
         select m.*, (m.withdrawn_by_load is null or m.withdrawn_by_load > p.id) as active
           from matches m where m.api_name = p.api_name and m.matched_by_load <= p.id) m on true
      group by p.id, p.api_name, p.loaded_at
      order by p.id`,
    [file.id, file.accessGroupId, sources, restrictedOf(sources)],
  );
  return rows.map((row) => {
    const entry = entryOf(row.api_name);
    return {
      id: `${file.id}-${row.load_id}`,
      attributes: {
        agencyFrbFileId: String(file.id),
        loadId: row.load_id,
        srcSysTypeCd: entry.srcSysTypeCd,
        datasource: entry.displayName,
        loadedAt: new Date(row.loaded_at).toISOString(),
        conclusiveCount: row.conclusive,
        probableCount: row.probable,
        possibleCount: row.possible,
        newCount: row.added,
        withdrawnCount: row.withdrawn,
      },
    };
  });
}
