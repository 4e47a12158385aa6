import type { Executor } from '@dnp/db';
import { badRequest } from '../domain-error.js';
import { GroupTree } from '../group-tree.js';
import type { RequestContext } from '../request-context.js';

/**
 * filter[accessGroupId] as the groups it stands for: the named group and its descendants,
 * which must lie within the caller's tree. null when not given (the whole visible tree).
 */
export async function groupFilterOf(
  executor: Executor,
  ctx: RequestContext,
  groupId: string | undefined,
): Promise<string[] | null> {
  if (groupId === undefined) return null;
  if (!ctx.visibleGroupIds.includes(groupId)) {
    throw badRequest(`Access group ${groupId} is not ${ctx.actingGroup.id} or a group below it.`, {
      parameter: 'filter[accessGroupId]',
    });
  }
  return (await GroupTree.load(executor)).subtree(groupId).map((group) => group.id);
}
