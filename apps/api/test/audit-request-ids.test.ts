import { verifyAuditChain } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { createTestApp, signToken, type TestApp } from './test-app.js';

/** light-my-request's socket address: what Fastify's request.ip is for an injected request. */
const INJECTED_ADDRESS = '127.0.0.1';

describe('the ids and address in audit rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("takes the server's own request id as transaction id, and keeps the client's beside it", async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current?accessGroup=HUD',
      headers: { ...(await t.as('adminuser')), 'x-request-id': 'client-chosen-id-123' },
    });
    expect(response.statusCode).toBe(200);
    const serverId = response.headers['x-request-id'];
    expect(serverId).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await auditRows(t.handle.db, 'impersonate');
    expect(row?.transactionId).not.toBe('client-chosen-id-123');
    expect(row).toMatchObject({
      requestId: serverId,
      transactionId: serverId,
      clientRequestId: 'client-chosen-id-123',
      clientAddress: INJECTED_ADDRESS,
    });
  });

  it('keeps no client request id that is not well formed', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current?accessGroup=HUD',
      headers: { ...(await t.as('adminuser')), 'x-request-id': 'bad id; drop table' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await auditRows(t.handle.db, 'impersonate');
    expect(row).toMatchObject({ requestId: response.headers['x-request-id'], clientRequestId: null });
  });

  it('records the address of a denial written before the request had a context', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current',
      headers: {
        authorization: `Bearer ${await signToken({ sub: 'nobody-registered' })}`,
        'x-request-id': 'client-denied-id-456',
      },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await auditRows(t.handle.db, 'access.denied');
    expect(row).toMatchObject({
      userId: null,
      requestId: response.headers['x-request-id'],
      transactionId: response.headers['x-request-id'],
      clientRequestId: 'client-denied-id-456',
      clientAddress: INJECTED_ADDRESS,
    });
  });

  it('leaves the chain intact after these requests', async () => {
    expect(await verifyAuditChain(t.handle)).toMatchObject({ intact: true });
  });
});
