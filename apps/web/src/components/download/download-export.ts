import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { useHttpClient } from '../../lib/http/http-context.js';

/**
 * GET of a CSV export (problems, file detail, match detail), saved under `fileName`.
 * The bytes go through the HTTP client because a plain link cannot carry the token.
 */
export async function downloadExport(
  http: HttpClient,
  path: string,
  fileName: string,
  query?: Record<string, string>,
): Promise<void> {
  const blob = await http.getFile(path, { refusal: 'inPlace', query });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    // The browser has taken the file once the click is handled; no copy stays in the page.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadExport() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: ({ path, fileName, query }: { path: string; fileName: string; query?: Record<string, string> }) =>
      downloadExport(http, path, fileName, query),
  });
}
