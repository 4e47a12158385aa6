import { ErrorBody } from '@dnp/contracts';
import { createDb, type DbHandle } from '@dnp/db';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createAppDeps } from '../src/app-deps.js';
import { createTokenVerifier, tokenChecksOf } from '../src/domain/token-verifier.js';
import { auditRows } from './audit-rows.js';
import { createTestApp, type TestApp } from './test-app.js';

const client = '203.0.113.9';

describe('rate limiting', () => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.close()));
  });
  async function open(env: Record<string, string>): Promise<TestApp> {
    const t = await createTestApp(env);
    opened.push(t);
    return t;
  }

  it('counts requests with a bad or missing token: once the limit is reached they get 429, not 401', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3' });
    const badToken = (authorization?: string) =>
      t.app.inject({
        url: '/api/v1/users/current',
        remoteAddress: client,
        headers: authorization ? { authorization } : {},
      });
    const statuses = [];
    for (const header of ['Bearer not.a.jwt', undefined, 'Bearer not.a.jwt', 'Bearer not.a.jwt', undefined]) {
      statuses.push((await badToken(header)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await badToken('Bearer not.a.jwt');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(ErrorBody.parse(refused.json()).errors[0]).toMatchObject({
      status: '429',
      title: 'Too Many Requests',
      detail: expect.stringMatching(/at most 3 a minute/),
    });
  });

  it('counts denied requests, and a denied user flooding the API stops adding access.denied rows once limited', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3' });
    const headers = await t.as('norole');
    const before = (await auditRows(t.handle.db, 'access.denied')).length;
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await t.app.inject({ url: '/api/v1/datasources', remoteAddress: client, headers })).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429, 429, 429]);
    expect((await auditRows(t.handle.db, 'access.denied')).length - before).toBe(3);
  });

  it('counts requests to unknown paths too', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await t.app.inject({ url: `/api/v1/nothing-${i}`, remoteAddress: client })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, in production too', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '2', NODE_ENV: 'production', SEED_DEV_DATA: 'false' });
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push((await t.app.inject({ url: '/api/health', remoteAddress: client, headers: forged })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('counts each client behind a trusted proxy by the address the proxy forwards', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '2', TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7' });
    const viaProxy = (proxy: string, forwardedFor: string) =>
      t.app.inject({ url: '/api/health', remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });
    const first = [];
    for (let i = 0; i < 3; i += 1) first.push((await viaProxy('10.1.2.3', '198.51.100.1')).statusCode);
    expect(first).toEqual([200, 200, 429]);
    // Other clients through the same proxy, or through the other one, have their own counts.
    expect((await viaProxy('10.1.2.3', '198.51.100.2')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.7', '198.51.100.3')).statusCode).toBe(200);
    // A client that puts a forged hop before the proxy is still counted by what the proxy saw.
    expect((await viaProxy('10.1.2.3', '198.51.100.99, 198.51.100.1')).statusCode).toBe(429);
  });

  it('shares one count among API instances on one database with RATE_LIMIT_STORE=database', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_STORE: 'database' });
    // On PostgreSQL the second instance has its own connection pool, as a second process would.
    const url = (t.handle as DbHandle & { url?: string }).url;
    const handle = url ? await createDb({ databaseUrl: url, migrate: false }) : t.handle;
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const verifier = createTokenVerifier({
      ...tokenChecksOf(t.config),
      keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'other', alg: 'RS256' }] }),
    });
    const other = await buildApp(createAppDeps(t.config, handle, verifier), { logger: false });
    try {
      const health = (app: typeof other.app) => app.inject({ url: '/api/health', remoteAddress: client });
      const statuses = [
        (await health(t.app)).statusCode,
        (await health(other.app)).statusCode,
        (await health(t.app)).statusCode,
        (await health(other.app)).statusCode,
        (await health(t.app)).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
      if (handle !== t.handle) await handle.close();
    }
  });
});
