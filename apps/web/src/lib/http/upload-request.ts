/** How much of a request body has gone to the server; `total` is unknown for some bodies. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

export type XhrFactory = () => XMLHttpRequest;

export interface UploadInit {
  method: 'POST';
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal | null;
}

/** Statuses a Response may not carry a body with. */
const bodilessStatuses = new Set([101, 204, 205, 304]);

/**
 * A POST through XMLHttpRequest, because fetch reports no upload progress over
 * HTTP/1.1 (a streamed request body needs HTTP/2 in Chromium). It settles as fetch
 * does: a Response for any status, a TypeError when the server cannot be reached,
 * an AbortError when the signal aborts, so the client treats both paths alike.
 */
export function sendWithProgress(
  url: string,
  init: UploadInit,
  onProgress: (progress: UploadProgress) => void,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (init.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }),
    );
    const onAbort = () => xhr.abort();
    init.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => init.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      settle();
      const body = bodilessStatuses.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('The server could not be reached.'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(init.body);
  });
}
