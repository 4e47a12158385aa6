import type { BusinessFunction, NewFileArea } from '@dnp/contracts';
import { agencyFiles, and, areaViews, eq, gt, inArray } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

const functionFor: Record<NewFileArea, BusinessFunction> = {
  batchMatch: 'BATCH_MATCHING',
  conMon: 'CON_MON',
  payment: 'PAYMENTS',
};

/** Whether a file of the user's groups arrived in this area since they last opened its list. */
export async function getNewFileIndicator({ deps, ctx, input }: ActionArgs<{ area: NewFileArea }>): Promise<boolean> {
  await authorize({ deps, ctx }, { fn: functionFor[input.area] });
  const { area } = input;
  const { db } = deps.handle;
  const [view] = await db
    .select({ lastViewedAt: areaViews.lastViewedAt })
    .from(areaViews)
    .where(and(eq(areaViews.userId, ctx.user.id), eq(areaViews.area, area)));
  const conditions = [eq(agencyFiles.area, area), inArray(agencyFiles.accessGroupId, [...ctx.visibleGroupIds])];
  if (view) conditions.push(gt(agencyFiles.receivedAt, view.lastViewedAt));
  const [found] = await db
    .select({ id: agencyFiles.id })
    .from(agencyFiles)
    .where(and(...conditions))
    .limit(1);
  return found !== undefined;
}
