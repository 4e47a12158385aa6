import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

describe('route policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every registered route declares who may call it', () => {
    const missing = t.routes.filter((route) => route.policy === undefined).map((r) => `${r.method} ${r.url}`);
    expect(t.routes.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('only health, configuration and the API documentation are public', () => {
    const publicUrls = new Set(t.routes.filter((r) => r.policy?.access === 'public').map((r) => r.url));
    for (const url of publicUrls) {
      expect(
        url === '/api/health' || url === '/api/config' || url.startsWith('/api/docs') || url === '/api/openapi.json',
      ).toBe(true);
    }
    expect(publicUrls.has('/api/v1/users/current')).toBe(false);
  });

  it('serves the OpenAPI document with the portal routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/current', '/api/v1/datasources', '/api/v1/announcements']),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
