import type { NewFileArea } from '@dnp/contracts';
import { agencyFiles, and, areaGroupViews, eq, gt, inArray, queryRows, sql, type DbHandle } from '@dnp/db';
import type { RequestContext } from '../../domain/request-context.js';

/**
 * Whether a file of the acting group or its descendants finished its run in this area since a user
 * acting for that group last opened it (area_group_views). Callers authorize first.
 */
export async function newFileExists(handle: DbHandle, ctx: RequestContext, area: NewFileArea): Promise<boolean> {
  const { db } = handle;
  const [view] = await db
    .select({ lastViewedAt: areaGroupViews.lastViewedAt })
    .from(areaGroupViews)
    .where(and(eq(areaGroupViews.accessGroupId, ctx.actingGroup.id), eq(areaGroupViews.area, area)));
  const groups = [...ctx.visibleGroupIds];
  // A file lights the indicator when its run finishes (matched_at), not when it arrives: there is
  // nothing to open before the matches are written.
  const conditions = [
    eq(agencyFiles.area, area),
    inArray(agencyFiles.accessGroupId, groups),
    sql`${agencyFiles.matchedAt} is not null`,
  ];
  if (view) conditions.push(gt(agencyFiles.matchedAt, view.lastViewedAt));
  if (area === 'conMon' && (await newConMonMatches(handle, groups, view?.lastViewedAt))) return true;
  const [found] = await db
    .select({ id: agencyFiles.id })
    .from(agencyFiles)
    .where(and(...conditions))
    .limit(1);
  return found !== undefined;
}

/**
 * Con-mon files stay enrolled: the indicator also lights when a source load found new matches
 * for one of the groups (a match stamped with a load, written since the group's last look).
 */
async function newConMonMatches(handle: DbHandle, groups: string[], since: Date | undefined): Promise<boolean> {
  const [found] = await queryRows<{ found: boolean }>(
    handle,
    `select exists (
       select 1 from match_results m join agency_files f on f.id = m.file_id
        where f.area = 'conMon' and f.access_group_id = any($1::text[]) and m.withdrawn_by_load is null
          and m.matched_by_load is not null and ($2::timestamptz is null or m.matched_at > $2)) as found`,
    [groups, since ?? null],
  );
  return found?.found === true;
}
