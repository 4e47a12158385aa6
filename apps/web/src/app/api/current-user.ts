import { ACCESS_GROUP_PARAM, UserInfoList, type UserInfo } from '@dnp/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { useHttpClient } from '../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';

export function currentUserQuery(http: HttpClient, actingAccessGroup: string | undefined) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'current-user'],
    queryFn: async ({ signal }): Promise<UserInfo> => {
      // The group is named in the call so a switch can be fetched before it takes effect.
      const query = actingAccessGroup ? { [ACCESS_GROUP_PARAM]: actingAccessGroup } : {};
      const { data } = await http.get('/api/v1/users/current', UserInfoList, { signal, query });
      const [user] = data;
      if (!user) throw new Error('The server returned no user for this session.');
      return user;
    },
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user; the shell's loader has fetched it before any screen renders. */
export function useCurrentUser(): UserInfo {
  return useSuspenseQuery(currentUserQuery(useHttpClient(), useActingAccessGroup())).data;
}
