import { BatchMatchFileDetailGroupList, type BatchMatchFileDetailGroup } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { batchMatchPaths } from './paths.js';

export type FileDetailGroup = BatchMatchFileDetailGroup & { id: string };

/** Rows (a party at a source) one page of the file detail holds. */
export const FILE_DETAIL_PAGE_SIZE = 100;

export interface FileDetailPage {
  groups: FileDetailGroup[];
  /** Rows over every page (meta total-count). */
  totalRows: number;
}

/** GET /api/v1/batch-match/files/{id}/detail: the file's matched parties, one group per source system, paged by rows. */
export async function fetchFileDetail(
  http: HttpClient,
  fileId: string,
  page: number,
  signal?: AbortSignal,
): Promise<FileDetailPage> {
  const result = await http.get(batchMatchPaths.fileDetail(fileId), BatchMatchFileDetailGroupList, {
    signal,
    query: { 'page[number]': page, 'page[size]': FILE_DETAIL_PAGE_SIZE },
    // Another group's file, or one gone, is said on this screen; the area stays usable.
    refusal: 'inPlace',
  });
  const groups = result.data;
  const total = Number(result.meta['total-count']);
  const onPage = groups.reduce((sum, group) => sum + group.rows.length, 0);
  return { groups, totalRows: Number.isFinite(total) ? total : onPage };
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
