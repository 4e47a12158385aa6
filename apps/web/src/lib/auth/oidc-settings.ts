import type { ClientConfig } from '@dnp/contracts';
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

/**
 * Authorization code with PKCE for a public client (no secret). Tokens and the
 * sign-in state live in sessionStorage: they survive a reload of the tab, die
 * with it, are not shared between tabs, and never reach localStorage.
 */
export function oidcSettings(config: ClientConfig, origin: string, storage: Storage): UserManagerSettings {
  const store = new WebStorageStateStore({ store: storage });
  return {
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    scope: config.oidcScope,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: store,
    stateStore: store,
    // With a refresh token the renewal is a token request: no hidden iframe, no reload.
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: config.tokenRenewSeconds,
    monitorSession: false,
    loadUserInfo: false,
  };
}

/** Only a path on this site may be returned to after sign-in. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}

export function returnPathFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  return safeReturnPath(state.returnTo);
}
