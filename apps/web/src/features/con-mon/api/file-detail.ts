import { ConMonFileDetailList, type ConMonFileDetail } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonPaths } from './paths.js';

export type FileDetailRow = ConMonFileDetail & { id: string };

/** Matches one page of the file detail holds. */
export const FILE_DETAIL_PAGE_SIZE = 100;

export interface FileDetailRequest {
  fileId: string;
  page: number;
  includeWithdrawn: boolean;
}

export interface FileDetailPage {
  rows: FileDetailRow[];
  /** Matches over every page (meta total-count). */
  totalRows: number;
}

export function fileDetailFilter(request: Pick<FileDetailRequest, 'includeWithdrawn'>): Record<string, string> {
  return { 'filter[includeWithdrawn]': String(request.includeWithdrawn) };
}

/** GET /api/v1/con-mon/files/{id}/detail: the file's matches, flat, one row per match, paged. */
export async function fetchFileDetail(
  http: HttpClient,
  request: FileDetailRequest,
  signal?: AbortSignal,
): Promise<FileDetailPage> {
  const result = await http.get(conMonPaths.fileDetail(request.fileId), ConMonFileDetailList, {
    signal,
    query: { ...fileDetailFilter(request), 'page[number]': request.page, 'page[size]': FILE_DETAIL_PAGE_SIZE },
    // Another group's file, or one gone, is said on this screen; the area stays usable.
    refusal: 'inPlace',
  });
  const total = Number(result.meta['total-count']);
  return { rows: result.data, totalRows: Number.isFinite(total) ? total : result.data.length };
}

export function fileDetailQuery(http: HttpClient, actingAccessGroup: string | undefined, request: FileDetailRequest) {
  return queryOptions({
    queryKey: [
      ...queryScope(actingAccessGroup),
      'conMon',
      'fileDetail',
      request.fileId,
      request.page,
      request.includeWithdrawn,
    ],
    queryFn: ({ signal }) => fetchFileDetail(http, request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useFileDetail(request: FileDetailRequest) {
  return useQuery(fileDetailQuery(useHttpClient(), useActingAccessGroup(), request));
}
