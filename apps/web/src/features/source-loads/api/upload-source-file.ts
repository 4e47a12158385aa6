import { DatasourceLoadList, type DatasourceApiName, type SourceFileFormat } from '@dnp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import type { UploadProgress } from '../../../lib/http/upload-request.js';
import { sourceLoadPaths } from './paths.js';
import { recentLoadsKey } from './recent-loads.js';
import type { SourceLoad } from './source-load.js';

export interface SourceUpload {
  apiName: DatasourceApiName;
  /** The publisher's file, or a records file (docs/source-loads.md). */
  format: SourceFileFormat;
  /** One file, or OFAC's four. */
  files: File[];
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** POST /api/v1/datasources/{apiName}/loads (multipart): 202 with the queued load. */
export async function uploadSourceFile(http: HttpClient, upload: SourceUpload): Promise<SourceLoad> {
  const form = new FormData();
  form.append('format', upload.format);
  for (const file of upload.files) form.append('file', file, file.name);
  const result = await http.upload(sourceLoadPaths.upload(upload.apiName), form, DatasourceLoadList, {
    signal: upload.signal,
    onProgress: upload.onProgress,
    // A refused upload (no file, too large) is said on the form.
    refusal: 'inPlace',
  });
  const load = result.data[0];
  if (!load) throw new Error('The server accepted the file but returned no load for it.');
  return load;
}

export function useUploadSourceFile() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: SourceUpload) => uploadSourceFile(http, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentLoadsKey }),
  });
}
