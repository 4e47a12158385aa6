import { ACCESS_GROUP_PARAM, AccessGroupList } from '@dnp/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';

/**
 * The groups an impersonating user may choose from are those of their own
 * account, so the call names the home group: while acting, the client would
 * otherwise ask for the acting group's view.
 */
export function accessGroupsQuery(http: HttpClient, homeAccessGroup: string) {
  return queryOptions({
    queryKey: ['access-groups', homeAccessGroup],
    queryFn: async ({ signal }) => {
      const { data } = await http.get('/api/v1/access-groups', AccessGroupList, {
        signal,
        query: { [ACCESS_GROUP_PARAM]: homeAccessGroup },
      });
      return data;
    },
    staleTime: 10 * 60_000,
  });
}
