import { ConMonSummaryList, type ConMonSummary } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonPaths } from './paths.js';

/** Files a page of the summary holds. */
export const SUMMARY_PAGE_SIZE = 20;

/** The query's place in the cache, after the acting-group scope; an enrollment or withdrawal reads it again. */
export const summariesKey = ['conMon', 'summaries'] as const;

export interface SummaryPage {
  rows: (ConMonSummary & { id: string })[];
  /** Files over every page (meta total-count counts files, not file-by-source rows). */
  totalFiles: number;
}

/** GET /api/v1/con-mon/summaries: a row per monitored file and source, paged by file, newest first. */
export async function fetchSummaries(http: HttpClient, page: number, signal?: AbortSignal): Promise<SummaryPage> {
  const result = await http.get(conMonPaths.summaries, ConMonSummaryList, {
    signal,
    query: { 'page[number]': page, 'page[size]': SUMMARY_PAGE_SIZE },
  });
  const total = Number(result.meta['total-count']);
  const files = new Set(result.data.map((row) => row.agencyFrbFileId)).size;
  return { rows: result.data, totalFiles: Number.isFinite(total) ? total : files };
}

export function summariesQuery(http: HttpClient, actingAccessGroup: string | undefined, page: number) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), ...summariesKey, page],
    queryFn: ({ signal }) => fetchSummaries(http, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSummaries(page: number) {
  return useQuery(summariesQuery(useHttpClient(), useActingAccessGroup(), page));
}
