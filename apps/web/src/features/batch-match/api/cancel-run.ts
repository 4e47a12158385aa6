import { AgencyFileStatusList } from '@dnp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import type { FileStatus } from './file-status.js';
import { batchMatchPaths } from './paths.js';

/** POST /api/v1/batch-match/files/{id}/cancel: stops a queued or running file; answers its status. */
export async function cancelRun(http: HttpClient, fileId: string): Promise<FileStatus | undefined> {
  const result = await http.post(batchMatchPaths.cancel(fileId), {}, AgencyFileStatusList, { refusal: 'inPlace' });
  return result.data[0];
}

export function useCancelRun(fileId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const scope = queryScope(useActingAccessGroup());
  return useMutation({
    mutationFn: () => cancelRun(http, fileId),
    onSuccess: (status) => {
      const key = [...scope, 'batchMatch', 'fileStatus', fileId];
      if (status) queryClient.setQueryData(key, status);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
