import { BatchMatchSummaryList, type BatchMatchSummary } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { batchMatchPaths } from './paths.js';

export const SUMMARY_PAGE_SIZE = 20;

export type SummarySortField =
  | 'fileReceivedDate'
  | 'fileName'
  | 'fileReceivedRecordsCount'
  | 'fileConclusiveCount'
  | 'fileProbableCount'
  | 'filePossibleCount';

export interface SummaryQuery {
  page: number;
  /** received on or after, YYYY-MM-DD */
  receivedFrom?: string;
  /** received on or before, YYYY-MM-DD */
  receivedTo?: string;
  alc?: string;
  sort: { field: SummarySortField; descending: boolean };
}

export interface SummaryPage {
  rows: (BatchMatchSummary & { id: string })[];
  /** Files in all pages (meta total-count counts files, not file-by-source rows). */
  totalFiles: number;
}

/** GET /api/v1/batch-match/summaries: one row per (file, source), paged by file. */
export async function fetchSummaries(
  http: HttpClient,
  query: SummaryQuery,
  signal?: AbortSignal,
): Promise<SummaryPage> {
  const result = await http.get(batchMatchPaths.summaries, BatchMatchSummaryList, {
    signal,
    query: {
      'page[number]': query.page,
      'page[size]': SUMMARY_PAGE_SIZE,
      'filter[fileReceivedDateFrom]': query.receivedFrom || undefined,
      'filter[fileReceivedDateTo]': query.receivedTo || undefined,
      'filter[agencyAlcCode]': query.alc || undefined,
      sort: `${query.sort.descending ? '-' : ''}${query.sort.field}`,
    },
  });
  const total = Number(result.meta['total-count']);
  return { rows: result.data, totalFiles: Number.isFinite(total) ? total : result.data.length };
}

export function summariesQuery(http: HttpClient, actingAccessGroup: string | undefined, query: SummaryQuery) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'batchMatch', 'summaries', query],
    queryFn: ({ signal }) => fetchSummaries(http, query, signal),
    // The page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useSummaries(query: SummaryQuery) {
  return useQuery(summariesQuery(useHttpClient(), useActingAccessGroup(), query));
}

/** When a run ends, the summaries are read again so its counts and state show. */
export function useRefreshSummariesWhen(finished: boolean) {
  const queryClient = useQueryClient();
  const actingAccessGroup = useActingAccessGroup();
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: [...queryScope(actingAccessGroup), 'batchMatch', 'summaries'] });
  }, [finished, queryClient, actingAccessGroup]);
}
