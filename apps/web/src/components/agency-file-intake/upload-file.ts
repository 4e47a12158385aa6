import { AgencyFileStatusList, type AgencyFileStatus } from '@dnp/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { useHttpClient } from '../../lib/http/http-context.js';
import type { UploadProgress } from '../../lib/http/upload-request.js';
import type { Intake } from './intake-paths.js';

export interface UploadRequest {
  file: File;
  skipInvalid: boolean;
  allowDuplicate: boolean;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** POST {area}/files (multipart: file + AgencyFileUploadFields): 202 with the file's status. */
export async function uploadAgencyFile(
  http: HttpClient,
  intake: Intake,
  request: UploadRequest,
): Promise<AgencyFileStatus & { id: string }> {
  const form = new FormData();
  // Fields before the file: a streaming server reads them before the bytes.
  form.set('skipInvalid', String(request.skipInvalid));
  form.set('allowDuplicate', String(request.allowDuplicate));
  form.set('file', request.file, request.file.name);
  const result = await http.upload(intake.upload, form, AgencyFileStatusList, {
    signal: request.signal,
    onProgress: request.onProgress,
    // A refused file (duplicate, bad header, too large) is said on the upload form.
    refusal: 'inPlace',
  });
  const status = result.data[0];
  if (!status) throw new Error('The server accepted the file but returned no status for it.');
  return status;
}

export function useUploadAgencyFile(intake: Intake) {
  const http = useHttpClient();
  return useMutation({ mutationFn: (request: UploadRequest) => uploadAgencyFile(http, intake, request) });
}
