import { DatasourceLoadList, type DatasourceLoad } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { isFinished, LOAD_POLL_MS } from './load-phase.js';
import { sourceLoadPaths } from './paths.js';

export type SourceLoad = DatasourceLoad & { id: string };

/** GET /api/v1/datasources/loads: the newest loads of every source. */
export async function fetchRecentLoads(http: HttpClient, signal?: AbortSignal): Promise<SourceLoad[]> {
  const result = await http.get(sourceLoadPaths.recent, DatasourceLoadList, { signal, background: true });
  return result.data;
}

/** Loads are the portal's, not an access group's: one key whoever the user acts for. */
export const recentLoadsKey = ['sourceLoads', 'recent'] as const;

export function recentLoadsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: recentLoadsKey,
    queryFn: ({ signal }) => fetchRecentLoads(http, signal),
    // While a load runs its row's phase changes; once all have ended there is nothing to follow.
    refetchInterval: (query) => (query.state.data?.every(isFinished) === false ? LOAD_POLL_MS : false),
  });
}

export function useRecentLoads() {
  return useQuery(recentLoadsQuery(useHttpClient()));
}
