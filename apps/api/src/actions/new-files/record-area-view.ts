import type { NewFileArea } from '@dnp/contracts';
import { areaGroupViews, sql } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';
import { newFileAreaFunction } from './get-new-file-indicator.js';
import { newFileExists } from './new-file-exists.js';

/**
 * A user opened an area: its new-file indicator goes off for the acting group, for every user acting
 * for it, until another file finishes. An administrator acting for another group (impersonation)
 * looks on that group's behalf without being one of its users, so the visit is not recorded and the
 * group's own users still see what is new. Answers the indicator as it stands after the visit.
 */
export async function recordAreaView({ deps, ctx, input }: ActionArgs<{ area: NewFileArea }>): Promise<boolean> {
  await authorize({ deps, ctx }, { fn: newFileAreaFunction[input.area] });
  if (!ctx.impersonating) {
    await deps.handle.db
      .insert(areaGroupViews)
      .values({ accessGroupId: ctx.actingGroup.id, area: input.area, lastViewedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [areaGroupViews.accessGroupId, areaGroupViews.area],
        set: { lastViewedAt: sql`now()` },
      });
  }
  return newFileExists(deps.handle, ctx, input.area);
}
