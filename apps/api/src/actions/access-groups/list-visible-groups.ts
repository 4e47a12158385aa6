import type { AccessGroup } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { GroupTree } from '../../domain/group-tree.js';
import type { ActionArgs } from '../action.js';

/**
 * The user's home group and every group below it, top-down. The home group
 * (not the acting one) decides, so an administrator acting for a bureau can
 * still switch to another.
 */
export async function listVisibleGroups({ deps, ctx }: ActionArgs): Promise<AccessGroup[]> {
  await authorize({ deps, ctx }, {});
  const tree = await GroupTree.load(deps.handle.db);
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
