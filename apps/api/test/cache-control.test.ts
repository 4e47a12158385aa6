import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

describe('Cache-Control on answers with personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is no-store on a signed-in route', async () => {
    const response = await t.app.inject({ url: '/api/v1/users/current', headers: await t.as('portaluser') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a refusal of a signed-in route', async () => {
    const unauthenticated = await t.app.inject({ url: '/api/v1/users/current' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
    const forbidden = await t.app.inject({ url: '/api/v1/users/current', headers: await t.as('norole') });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on announcements, whose Last-Modified still answers If-Modified-Since with 304', async () => {
    const headers = await t.as('portaluser');
    const first = await t.app.inject({ url: '/api/v1/announcements', headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const again = await t.app.inject({
      url: '/api/v1/announcements',
      headers: { ...headers, 'if-modified-since': lastModified },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('is left to public routes, which carry no personal data', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});
