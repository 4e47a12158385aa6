import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdpConfig } from './config.js';
import { startIdp } from './index.js';

const REDIRECT = 'http://localhost:3000/';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A browser's cookies and redirects, enough to walk the provider's pages. */
function browser(issuer: string) {
  const cookies = new Map<string, string>();
  async function go(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  /** Follows redirects inside the provider; answers the first one that leaves it (the portal). */
  async function follow(response: Response): Promise<{ response: Response; left?: URL }> {
    let current = response;
    while (current.status >= 300 && current.status < 400) {
      const target = new URL(current.headers.get('location') ?? '', issuer);
      if (target.origin !== new URL(issuer).origin) return { response: current, left: target };
      current = await go(target.href);
    }
    return { response: current };
  }
  return { go, follow };
}

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

describe('the development provider ends tokens with the sign-in', () => {
  let server: Server;
  let issuer: string;
  let keysDir: string;

  beforeAll(async () => {
    const port = await freePort();
    issuer = `http://localhost:${port}`;
    keysDir = mkdtempSync(join(tmpdir(), 'dnp-idp-test-'));
    server = await startIdp(
      loadIdpConfig({
        IDP_PORT: String(port),
        IDP_ISSUER: issuer,
        IDP_REDIRECT_URIS: REDIRECT,
        IDP_KEYS_FILE: join(keysDir, 'keys.json'),
      }),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(keysDir, { recursive: true, force: true });
  });

  /** Signs in as the web app does (code + PKCE), asking for offline_access with consent. */
  async function signIn(b: ReturnType<typeof browser>, userName: string) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const auth = new URL('/auth', issuer);
    auth.search = new URLSearchParams({
      client_id: 'dnp-portal',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'openid profile offline_access dnp.api',
      prompt: 'consent',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'test',
    }).toString();
    const login = await b.follow(await b.go(auth.href));
    const action = /action="([^"]+)"/.exec(await login.response.text())?.[1];
    if (!action) throw new Error('no sign-in form');
    const back = await b.follow(await b.go(action, form({ username: userName, password: userName })));
    const code = back.left?.searchParams.get('code');
    if (!code) throw new Error(`no code: ${back.response.status}`);
    const tokens = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    return (await tokens.json()) as { access_token: string; refresh_token: string; id_token: string };
  }

  const token = (values: Record<string, string>) =>
    fetch(new URL('/token', issuer), form({ client_id: 'dnp-portal', ...values }));

  async function signOut(b: ReturnType<typeof browser>, idToken: string) {
    const end = new URL('/session/end', issuer);
    end.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: REDIRECT }).toString();
    const page = await (await b.go(end.href)).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    if (!xsrf) throw new Error('no logout form');
    const done = await b.follow(await b.go('/session/end/confirm', form({ xsrf, logout: 'yes' })));
    expect(done.left?.href).toBe(REDIRECT);
  }

  it('names the sign-in in every access token, refreshed ones too', async () => {
    const first = await signIn(browser(issuer), 'portaluser');
    const claims = decodeJwt(first.access_token);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.auth_time).toEqual(expect.any(Number));
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const again = decodeJwt(((await refreshed.json()) as { access_token: string }).access_token);
    expect(again).toMatchObject({ sid: claims.sid, auth_time: claims.auth_time });
  });

  it('refuses the refresh token of a signed-out session, and only that one', async () => {
    const pat = browser(issuer);
    const ended = await signIn(pat, 'portaluser');
    const other = await signIn(browser(issuer), 'portaluser');
    await signOut(pat, ended.id_token);
    const refused = await token({ grant_type: 'refresh_token', refresh_token: ended.refresh_token });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    const stillGood = await token({ grant_type: 'refresh_token', refresh_token: other.refresh_token });
    expect(stillGood.status).toBe(200);
  });
});
