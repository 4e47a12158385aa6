import type { BusinessFunction, NewFileArea } from '@dnp/contracts';
import { agencyFiles, and, areaViews, eq, gt, inArray, type Database } from '@dnp/db';
import { forbidden } from '../../domain/domain-error.js';
import type { RequestContext } from '../../domain/request-context.js';

const functionFor: Record<NewFileArea, BusinessFunction> = {
  batchMatch: 'BATCH_MATCHING',
  conMon: 'CON_MON',
  payment: 'PAYMENTS',
};

/** Whether a file of the user's groups arrived in this area since they last opened its list. */
export async function getNewFileIndicator(db: Database, ctx: RequestContext, area: NewFileArea): Promise<boolean> {
  if (!ctx.user.functions.has(functionFor[area])) {
    throw forbidden(`New-file notices for this area need the ${functionFor[area]} business function.`, {
      details: { required: functionFor[area], area },
    });
  }
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
