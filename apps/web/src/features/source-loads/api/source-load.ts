import { DatasourceLoadList, type DatasourceApiName, type DatasourceLoad } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { isSettled, LOAD_POLL_MS } from './load-phase.js';
import { sourceLoadPaths } from './paths.js';

/** One request sent through the portal, as its status answers say where it stands. */
export type SourceLoad = DatasourceLoad & { id: string };

/** GET /api/v1/datasources/{apiName}/loads/{id}: where one load stands. */
export async function fetchSourceLoad(
  http: HttpClient,
  apiName: DatasourceApiName,
  sourceLoadId: string,
  signal?: AbortSignal,
): Promise<SourceLoad> {
  const result = await http.get(sourceLoadPaths.status(apiName, sourceLoadId), DatasourceLoadList, {
    signal,
    // Polling is the app's doing, not the user's: it must not keep an idle session open.
    background: true,
    refusal: 'inPlace',
  });
  const load = result.data[0];
  if (!load) throw new Error(`The server returned no load ${sourceLoadId}.`);
  return load;
}

export function sourceLoadQuery(http: HttpClient, apiName: DatasourceApiName, sourceLoadId: string) {
  return queryOptions({
    queryKey: ['sourceLoads', apiName, sourceLoadId],
    queryFn: ({ signal }) => fetchSourceLoad(http, apiName, sourceLoadId, signal),
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : LOAD_POLL_MS),
  });
}

export function useSourceLoad(apiName: DatasourceApiName, sourceLoadId: string) {
  return useQuery(sourceLoadQuery(useHttpClient(), apiName, sourceLoadId));
}
