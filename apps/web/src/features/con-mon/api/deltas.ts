import { ConMonDeltaList, type ConMonDelta } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonPaths } from './paths.js';

export type DeltaRow = ConMonDelta & { id: string };

export const DELTAS_PAGE_SIZE = 100;

export interface DeltasRequest {
  /** YYYY-MM-DD; undefined asks for what is new since the user's last visit to the deltas. */
  since: string | undefined;
  page: number;
}

export interface DeltasPage {
  rows: DeltaRow[];
  totalRows: number;
  /** The instant the server counted from (meta.since); null on a first visit, when everything is new. */
  since: string | null;
}

/** GET /api/v1/con-mon/deltas: matches found or withdrawn since a day, or since the last visit. */
export async function fetchDeltas(http: HttpClient, request: DeltasRequest, signal?: AbortSignal): Promise<DeltasPage> {
  const result = await http.get(conMonPaths.deltas, ConMonDeltaList, {
    signal,
    query: {
      ...(request.since ? { 'filter[since]': request.since } : {}),
      'page[number]': request.page,
      'page[size]': DELTAS_PAGE_SIZE,
    },
    // A user without CON_MON_DELTAS is told on this screen; the rest of the area stays.
    refusal: 'inPlace',
  });
  const total = Number(result.meta['total-count']);
  const since = result.meta['since'];
  return {
    rows: result.data,
    totalRows: Number.isFinite(total) ? total : result.data.length,
    since: typeof since === 'string' ? since : null,
  };
}

export function deltasQuery(http: HttpClient, actingAccessGroup: string | undefined, request: DeltasRequest) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'conMon', 'deltas', request.since ?? 'lastVisit', request.page],
    queryFn: ({ signal }) => fetchDeltas(http, request, signal),
    placeholderData: keepPreviousData,
    // "Since my last visit" moves the visit forward on the server: asked once per opening, not on every focus.
    staleTime: Infinity,
    retry: false,
  });
}

export function useDeltas(request: DeltasRequest) {
  return useQuery(deltasQuery(useHttpClient(), useActingAccessGroup(), request));
}
