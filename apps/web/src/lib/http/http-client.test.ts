import {
  AnnouncementList,
  EmptyData,
  LogoutEventBody,
  NewFileIndicatorList,
  PaymentDetailList,
  UserInfoList,
} from '@dnp/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { ApiRequestError, ApiResponseShapeError } from './api-request-error.js';
import { createHttpClient, type HttpClientOptions } from './http-client.js';

const server = setupMswServer();
const fixedNow = new Date('2025-03-04T05:06:07Z');

function client(overrides: Partial<HttpClientOptions> = {}) {
  const options: HttpClientOptions = {
    getAccessToken: () => Promise.resolve(undefined),
    getActingAccessGroup: () => undefined,
    onRequest: vi.fn(),
    onAuthFailure: vi.fn(),
    now: () => fixedNow,
    ...overrides,
  };
  return { options, http: createHttpClient(options) };
}

const indicator = {
  data: [{ id: 'batchMatch', type: 'newFileIndicator', attributes: { newFileExists: true } }],
  meta: { 'total-count': 1 },
  links: { self: '/api/v1/new-file-indicators/batchMatch' },
};

function captureGet(body: unknown = indicator) {
  const seen: Request[] = [];
  server.use(
    http.get('*/api/v1/new-file-indicators/batchMatch', ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

describe('GET requests', () => {
  it('carry a cache-busting timestamp and the client time-zone offset', async () => {
    const seen = captureGet();
    await client().http.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.searchParams.get('_')).toBe(String(fixedNow.getTime()));
    expect(url.searchParams.get('client_timezone_offset')).toBe(String(fixedNow.getTimezoneOffset()));
  });

  it('unwrap the envelope into plain rows with meta and links', async () => {
    captureGet();
    const result = await client().http.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    expect(result).toEqual({
      data: [{ id: 'batchMatch', newFileExists: true }],
      meta: { 'total-count': 1 },
      links: { self: '/api/v1/new-file-indicators/batchMatch' },
    });
  });

  it('give empty meta and links when the answer has none', async () => {
    captureGet({ data: indicator.data });
    const result = await client().http.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    expect(result.meta).toEqual({});
    expect(result.links).toEqual({});
  });

  it('keep the included resources a schema allows (payment detail death records) beside the rows', async () => {
    const record = { id: '9001', type: 'dmfPayment', attributes: { fullName: 'HAROLD WHITCOMB' } };
    server.use(http.get('*/api/v1/payments/details', () => HttpResponse.json({ data: [], included: [record] })));
    const result = await client().http.get('/api/v1/payments/details', PaymentDetailList);
    expect(result.included).toEqual([record]);
  });

  it('send the bearer token once signed in, and none before', async () => {
    const seen = captureGet();
    await client().http.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    await client({ getAccessToken: () => Promise.resolve('token-1') }).http.get(
      '/api/v1/new-file-indicators/batchMatch',
      NewFileIndicatorList,
    );
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('tell the session timer of every request', async () => {
    captureGet();
    const { http: api, options } = client();
    await api.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    await api.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    expect(options.onRequest).toHaveBeenCalledTimes(2);
  });

  it('reject an answer that does not match its contract', async () => {
    captureGet({ data: [{ id: 'x', type: 'newFileIndicator', attributes: { newFileExists: 'yes' } }] });
    await expect(
      client().http.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList),
    ).rejects.toBeInstanceOf(ApiResponseShapeError);
  });

  it('refuse paths outside /api, so identity-provider requests never pass through it', async () => {
    await expect(client().http.get('/.well-known/openid-configuration', NewFileIndicatorList)).rejects.toThrow(
      /only calls \/api/,
    );
  });
});

describe('impersonation', () => {
  it('adds the access-group parameter while acting for another group', async () => {
    const seen = captureGet();
    await client({ getActingAccessGroup: () => 'HUD' }).http.get(
      '/api/v1/new-file-indicators/batchMatch',
      NewFileIndicatorList,
    );
    expect(new URL(seen[0]?.url ?? '').searchParams.get('accessGroup')).toBe('HUD');
  });

  it('keeps an access-group parameter the caller already set', async () => {
    const seen = captureGet();
    await client({ getActingAccessGroup: () => 'HUD' }).http.get(
      '/api/v1/new-file-indicators/batchMatch',
      NewFileIndicatorList,
      { query: { accessGroup: 'DOD' } },
    );
    expect(new URL(seen[0]?.url ?? '').searchParams.getAll('accessGroup')).toEqual(['DOD']);
  });

  it('adds nothing when not impersonating', async () => {
    const seen = captureGet();
    await client().http.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    expect(new URL(seen[0]?.url ?? '').searchParams.has('accessGroup')).toBe(false);
  });
});

describe('POST requests', () => {
  it('carry the post headers and the time-zone offset in body meta, keeping the caller meta', async () => {
    let received: { request: Request; body: unknown } | undefined;
    server.use(
      http.post('*/api/v1/events/logout', async ({ request }) => {
        received = { request, body: await request.json() };
        return HttpResponse.json({ data: [] });
      }),
    );
    await client({ getAccessToken: () => Promise.resolve('t') }).http.post(
      '/api/v1/events/logout',
      { data: { attributes: { reason: 'idle' } }, meta: { source: 'test' } },
      EmptyData,
    );
    expect(received?.request.headers.get('Content-Type')).toBe('application/json');
    expect(received?.request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(received?.request.headers.get('Authorization')).toBe('Bearer t');
    expect(new URL(received?.request.url ?? '').searchParams.has('_')).toBe(false);
    const body = LogoutEventBody.parse(received?.body);
    expect(body.data.attributes?.reason).toBe('idle');
    expect(body.meta).toEqual({ source: 'test', client_timezone_offset: fixedNow.getTimezoneOffset() });
  });
});

describe('errors', () => {
  const forbidden = { errors: [{ status: '403', title: 'Forbidden', detail: 'Your access group is inactive.' }] };

  it('turn a 4xx errors body into an ApiRequestError with the errors list', async () => {
    server.use(
      http.get('*/api/v1/users/current', () =>
        HttpResponse.json({ errors: [{ status: '400', title: 'Bad Request', detail: 'Bad month' }] }, { status: 400 }),
      ),
    );
    const error = await client()
      .http.get('/api/v1/users/current', UserInfoList)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, errors: [{ detail: 'Bad month' }] });
  });

  it('treat a 2xx body with errors as an error with the first error status', async () => {
    server.use(
      http.get('*/api/v1/users/current', () =>
        HttpResponse.json({ errors: [{ status: '409', title: 'Conflict', detail: 'Changed' }, forbidden.errors[0]] }),
      ),
    );
    const { http: api, options } = client();
    await expect(api.get('/api/v1/users/current', UserInfoList)).rejects.toMatchObject({ status: 409 });
    expect(options.onAuthFailure).not.toHaveBeenCalled();
  });

  it('report 401 and 403 so the app can show its error page', async () => {
    server.use(
      http.get('*/api/v1/users/current', () => HttpResponse.json(forbidden, { status: 403 })),
      http.get('*/api/v1/terms', () => new HttpResponse(null, { status: 401 })),
    );
    const { http: api, options } = client();
    await expect(api.get('/api/v1/users/current', UserInfoList)).rejects.toMatchObject({
      status: 403,
      message: 'Your access group is inactive.',
    });
    await expect(api.get('/api/v1/terms', UserInfoList)).rejects.toMatchObject({ status: 401 });
    expect(options.onAuthFailure).toHaveBeenNthCalledWith(1, 403, 'Your access group is inactive.');
    expect(options.onAuthFailure).toHaveBeenNthCalledWith(2, 401, expect.stringContaining('HTTP 401'));
  });

  it('leave a 403, 404 or 429 of one resource to the screen that asked (refusal: inPlace)', async () => {
    const refused = {
      status: '403',
      title: 'Forbidden',
      detail: 'Your access group may not search Credit Alert System.',
    };
    const tooMany = {
      status: '429',
      title: 'Too Many Requests',
      detail: 'You have read 200 records in the last hour.',
    };
    server.use(
      http.post('*/api/v1/search/caivrs', () => HttpResponse.json({ errors: [refused] }, { status: 403 })),
      http.get('*/api/v1/ofac/9', () => HttpResponse.json({ errors: [tooMany] }, { status: 429 })),
    );
    const { http: api, options } = client();
    await expect(api.post('/api/v1/search/caivrs', {}, EmptyData, { refusal: 'inPlace' })).rejects.toMatchObject({
      status: 403,
      message: refused.detail,
      errors: [refused],
    });
    await expect(api.get('/api/v1/ofac/9', UserInfoList, { refusal: 'inPlace' })).rejects.toMatchObject({
      status: 429,
      message: tooMany.detail,
    });
    expect(options.onAuthFailure).not.toHaveBeenCalled();
  });

  it('still end a session at /401 when an in-place call is answered 401', async () => {
    server.use(http.get('*/api/v1/ofac/9', () => new HttpResponse(null, { status: 401 })));
    const { http: api, options } = client();
    await expect(api.get('/api/v1/ofac/9', UserInfoList, { refusal: 'inPlace' })).rejects.toMatchObject({
      status: 401,
    });
    expect(options.onAuthFailure).toHaveBeenCalledWith(401, expect.stringContaining('HTTP 401'));
  });

  it('send a 403 to the error page when the call says it refuses the session', async () => {
    server.use(http.get('*/api/v1/users/current', () => HttpResponse.json(forbidden, { status: 403 })));
    const { http: api, options } = client();
    await expect(api.get('/api/v1/users/current', UserInfoList, { refusal: 'session' })).rejects.toMatchObject({
      status: 403,
    });
    expect(options.onAuthFailure).toHaveBeenCalledWith(403, 'Your access group is inactive.');
  });

  it('describe a 5xx without an errors body in plain words', async () => {
    server.use(http.get('*/api/v1/users/current', () => new HttpResponse('<html>oops</html>', { status: 502 })));
    await expect(client().http.get('/api/v1/users/current', UserInfoList)).rejects.toMatchObject({
      status: 502,
      errors: [{ detail: 'The server could not complete the request. Try again in a few minutes.' }],
    });
  });

  it('report an unreachable server as status 0', async () => {
    server.use(http.get('*/api/v1/users/current', () => HttpResponse.error()));
    await expect(client().http.get('/api/v1/users/current', UserInfoList)).rejects.toMatchObject({ status: 0 });
  });
});

describe('conditional GET', () => {
  const announcements = {
    data: [
      {
        id: '1',
        type: 'announcement',
        attributes: {
          title: 'Maintenance',
          body: 'Saturday',
          severity: 'info',
          startsAt: '2025-01-01T00:00:00Z',
          endsAt: null,
          lastModified: '2025-01-01T00:00:00Z',
        },
      },
    ],
  };
  const lastModified = 'Wed, 01 Jan 2025 00:00:00 GMT';

  it('reads Last-Modified, sends If-Modified-Since and reports a 304 as not modified', async () => {
    const sinceHeaders: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/announcements', ({ request }) => {
        const since = request.headers.get('If-Modified-Since');
        sinceHeaders.push(since);
        if (since === lastModified) return new HttpResponse(null, { status: 304 });
        return HttpResponse.json(announcements, { headers: { 'Last-Modified': lastModified } });
      }),
    );
    const { http: api } = client();
    const first = await api.getIfModified('/api/v1/announcements', AnnouncementList, null);
    expect(first).toMatchObject({
      modified: true,
      lastModified,
      result: { data: [{ id: '1', title: 'Maintenance' }] },
    });
    const second = await api.getIfModified('/api/v1/announcements', AnnouncementList, lastModified);
    expect(second).toEqual({ modified: false });
    expect(sinceHeaders).toEqual([null, lastModified]);
  });
});
