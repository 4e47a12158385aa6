import type { AccessGroup } from '@dnp/contracts';
import type { Database } from '@dnp/db';
import { GroupTree } from '../../domain/group-tree.js';
import type { RequestContext } from '../../domain/request-context.js';

/**
 * The user's home group and every group below it, top-down. The home group
 * (not the acting one) decides, so an administrator acting for a bureau can
 * still switch to another.
 */
export async function listVisibleGroups(db: Database, ctx: RequestContext): Promise<AccessGroup[]> {
  const tree = await GroupTree.load(db);
  return tree
    .subtree(ctx.homeGroup.id)
    .sort((a, b) => a.level - b.level || a.id.localeCompare(b.id))
    .map((group) => ({
      accessGroupId: group.id,
      name: group.name,
      level: group.level,
      parentAccessGroupId: group.parentId,
      statusTypeCode: group.status,
    }));
}
