import { BatchMatchDetailList, type BatchMatchDetail, type SourceSystemCode } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { batchMatchPaths } from './paths.js';

export type MatchDetail = BatchMatchDetail & { id: string };

export interface MatchTarget {
  fileId: string;
  agencyPartyId: string;
  source: SourceSystemCode;
}

/** The filter of the screen and of its CSV export. */
export function matchDetailFilter(target: MatchTarget): Record<string, string> {
  return { 'filter[agencyPartyId]': target.agencyPartyId, 'filter[searchSrcSysTypeCd]': target.source };
}

/**
 * GET /api/v1/batch-match/files/{id}/match-detail: one party's matches at one source, with the
 * explanation and the source record. Each shown record is a disclosure the server audits.
 */
export async function fetchMatchDetail(
  http: HttpClient,
  target: MatchTarget,
  signal?: AbortSignal,
): Promise<MatchDetail[]> {
  const result = await http.get(batchMatchPaths.matchDetail(target.fileId), BatchMatchDetailList, {
    signal,
    query: matchDetailFilter(target),
    refusal: 'inPlace',
  });
  return result.data;
}

export function matchDetailQuery(http: HttpClient, actingAccessGroup: string | undefined, target: MatchTarget) {
  return queryOptions({
    queryKey: [
      ...queryScope(actingAccessGroup),
      'batchMatch',
      'matchDetail',
      target.fileId,
      target.agencyPartyId,
      target.source,
    ],
    queryFn: ({ signal }) => fetchMatchDetail(http, target, signal),
    // Opened again in a session, the same answer shows without a second audited read.
    staleTime: Infinity,
    retry: false,
  });
}

export function useMatchDetail(target: MatchTarget) {
  return useQuery(matchDetailQuery(useHttpClient(), useActingAccessGroup(), target));
}
