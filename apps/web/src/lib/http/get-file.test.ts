import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { createHttpClient } from './http-client.js';

const server = setupMswServer();

function client() {
  return createHttpClient({
    getAccessToken: () => Promise.resolve('token-1'),
    getActingAccessGroup: () => undefined,
    onRequest: vi.fn(),
    onAuthFailure: vi.fn(),
  });
}

describe('getFile', () => {
  it('downloads the bytes of an export with the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/v1/batch-match/files/41/errors.csv', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('row,column,message\n2,agencyTin,expected nine digits\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    const file = await client().getFile('/api/v1/batch-match/files/41/errors.csv');
    expect(await file.text()).toBe('row,column,message\n2,agencyTin,expected nine digits\n');
    expect(authorization).toBe('Bearer token-1');
  });

  it('throws the server’s refusal instead of saving it as the file', async () => {
    const detail = 'No agency file 41 in your access group.';
    server.use(
      http.get('*/api/v1/batch-match/files/41/errors.csv', () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found', detail }] }, { status: 404 }),
      ),
    );
    await expect(client().getFile('/api/v1/batch-match/files/41/errors.csv')).rejects.toMatchObject({
      status: 404,
      errors: [{ detail }],
    });
  });
});
