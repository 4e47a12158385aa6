import { AgencyFileStatusList, type AgencyFileStatus } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { useHttpClient } from '../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import type { Intake } from './intake-paths.js';
import { isFinished } from './run-phase.js';

export type FileStatus = AgencyFileStatus & { id: string };

/** How often a running file is asked about: often enough for a live bar, rarely enough for a busy server. */
export const STATUS_POLL_MS = 1500;

/** GET {area}/files/{id}: where a received file's run stands. */
export async function fetchFileStatus(
  http: HttpClient,
  intake: Intake,
  fileId: string,
  signal?: AbortSignal,
): Promise<FileStatus> {
  const result = await http.get(intake.status(fileId), AgencyFileStatusList, {
    signal,
    // Polling is the app's doing, not the user's: it must not keep an idle session open.
    background: true,
    refusal: 'inPlace',
  });
  const status = result.data[0];
  if (!status) throw new Error(`The server returned no status for file ${fileId}.`);
  return status;
}

export function fileStatusKey(actingAccessGroup: string | undefined, intake: Intake, fileId: string) {
  return [...queryScope(actingAccessGroup), intake.area, 'fileStatus', fileId];
}

export function fileStatusQuery(
  http: HttpClient,
  actingAccessGroup: string | undefined,
  intake: Intake,
  fileId: string,
) {
  return queryOptions({
    queryKey: fileStatusKey(actingAccessGroup, intake, fileId),
    queryFn: ({ signal }) => fetchFileStatus(http, intake, fileId, signal),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : STATUS_POLL_MS),
    retry: false,
  });
}

export function useFileStatus(intake: Intake, fileId: string, initial?: FileStatus) {
  return useQuery({
    ...fileStatusQuery(useHttpClient(), useActingAccessGroup(), intake, fileId),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
  });
}
