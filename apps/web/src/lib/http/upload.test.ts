import { AgencyFileStatusList } from '@dnp/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { ApiRequestError } from './api-request-error.js';
import { createHttpClient, type HttpClientOptions } from './http-client.js';
import type { UploadProgress } from './upload-request.js';

const server = setupMswServer();

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    getAccessToken: () => Promise.resolve('token-1'),
    getActingAccessGroup: () => 'HUD',
    onRequest: vi.fn(),
    onAuthFailure: vi.fn(),
    ...overrides,
  });
}

const status = AgencyFileStatusList.parse({
  data: [
    {
      id: '41',
      type: 'agencyFile',
      attributes: {
        agencyFrbFileId: '41',
        area: 'batchMatch',
        fileName: 'payees.csv',
        accessGroupId: 'HUD',
        receivedAt: '2026-11-23T10:00:00Z',
        format: null,
        byteCount: 12,
        checksum: null,
        state: 'queued',
        phase: 'queued',
        progress: {},
        rowCount: 0,
        rejectedCount: 0,
        skipInvalid: false,
        errors: [],
        errorCount: 0,
        duplicateOf: null,
        lastError: null,
        throughDate: null,
        matchedAt: null,
      },
    },
  ],
});

function form() {
  const body = new FormData();
  body.set('file', new File(['agencyTin\n1'], 'payees.csv', { type: 'text/csv' }));
  body.set('skipInvalid', 'true');
  return body;
}

describe('upload', () => {
  it('posts the form as multipart with the token, the acting group and no JSON content type', async () => {
    const seen: { request: Request; fields: FormData }[] = [];
    server.use(
      http.post('*/api/v1/batch-match/files', async ({ request }) => {
        seen.push({ request: request.clone(), fields: await request.formData() });
        return HttpResponse.json(status, { status: 202 });
      }),
    );
    const result = await client().upload('/api/v1/batch-match/files', form(), AgencyFileStatusList);

    expect(result.data[0]).toMatchObject({ id: '41', fileName: 'payees.csv', state: 'queued' });
    const { request, fields } = seen[0] ?? ({} as never);
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(new URL(request.url).searchParams.get('accessGroup')).toBe('HUD');
    expect(fields.get('skipInvalid')).toBe('true');
    // jsdom's XMLHttpRequest does not serialize a File's name or bytes (browsers do): only its part is checked.
    expect(fields.has('file')).toBe(true);
  });

  it('throws the server’s refusal with its errors (a 409 names the earlier file)', async () => {
    const detail = 'This file was already sent as file 12 on 2026-11-20.';
    server.use(
      http.post('*/api/v1/batch-match/files', () =>
        HttpResponse.json({ errors: [{ status: '409', title: 'Conflict', detail }] }, { status: 409 }),
      ),
    );
    const failure = client().upload('/api/v1/batch-match/files', form(), AgencyFileStatusList);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 409, errors: [{ detail }] });
  });

  it('reports progress as the body goes out and settles with the answer', async () => {
    const fake = fakeXhr();
    const seen: UploadProgress[] = [];
    const pending = client({ createXhr: () => fake.xhr }).upload(
      '/api/v1/batch-match/files',
      form(),
      AgencyFileStatusList,
      {
        onProgress: (progress) => seen.push(progress),
      },
    );
    await vi.waitFor(() => expect(fake.sent).toBe(true));
    fake.progress(5, 12);
    fake.progress(12, 12);
    fake.answer(202, JSON.stringify(status));

    await expect(pending).resolves.toMatchObject({ data: [{ id: '41' }] });
    expect(seen).toEqual([
      { loaded: 5, total: 12 },
      { loaded: 12, total: 12 },
    ]);
  });

  it('stops the upload when its signal aborts (cancel)', async () => {
    const fake = fakeXhr();
    const controller = new AbortController();
    const pending = client({ createXhr: () => fake.xhr }).upload(
      '/api/v1/batch-match/files',
      form(),
      AgencyFileStatusList,
      {
        signal: controller.signal,
      },
    );
    await vi.waitFor(() => expect(fake.sent).toBe(true));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.aborted).toBe(true);
  });

  it('reports an unreachable server as status 0', async () => {
    const fake = fakeXhr();
    const pending = client({ createXhr: () => fake.xhr }).upload(
      '/api/v1/batch-match/files',
      form(),
      AgencyFileStatusList,
    );
    await vi.waitFor(() => expect(fake.sent).toBe(true));
    fake.fail();
    await expect(pending).rejects.toMatchObject({ status: 0 });
  });
});

/** An XMLHttpRequest whose progress, answer and failure the test drives. */
function fakeXhr() {
  const listeners = new Map<string, ((event: ProgressEvent) => void)[]>();
  const uploadListeners: ((event: ProgressEvent) => void)[] = [];
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener(new ProgressEvent(type)));
  const state = { sent: false, aborted: false, status: 0, responseText: '' };
  const xhr = {
    open: vi.fn(),
    setRequestHeader: vi.fn(),
    upload: {
      addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => uploadListeners.push(listener),
    },
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    send: () => {
      state.sent = true;
    },
    abort: () => {
      state.aborted = true;
      emit('abort');
    },
    get status() {
      return state.status;
    },
    get statusText() {
      return '';
    },
    get responseText() {
      return state.responseText;
    },
  } as unknown as XMLHttpRequest;
  return {
    xhr,
    get sent() {
      return state.sent;
    },
    get aborted() {
      return state.aborted;
    },
    progress(loaded: number, total: number) {
      const event = new ProgressEvent('progress', { loaded, total, lengthComputable: true });
      uploadListeners.forEach((listener) => listener(event));
    },
    answer(status: number, text: string) {
      state.status = status;
      state.responseText = text;
      emit('load');
    },
    fail() {
      emit('error');
    },
  };
}
