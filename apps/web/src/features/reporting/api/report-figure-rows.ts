import { ReportFigureRowList, type ReportFigureRow, type ReportName } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { reportsPaths } from './paths.js';

export const FIGURE_ROWS_PAGE_SIZE = 50;

export interface FigureRowsPage {
  rows: ReportFigureRow[];
  /** Every row of the figure, over all pages. */
  total: number;
}

/** GET a figure's rows: one page of exactly the rows it counts (the figure's own `rows` query). */
export async function fetchFigureRows(
  http: HttpClient,
  reportName: ReportName,
  figure: Record<string, string>,
  page: number,
  signal?: AbortSignal,
): Promise<FigureRowsPage> {
  const result = await http.get(reportsPaths.rows(reportName), ReportFigureRowList, {
    signal,
    query: { ...figure, 'page[number]': page, 'page[size]': FIGURE_ROWS_PAGE_SIZE },
  });
  const total = Number(result.meta['total-count']);
  return { rows: result.data, total: Number.isFinite(total) ? total : result.data.length };
}

export function figureRowsQuery(
  http: HttpClient,
  actingAccessGroup: string | undefined,
  reportName: ReportName,
  figure: Record<string, string>,
  page: number,
) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'reports', 'rows', reportName, figure, page],
    queryFn: ({ signal }) => fetchFigureRows(http, reportName, figure, page, signal),
    // The page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useFigureRows(reportName: ReportName, figure: Record<string, string>, page: number) {
  return useQuery(figureRowsQuery(useHttpClient(), useActingAccessGroup(), reportName, figure, page));
}
