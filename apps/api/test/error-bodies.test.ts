import { ErrorBody } from '@dnp/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/** A database that fails: the health route then fails inside the handler. */
function breakDatabase(t: TestApp) {
  t.handle.db.execute = (() =>
    Promise.reject(new Error('connection to 10.0.0.5 refused: password authentication failed'))) as never;
}

/** Every Drizzle select fails: sign-in when it reads the access rows, or the action after it. */
function breakSelects(t: TestApp) {
  t.handle.db.select = (() => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed');
  }) as never;
}

describe('server errors', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('say only "Internal Server Error" and a request id in production', async () => {
    t = await createTestApp({ NODE_ENV: 'production', SEED_DEV_DATA: 'false' });
    breakDatabase(t);
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(500);
    const error = ErrorBody.parse(response.json()).errors[0];
    expect(error?.title).toBe('Internal Server Error');
    expect(error?.detail).toBe(
      `Internal Server Error. Quote request id ${response.headers['x-request-id']} when you report it.`,
    );
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack/i);
  });

  it('never carry a stack trace on a public route, also outside production', async () => {
    t = await createTestApp();
    breakDatabase(t);
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(500);
    const error = ErrorBody.parse(response.json()).errors[0];
    expect(error?.title).toBe('Internal Server Error');
    expect(error?.meta).toEqual({ requestId: response.headers['x-request-id'] });
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack/i);
  });

  it('never carry a stack trace when the failure comes before sign-in completes', async () => {
    t = await createTestApp();
    breakSelects(t);
    const response = await t.app.inject({ url: '/api/v1/announcements', headers: await t.as('portaluser') });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack/i);
  });

  it('carry the stack trace to a signed-in developer outside production', async () => {
    t = await createTestApp();
    const headers = await t.as('portaluser');
    // A first request keeps the user's access in the cache, so sign-in succeeds and the action fails.
    expect((await t.app.inject({ url: '/api/v1/announcements', headers })).statusCode).toBe(200);
    breakSelects(t);
    const response = await t.app.inject({ url: '/api/v1/announcements', headers });
    expect(response.statusCode).toBe(500);
    expect(ErrorBody.parse(response.json()).errors[0]?.meta?.stackTrace).toMatch(/password authentication failed/);
  });

  it('answer unknown API paths with a 404 error body', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json()).errors[0]?.title).toBe('Not Found');
  });
});
