import type { BusinessFunction, NewFileArea } from '@dnp/contracts';
import { agencyFiles, and, areaViews, eq, gt, inArray, sql } from '@dnp/db';
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
  const [found] = await db
    .select({ id: agencyFiles.id })
    .from(agencyFiles)
    .where(and(...conditions))
    .limit(1);
  return found !== undefined;
}
