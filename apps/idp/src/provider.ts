import Provider, { errors, type Configuration } from 'oidc-provider';
import { claimsOf, findDevUser } from './accounts.js';
import type { IdpConfig } from './config.js';
import { loadOrCreateSigningKeys } from './signing-keys.js';

export async function createProvider(config: IdpConfig): Promise<Provider> {
  const { keys, cookieKeys } = await loadOrCreateSigningKeys(config.IDP_KEYS_FILE);
  const origins = config.IDP_REDIRECT_URIS.map((uri) => new URL(uri).origin);

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.IDP_CLIENT_ID,
        // A browser app keeps no secret: authorization code with PKCE (enforced for public clients).
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.IDP_REDIRECT_URIS,
        post_logout_redirect_uris: config.IDP_REDIRECT_URIS,
      },
    ],
    jwks: { keys },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'profile', 'email', 'offline_access', config.IDP_API_SCOPE],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email'],
    },
    findAccount: (_ctx, sub) => {
      const user = findDevUser(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => claimsOf(user) };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      revocation: { enabled: true },
      // Access tokens are JWTs for the API's audience, so the API verifies them offline with the JWKS.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.IDP_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== config.IDP_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: config.IDP_API_SCOPE,
            audience: config.IDP_AUDIENCE,
            accessTokenTTL: config.IDP_ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every token ends with the sign-in session, offline_access or not: oidc-provider's default
    // lets offline_access outlive sign-out, and then end_session would not revoke the grant.
    expiresWithSession: () => true,
    // Names the sign-in in each access token, as Entra ID's sid does, so the portal API can end it
    // (docs/authorization.md "Sessions"); a refresh keeps both values.
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.sessionUid || !token.clientId) return undefined;
      const session = await ctx.oidc.provider.Session.findByUid(token.sessionUid);
      const source = ctx.oidc.entities.RefreshToken ?? ctx.oidc.entities.AuthorizationCode;
      return { sid: session?.sidFor(token.clientId), auth_time: source?.authTime };
    },
    ttl: {
      AccessToken: config.IDP_ACCESS_TOKEN_TTL_SECONDS,
      IdToken: config.IDP_ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: config.IDP_SESSION_TTL_SECONDS,
      Session: config.IDP_SESSION_TTL_SECONDS,
      RefreshToken: config.IDP_SESSION_TTL_SECONDS,
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p></main></body></html>`;
    },
  };
  const provider = new Provider(config.IDP_ISSUER, configuration);
  // The development provider runs over plain http on loopback.
  provider.proxy = false;
  return provider;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
