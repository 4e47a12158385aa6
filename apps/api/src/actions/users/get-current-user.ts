import type { UserInfo } from '@dnp/contracts';
import type { RequestContext } from '../../domain/request-context.js';

/** The signed-in user as the client's userInfo (any signed-in user may read their own). */
export function getCurrentUser(ctx: RequestContext): UserInfo {
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
