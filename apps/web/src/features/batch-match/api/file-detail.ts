import { BatchMatchFileDetailGroupList, type BatchMatchFileDetailGroup } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { batchMatchPaths } from './paths.js';

export type FileDetailGroup = BatchMatchFileDetailGroup & { id: string };

/** Rows (a party at a source) one page of the file detail holds. */
export const FILE_DETAIL_PAGE_SIZE = 100;

/**
 * GET /api/v1/batch-match/files/{id}/detail: the file's matched parties, one group per source
 * system. A page counts rows, so a page with fewer than a full page of rows is the last.
 */
export async function fetchFileDetail(
  http: HttpClient,
  fileId: string,
  page: number,
  signal?: AbortSignal,
): Promise<FileDetailGroup[]> {
  const result = await http.get(batchMatchPaths.fileDetail(fileId), BatchMatchFileDetailGroupList, {
    signal,
    query: { 'page[number]': page, 'page[size]': FILE_DETAIL_PAGE_SIZE },
    // Another group's file, or one gone, is said on this screen; the area stays usable.
    refusal: 'inPlace',
  });
  return result.data;
}

export function fileDetailQuery(http: HttpClient, actingAccessGroup: string | undefined, fileId: string, page: number) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'batchMatch', 'fileDetail', fileId, page],
    queryFn: ({ signal }) => fetchFileDetail(http, fileId, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useFileDetail(fileId: string, page: number) {
  return useQuery(fileDetailQuery(useHttpClient(), useActingAccessGroup(), fileId, page));
}
