import { DatasourceInfoList } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';

/** GET /api/v1/datasources: the 18 sources, with what this user (or the group acted for) may use. */
export function datasourcesQuery(http: HttpClient, actingAccessGroup: string | undefined) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'datasources'],
    queryFn: async ({ signal }) => (await http.get('/api/v1/datasources', DatasourceInfoList, { signal })).data,
    // Counts and dates change with a load, a few times a day at most.
    staleTime: 5 * 60_000,
  });
}

export function useDatasources() {
  return useQuery(datasourcesQuery(useHttpClient(), useActingAccessGroup()));
}
