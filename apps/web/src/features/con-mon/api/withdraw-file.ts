import { ConMonEnrollmentList, type ConMonEnrollment } from '@dnp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonPaths } from './paths.js';
import { summariesKey } from './summaries.js';

/** POST /api/v1/con-mon/files/{id}/withdraw: the file is no longer monitored; its matches stay readable. */
export async function withdrawFile(http: HttpClient, fileId: string): Promise<ConMonEnrollment | undefined> {
  const result = await http.post(conMonPaths.withdraw(fileId), {}, ConMonEnrollmentList, { refusal: 'inPlace' });
  return result.data[0];
}

export function useWithdrawFile(fileId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const scope = queryScope(useActingAccessGroup());
  return useMutation({
    mutationFn: () => withdrawFile(http, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...scope, ...summariesKey] }),
  });
}
