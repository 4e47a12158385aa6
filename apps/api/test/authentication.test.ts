import { ErrorBody } from '@dnp/contracts';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signToken, type TestApp } from './test-app.js';

describe('bearer token checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function currentUser(authorization?: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: authorization ? { authorization } : {},
    });
  }

  it('accepts a valid token', async () => {
    const response = await currentUser(`Bearer ${await signToken()}`);
    expect(response.statusCode).toBe(200);
  });

  const cases: Array<[string, () => Promise<string | undefined>, RegExp]> = [
    ['no Authorization header', async () => undefined, /no bearer access token/],
    ['a header that is not Bearer', async () => 'Basic cG9ydGFsdXNlcjpwb3J0YWx1c2Vy', /must be "Bearer/],
    ['a malformed token', async () => 'Bearer not.a.jwt', /malformed/],
    ['an expired token', async () => `Bearer ${await signToken({ expiresInSeconds: -60 })}`, /expired/],
    [
      'a token for another audience',
      async () => `Bearer ${await signToken({ aud: 'https://other.example/api' })}`,
      /audience/,
    ],
    [
      'a token from another issuer',
      async () => `Bearer ${await signToken({ iss: 'https://evil.example' })}`,
      /issued by/,
    ],
    [
      'a token signed with an unknown key',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return `Bearer ${await signToken({ key: privateKey })}`;
      },
      /signature/,
    ],
  ];

  it.each(cases)('answers 401 with the error body for %s', async (_name, header, detail) => {
    const response = await currentUser(await header());
    expect(response.statusCode).toBe(401);
    const body = ErrorBody.parse(response.json());
    expect(body.errors[0]).toMatchObject({ status: '401', title: 'Unauthorized' });
    expect(body.errors[0]?.detail).toMatch(detail);
  });

  it('answers health and client configuration without sign-in', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(config).toMatchObject({ oidcClientId: 'dnp-portal', tokenRenewSeconds: 60 });
  });
});
