import { searchResponseFor, type DatasourceApiName, type SearchAttributes, type SearchQuery } from '@dnp/contracts';
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { answerNotices } from '../model/answer-notices.js';
import { RESULTS_PER_SOURCE } from '../model/results-paging.js';
import type { SourceAnswer } from '../model/source-result-state.js';

/** The contract's name for the page size: a renamed field fails the type check here. */
const pageSizeParam = 'page[size]' satisfies keyof typeof SearchQuery.shape;

/** One press of Search: the criteria and the sources, numbered so pressing again searches again. */
export interface SearchRun {
  runId: number;
  attributes: SearchAttributes;
  sources: DatasourceApiName[];
}

/**
 * POST /api/v1/search/:apiName: one source's best matches for the criteria (RESULTS_PER_SOURCE of them at most),
 * parsed as that source's hits: a hit of another source, or missing one of the source's attributes, is refused.
 */
export async function searchDatasource(
  http: HttpClient,
  apiName: DatasourceApiName,
  attributes: SearchAttributes,
  signal?: AbortSignal,
): Promise<SourceAnswer> {
  const result = await http.post(`/api/v1/search/${apiName}`, { data: { attributes } }, searchResponseFor(apiName), {
    query: { [pageSizeParam]: RESULTS_PER_SOURCE },
    signal,
    // A source the group may not search is refused in its own panel; the others' results stay.
    refusal: 'inPlace',
  });
  return {
    hits: result.data,
    totalCount: result.meta['total-count'] ?? result.data.length,
    notices: answerNotices(result.meta),
    transactionId: result.meta['transaction-id'],
  };
}

const searchKey = (actingAccessGroup: string | undefined) => [...queryScope(actingAccessGroup), 'search'] as const;
/** Where the run id sits in a search query's key: right after the search key. */
const runIdPosition = searchKey(undefined).length;

export function searchDatasourceQuery(
  http: HttpClient,
  actingAccessGroup: string | undefined,
  run: SearchRun,
  apiName: DatasourceApiName,
) {
  return queryOptions({
    queryKey: [...searchKey(actingAccessGroup), run.runId, apiName, run.attributes],
    queryFn: ({ signal }) => searchDatasource(http, apiName, run.attributes, signal),
    // A search is an audited disclosure the user asked for: it runs once per press of
    // Search, never again by itself (not on return to the page, not on a retry loop).
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** One query per source, all in flight at once; each result arrives as its source answers. */
export function useSearchRun(run: SearchRun | null) {
  const http = useHttpClient();
  const actingAccessGroup = useActingAccessGroup();
  return useQueries({
    queries: run ? run.sources.map((apiName) => searchDatasourceQuery(http, actingAccessGroup, run, apiName)) : [],
  });
}

/**
 * Cancels and forgets every run but the one on screen: results are kept for
 * good (gcTime Infinity) so that coming back to the page never searches again,
 * which makes dropping the runs the user replaced this function's job.
 */
export function useForgetSearchRuns(): (keepRunId: number) => void {
  const queryClient = useQueryClient();
  const actingAccessGroup = useActingAccessGroup();
  return useCallback(
    (keepRunId: number) => {
      const filters = {
        queryKey: searchKey(actingAccessGroup),
        predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[runIdPosition] !== keepRunId,
      };
      void queryClient.cancelQueries(filters);
      queryClient.removeQueries(filters);
    },
    [queryClient, actingAccessGroup],
  );
}
