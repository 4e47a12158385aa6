import { ConMonDetailList, type ConMonDetail, type SourceSystemCode } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonPaths } from './paths.js';

export type MatchDetail = ConMonDetail & { id: string };

/** One party of a monitored file at one source: what a file-detail row opens. */
export interface MatchTarget {
  fileId: string;
  agencyPartyId: string;
  source: SourceSystemCode;
}

export function matchDetailFilter(target: MatchTarget): Record<string, string> {
  return {
    'filter[agencyFrbFileId]': target.fileId,
    'filter[agencyPartyId]': target.agencyPartyId,
    'filter[searchSrcSysTypeCd]': target.source,
  };
}

/** GET /api/v1/con-mon/match-detail: the party's matches at the source, with the source record and explanation. */
export async function fetchMatchDetail(
  http: HttpClient,
  target: MatchTarget,
  signal?: AbortSignal,
): Promise<MatchDetail[]> {
  const result = await http.get(conMonPaths.matchDetail, ConMonDetailList, {
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
      'conMon',
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
