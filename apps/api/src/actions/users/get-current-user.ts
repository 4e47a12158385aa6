import type { UserInfo } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

/** The signed-in user as the client's userInfo (any signed-in user may read their own). */
export async function getCurrentUser({ deps, ctx }: ActionArgs): Promise<UserInfo> {
  await authorize({ deps, ctx }, {});
  return {
    role: ctx.user.role,
    userId: ctx.user.userName,
    firstName: ctx.user.firstName,
    lastName: ctx.user.lastName,
    accessGroup: ctx.homeGroup.id,
    accessGroupName: ctx.homeGroup.name,
    ...(ctx.impersonating ? { actingAccessGroup: ctx.actingGroup.id } : {}),
    allowedBusinessFunctions: [...ctx.user.functions].sort(),
  };
}
