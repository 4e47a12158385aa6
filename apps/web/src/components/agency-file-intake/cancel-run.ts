import { AgencyFileStatusList } from '@dnp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { useHttpClient } from '../../lib/http/http-context.js';
import { useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import { fileStatusKey, type FileStatus } from './file-status.js';
import type { Intake } from './intake-paths.js';

/** POST {area}/files/{id}/cancel: stops a queued or running file; answers its status. */
export async function cancelRun(http: HttpClient, intake: Intake, fileId: string): Promise<FileStatus | undefined> {
  const result = await http.post(intake.cancel(fileId), {}, AgencyFileStatusList, { refusal: 'inPlace' });
  return result.data[0];
}

export function useCancelRun(intake: Intake, fileId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const key = fileStatusKey(useActingAccessGroup(), intake, fileId);
  return useMutation({
    mutationFn: () => cancelRun(http, intake, fileId),
    onSuccess: (status) => {
      if (status) queryClient.setQueryData(key, status);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
