import { SourceLoadHistoryList, type SourceLoadHistoryEntry } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { isSettled, LOAD_POLL_MS } from './load-phase.js';
import { sourceLoadPaths } from './paths.js';

/** A load of the history: a request sent through the portal, or a load committed outside it. */
export type RecentLoad = SourceLoadHistoryEntry & { id: string };

/** GET /api/v1/datasources/loads: the newest loads of every source, however they came in. */
export async function fetchRecentLoads(http: HttpClient, signal?: AbortSignal): Promise<RecentLoad[]> {
  const result = await http.get(sourceLoadPaths.recent, SourceLoadHistoryList, { signal, background: true });
  return result.data;
}

/** Loads are the portal's, not an access group's: one key whoever the user acts for. */
export const recentLoadsKey = ['sourceLoads', 'recent'] as const;

export function recentLoadsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: recentLoadsKey,
    queryFn: ({ signal }) => fetchRecentLoads(http, signal),
    // While a request runs, or con-mon matches a committed load, its row changes; once all have
    // settled there is nothing to follow.
    refetchInterval: (query) => (query.state.data?.every(isSettled) === false ? LOAD_POLL_MS : false),
  });
}

export function useRecentLoads() {
  return useQuery(recentLoadsQuery(useHttpClient()));
}
