import { AccessGroupList, UserInfoList } from '@dnp/contracts';
import { listVisibleGroups } from '../actions/access-groups/list-visible-groups.js';
import { getCurrentUser } from '../actions/users/get-current-user.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

export function userRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/v1/users/current',
    {
      config: { policy: { access: 'signedIn' } },
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: UserInfoList } },
    },
    async (request, reply) => {
      const user = await getCurrentUser({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(request, reply, 'userInfo', [{ id: user.userId, attributes: user }]);
    },
  );

  app.get(
    '/api/v1/access-groups',
    {
      config: { policy: { access: 'signedIn' } },
      schema: {
        tags: ['users'],
        summary: 'Access groups visible to the user: the home group and its descendants',
        response: { 200: AccessGroupList },
      },
    },
    async (request, reply) => {
      const groups = await listVisibleGroups({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(
        request,
        reply,
        'accessGroup',
        groups.map((group) => ({ id: group.accessGroupId, attributes: group })),
      );
    },
  );
}
