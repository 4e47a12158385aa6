import { NewFileIndicatorList, type NewFileArea } from '@dnp/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { queryScope } from '../../lib/session/acting-access-group-context.js';

export function newFileIndicatorQuery(http: HttpClient, actingAccessGroup: string | undefined, area: NewFileArea) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'new-file-indicator', area],
    queryFn: async ({ signal }): Promise<boolean> => {
      const { data } = await http.get(`/api/v1/new-file-indicators/${area}`, NewFileIndicatorList, { signal });
      return data.some((indicator) => indicator.newFileExists);
    },
    staleTime: 60_000,
    // Asked again every minute, so a run that finishes while the user works elsewhere lights the badge.
    refetchInterval: 60_000,
  });
}
