import { ErrorBody } from '@dnp/contracts';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signToken, TEST_AUDIENCE, TEST_ISSUER, type TestApp } from './test-app.js';

async function currentUser(t: TestApp, token: string) {
  return t.app.inject({ url: '/api/v1/users/current', headers: { authorization: `Bearer ${token}` } });
}

function refusal(response: Awaited<ReturnType<typeof currentUser>>) {
  return { status: response.statusCode, detail: ErrorBody.parse(response.json()).errors[0]?.detail };
}

/** The algorithm-confusion attack: an HMAC token whose secret is the provider's published key. */
async function hmacTokenKeyedWithAPublicJwk(): Promise<string> {
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  const secret = new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey)));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'dnp.api' })
    .setProtectedHeader({ alg: 'HS256', kid: 'test', typ: 'at+jwt' })
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setSubject('portaluser')
    .setExpirationTime(now + 300)
    .sign(secret);
}

describe('access token algorithm and type, by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses an HS256 token keyed with a public key, saying which algorithms it accepts', async () => {
    expect(refusal(await currentUser(t, await hmacTokenKeyedWithAPublicJwk()))).toEqual({
      status: 401,
      detail:
        'The access token is signed with HS256, which this portal does not accept (it accepts RS256, PS256, ES256, EdDSA).',
    });
  });

  it('refuses RS384, which is not on the default list', async () => {
    const { privateKey } = await generateKeyPair('RS384');
    const token = await signToken({ key: privateKey, header: { alg: 'RS384' } });
    expect(refusal(await currentUser(t, token))).toMatchObject({
      status: 401,
      detail: expect.stringMatching(/signed with RS384, which this portal does not accept/),
    });
  });

  it.each([
    ['an ID token typed id+jwt', { typ: 'id+jwt' }, /its type is "id\+jwt"/],
    ['a token typed JWT', { typ: 'JWT' }, /its type is "JWT"/],
    ['a token without a type', { typ: undefined }, /its type is not set/],
  ])('refuses %s: only at+jwt is an access token', async (_name, header, why) => {
    const response = await currentUser(t, await signToken({ header }));
    expect(refusal(response)).toMatchObject({ status: 401, detail: expect.stringMatching(why) });
    expect(refusal(response).detail).toMatch(/An ID token cannot be used as an access token/);
  });

  it('accepts at+jwt, also written as a media type', async () => {
    expect((await currentUser(t, await signToken({ header: { typ: 'application/at+JWT' } }))).statusCode).toBe(200);
  });
});

describe('access token type, for a provider that cannot mark access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OIDC_TOKEN_TYPES: 'at+jwt,JWT,none' });
  });
  afterAll(() => t.close());

  it('accepts a JWT-typed or untyped token for the API audience', async () => {
    expect((await currentUser(t, await signToken({ header: { typ: 'JWT' } }))).statusCode).toBe(200);
    expect((await currentUser(t, await signToken({ header: { typ: undefined } }))).statusCode).toBe(200);
  });

  it('refuses an ID token that also names the API audience: it is addressed to the web app', async () => {
    const token = await signToken({ aud: [t.config.OIDC_CLIENT_ID, TEST_AUDIENCE], header: { typ: 'JWT' } });
    expect(refusal(await currentUser(t, token))).toEqual({
      status: 401,
      detail: 'The token is not an access token: it is addressed to the web app (an ID token). Send the access token.',
    });
  });

  it('still refuses an id+jwt token', async () => {
    expect((await currentUser(t, await signToken({ header: { typ: 'id+jwt' } }))).statusCode).toBe(401);
  });
});
