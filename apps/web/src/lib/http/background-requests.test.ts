import { BACKGROUND_REQUEST_HEADER, NewFileIndicatorList } from '@dnp/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { createHttpClient } from './http-client.js';

const server = setupMswServer();

describe('background requests', () => {
  it('are marked for the API and do not touch the idle timer; a user’s request does', async () => {
    const seen: Request[] = [];
    server.use(
      http.get('*/api/v1/new-file-indicators/batchMatch', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({
          data: [{ id: 'batchMatch', type: 'newFileIndicator', attributes: { newFileExists: false } }],
        });
      }),
    );
    const onRequest = vi.fn();
    const client = createHttpClient({
      getAccessToken: () => Promise.resolve('token'),
      getActingAccessGroup: () => undefined,
      onRequest,
      onAuthFailure: vi.fn(),
    });
    await client.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList, { background: true });
    expect(seen[0]?.headers.get(BACKGROUND_REQUEST_HEADER)).toBe('true');
    expect(onRequest).not.toHaveBeenCalled();

    await client.get('/api/v1/new-file-indicators/batchMatch', NewFileIndicatorList);
    expect(seen[1]?.headers.get(BACKGROUND_REQUEST_HEADER)).toBeNull();
    expect(onRequest).toHaveBeenCalledTimes(1);
  });
});
