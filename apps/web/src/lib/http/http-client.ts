import {
  ACCESS_GROUP_PARAM,
  BACKGROUND_REQUEST_HEADER,
  ErrorBody,
  type ApiError,
  type Links,
  type Meta,
} from '@dnp/contracts';
import type { z } from 'zod';
import { ApiRequestError, ApiResponseShapeError } from './api-request-error.js';
import { sendWithProgress, type UploadProgress, type XhrFactory } from './upload-request.js';

interface WireResource {
  id: string;
  attributes: unknown;
}
interface WireList {
  data: WireResource[];
  meta?: Meta | undefined;
  links?: Links | undefined;
}
/** Any `listEnvelope(...)` schema from @dnp/contracts. */
export type ListSchema = z.ZodType<WireList>;

type AttributesOf<S extends ListSchema> = z.output<S>['data'][number]['attributes'];
/** A resource as screens see it: its attributes with its id beside them. */
export type Row<S extends ListSchema> = AttributesOf<S> & { id: string };

/** The envelope unwrapped: plain rows, and meta and links that are always present. */
export interface ApiResult<TRow> {
  data: TRow[];
  meta: Meta;
  links: Links;
  /** JSON:API `included` (payment detail's death records), as the call's schema checked it; absent when not sent. */
  included?: unknown[];
}

export type ConditionalResult<TRow> =
  { modified: false } | { modified: true; result: ApiResult<TRow>; lastModified: string | null };

export type QueryValue = string | number | boolean | undefined;

/**
 * What a 403 refuses. `session` (the default): the user or their group as a
 * whole (current user, terms, an area), so the app shows its /403 page.
 * `inPlace`: one resource (one datasource's search, one record, one reveal),
 * so the call's screen shows the refusal where it happened and the rest of the
 * page stays. A 401 ends at /401 either way: no resource is usable without a session.
 */
export type Refusal = 'session' | 'inPlace';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Who a 403 refuses; `session` unless the call site says otherwise. */
  refusal?: Refusal;
  /** Made by the app on its own (polling): neither the idle timer nor the API counts it as activity. */
  background?: boolean;
}

export interface UploadOptions extends RequestOptions {
  /** Called as the body goes out, for a progress bar. */
  onProgress?: (progress: UploadProgress) => void;
}

export interface PostBody {
  data?: unknown;
  meta?: Record<string, unknown>;
}

export interface HttpClientOptions {
  /** Origin the API lives on; empty for the page's own origin. */
  baseUrl?: string;
  getAccessToken: () => Promise<string | undefined>;
  /** The access group being impersonated, if any. */
  getActingAccessGroup: () => string | undefined;
  /** The idle-session timer: told of every request. */
  onRequest: () => void;
  /** 401, and 403 of a `session` call: the app navigates to its error page; `detail` is the server's reason. */
  onAuthFailure: (status: 401 | 403, detail: string | undefined) => void;
  fetch?: typeof fetch;
  /** The XMLHttpRequest uploads go through (they report progress; fetch does not). */
  createXhr?: XhrFactory;
  now?: () => Date;
}

export interface HttpClient {
  get<S extends ListSchema>(path: string, schema: S, options?: RequestOptions): Promise<ApiResult<Row<S>>>;
  /** GET with If-Modified-Since; a 304 answer comes back as `{ modified: false }`. */
  getIfModified<S extends ListSchema>(
    path: string,
    schema: S,
    since: string | null,
    options?: RequestOptions,
  ): Promise<ConditionalResult<Row<S>>>;
  post<S extends ListSchema>(
    path: string,
    body: PostBody,
    schema: S,
    options?: RequestOptions,
  ): Promise<ApiResult<Row<S>>>;
  /**
   * A multipart POST of a form with a file, reporting upload progress. No JSON body,
   * so no time-zone meta; the browser writes the multipart Content-Type itself.
   */
  upload<S extends ListSchema>(
    path: string,
    form: FormData,
    schema: S,
    options?: UploadOptions,
  ): Promise<ApiResult<Row<S>>>;
  /**
   * A GET of a file (a CSV export): the bytes as a Blob. A link cannot carry the
   * bearer token, so downloads go through the client like every other call.
   */
  getFile(path: string, options?: RequestOptions): Promise<Blob>;
  /** A GET whose answer is not enveloped (only /api/config). */
  getPlain<T>(path: string, schema: z.ZodType<T>, options?: RequestOptions): Promise<T>;
}

/** Headers every POST carries (spec section 7, "configured post headers"). */
export const postHeaders: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
};

/**
 * Minutes to add to local time to get UTC, as `Date.getTimezoneOffset()`
 * reports it: positive west of Greenwich (New York in winter is 300).
 */
export function timezoneOffsetMinutes(at: Date): number {
  return at.getTimezoneOffset();
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());

  function buildUrl(method: 'GET' | 'POST', path: string, query: RequestOptions['query']): string {
    // The client speaks only to the portal API; the identity provider is reached by
    // oidc-client-ts with its own requests, which must stay untouched.
    if (!path.startsWith('/api/')) throw new Error(`The HTTP client only calls /api paths, not ${path}`);
    const url = new URL(baseUrl + path, globalThis.location.origin);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const actingGroup = options.getActingAccessGroup();
    if (actingGroup && !url.searchParams.has(ACCESS_GROUP_PARAM)) url.searchParams.set(ACCESS_GROUP_PARAM, actingGroup);
    if (method === 'GET') {
      const at = now();
      url.searchParams.set('_', String(at.getTime()));
      url.searchParams.set('client_timezone_offset', String(timezoneOffsetMinutes(at)));
    }
    return url.toString();
  }

  async function send(
    method: 'GET' | 'POST',
    path: string,
    requestOptions: RequestOptions | undefined,
    extra: {
      body?: PostBody;
      headers?: Record<string, string>;
      form?: FormData;
      onProgress?: UploadOptions['onProgress'];
      /** Leave a successful body unread, for the caller to take as bytes. */
      raw?: boolean;
    } = {},
  ): Promise<{ response: Response; body: unknown }> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra.headers };
    if (method === 'POST') Object.assign(headers, extra.form ? { 'X-Requested-With': 'XMLHttpRequest' } : postHeaders);
    const token = await options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let init: RequestInit = { method, headers, signal: requestOptions?.signal ?? null };
    const form = extra.form;
    if (method === 'POST' && !form) {
      const body = extra.body ?? {};
      const meta = { ...body.meta, client_timezone_offset: timezoneOffsetMinutes(now()) };
      init = { ...init, body: JSON.stringify({ ...body, meta }) };
    }
    const url = buildUrl(method, path, requestOptions?.query);
    if (requestOptions?.background) headers[BACKGROUND_REQUEST_HEADER] = 'true';
    else options.onRequest();
    let response: Response;
    try {
      response = form
        ? await sendWithProgress(
            url,
            { method: 'POST', headers, body: form, signal: init.signal },
            extra.onProgress ?? (() => undefined),
            options.createXhr,
          )
        : await fetchImpl(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(0, [unreachable()]);
    }
    if (extra.raw && response.ok) return { response, body: undefined };
    const body = await readJson(response);
    failOnErrors(response, body, requestOptions?.refusal ?? 'session');
    return { response, body };
  }

  function failOnErrors(response: Response, body: unknown, refusal: Refusal): void {
    const parsedErrors = ErrorBody.safeParse(body);
    if (parsedErrors.success) {
      const errors = parsedErrors.data.errors;
      const firstStatus = Number(errors[0]?.status);
      raise(Number.isInteger(firstStatus) && firstStatus > 0 ? firstStatus : response.status, errors, refusal);
    }
    if (response.status >= 400) raise(response.status, [statusError(response)], refusal);
  }

  function raise(status: number, errors: ApiError[], refusal: Refusal): never {
    if (status === 401 || (status === 403 && refusal === 'session')) options.onAuthFailure(status, errors[0]?.detail);
    throw new ApiRequestError(status, errors);
  }

  function parse<T>(path: string, schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiResponseShapeError(
        path,
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '),
      );
    }
    return parsed.data;
  }

  function unwrap<S extends ListSchema>(path: string, schema: S, body: unknown): ApiResult<Row<S>> {
    const envelope = parse(path, schema, body);
    return {
      // The resource id wins over an attribute of the same name.
      data: envelope.data.map((item) => Object.assign({}, item.attributes, { id: item.id }) as Row<S>),
      meta: envelope.meta ?? {},
      links: envelope.links ?? {},
      ...('included' in envelope && Array.isArray(envelope.included) ? { included: envelope.included } : {}),
    };
  }

  return {
    async get(path, schema, requestOptions) {
      const { body } = await send('GET', path, requestOptions);
      return unwrap(path, schema, body);
    },
    async getIfModified(path, schema, since, requestOptions) {
      const headers: Record<string, string> = since ? { 'If-Modified-Since': since } : {};
      const { response, body } = await send('GET', path, requestOptions, { headers });
      if (response.status === 304) return { modified: false };
      return {
        modified: true,
        result: unwrap(path, schema, body),
        lastModified: response.headers.get('Last-Modified'),
      };
    },
    async post(path, postBody, schema, requestOptions) {
      const { body } = await send('POST', path, requestOptions, { body: postBody });
      return unwrap(path, schema, body);
    },
    async upload(path, form, schema, uploadOptions) {
      const { body } = await send('POST', path, uploadOptions, { form, onProgress: uploadOptions?.onProgress });
      return unwrap(path, schema, body);
    },
    async getFile(path, requestOptions) {
      const { response } = await send('GET', path, requestOptions, { raw: true });
      return response.blob();
    },
    async getPlain(path, schema, requestOptions) {
      const { body } = await send('GET', path, requestOptions);
      return parse(path, schema, body);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, for instance: the status still tells what happened.
    return undefined;
  }
}

function unreachable(): ApiError {
  return {
    status: '0',
    title: 'Server not reachable',
    detail: 'The portal could not reach its server. Check your connection and try again.',
  };
}

function statusError(response: Response): ApiError {
  const detail =
    response.status >= 500
      ? 'The server could not complete the request. Try again in a few minutes.'
      : `The server refused the request (HTTP ${response.status}).`;
  return { status: String(response.status), title: response.statusText || 'Request failed', detail };
}
