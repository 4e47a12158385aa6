import { createHash, randomBytes } from 'node:crypto';

/** What the portal tells a browser about its sign-in (GET /api/config). */
export interface PortalSignIn {
  oidcAuthority: string;
  oidcClientId: string;
  oidcScope: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Cookies of one sign-in, as a browser would keep them between the provider's redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs a development user in through the development sign-in's own form (apps/idp), as the
 * browser does: authorization code with PKCE, the portal's redirect URI, the user's password
 * (a development user's password is its name, docs/dev-users.md). Only the development provider
 * has that form and those passwords, so this can never sign in against an agency's provider.
 */
export async function devSignIn(portal: URL, signIn: PortalSignIn, userName: string): Promise<string> {
  const discovery = (await (
    await fetch(new URL('.well-known/openid-configuration', `${signIn.oidcAuthority.replace(/\/?$/, '/')}`))
  ).json()) as { authorization_endpoint: string; token_endpoint: string };
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const redirectUri = new URL('/', portal).toString();
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: signIn.oidcClientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: signIn.oidcScope,
    state,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  const jar = new CookieJar();
  let next: URL = authorize;
  let form: URLSearchParams | undefined;
  // The provider sends the browser through login and consent by redirects: follow them by hand
  // (keeping cookies) until one points back at the portal with the code.
  for (let hop = 0; hop < 12; hop += 1) {
    if (next.toString().startsWith(redirectUri) && next.searchParams.has('code')) {
      if (next.searchParams.get('state') !== state) throw new Error('the sign-in answered for another request');
      const token = await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: next.searchParams.get('code') ?? '',
          redirect_uri: redirectUri,
          client_id: signIn.oidcClientId,
          code_verifier: verifier,
        }),
      });
      const body = (await token.json()) as { access_token?: string; error_description?: string };
      if (!body.access_token)
        throw new Error(`the sign-in gave no access token: ${body.error_description ?? token.status}`);
      return body.access_token;
    }
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    });
    jar.take(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    if (response.status === 401) throw new Error(`the development sign-in does not know the user "${userName}"`);
    if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
      form = new URLSearchParams({ username: userName, password: userName });
      continue;
    }
    throw new Error(`the sign-in stopped at ${next.pathname} with ${response.status}`);
  }
  throw new Error('the sign-in did not come back to the portal');
}
