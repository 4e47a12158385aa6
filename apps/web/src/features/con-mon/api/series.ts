import { ConMonSeriesList, type ConMonSeriesPoint } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonPaths } from './paths.js';

/** GET /api/v1/con-mon/files/{id}/series: after each source load, the file's matches at that source by level. */
export async function fetchSeries(
  http: HttpClient,
  fileId: string,
  signal?: AbortSignal,
): Promise<ConMonSeriesPoint[]> {
  const result = await http.get(conMonPaths.series(fileId), ConMonSeriesList, { signal, refusal: 'inPlace' });
  return result.data;
}

export function seriesQuery(http: HttpClient, actingAccessGroup: string | undefined, fileId: string) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'conMon', 'series', fileId],
    queryFn: ({ signal }) => fetchSeries(http, fileId, signal),
    retry: false,
  });
}

export function useSeries(fileId: string) {
  return useQuery(seriesQuery(useHttpClient(), useActingAccessGroup(), fileId));
}
