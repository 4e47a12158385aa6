import type { BusinessFunction, NewFileArea } from '@dnp/contracts';
import { agencyFiles, and, areaViews, eq, gt, inArray, queryRows, sql, type DbHandle } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

const functionFor: Record<NewFileArea, BusinessFunction> = {
  batchMatch: 'BATCH_MATCHING',
  conMon: 'CON_MON',
  payment: 'PAYMENTS',
};

/** Whether a file of the user's groups finished its run in this area since they last opened its list. */
export async function getNewFileIndicator({ deps, ctx, input }: ActionArgs<{ area: NewFileArea }>): Promise<boolean> {
  await authorize({ deps, ctx }, { fn: functionFor[input.area] });
  const { area } = input;
  const { db } = deps.handle;
  const [view] = await db
    .select({ lastViewedAt: areaViews.lastViewedAt })
    .from(areaViews)
    .where(and(eq(areaViews.userId, ctx.user.id), eq(areaViews.area, area)));
  // A file lights the indicator when its run finishes (matched_at), not when it arrives: there is
  // nothing to open before the matches are written.
  const conditions = [
    eq(agencyFiles.area, area),
    inArray(agencyFiles.accessGroupId, [...ctx.visibleGroupIds]),
    sql`${agencyFiles.matchedAt} is not null`,
  ];
  if (view) conditions.push(gt(agencyFiles.matchedAt, view.lastViewedAt));
  if (area === 'conMon' && (await newConMonMatches(deps.handle, [...ctx.visibleGroupIds], view?.lastViewedAt))) {
    return true;
  }
  const [found] = await db
    .select({ id: agencyFiles.id })
    .from(agencyFiles)
    .where(and(...conditions))
    .limit(1);
  return found !== undefined;
}

/**
 * Con-mon files stay enrolled: the indicator also lights when a source load found new matches
 * for one of the user's groups (a match stamped with a load, written since their last look).
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
