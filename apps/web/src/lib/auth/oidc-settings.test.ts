import { describe, expect, it } from 'vitest';
import { oidcSettings, returnPathFromState, safeReturnPath } from './oidc-settings.js';

const config = {
  oidcAuthority: 'http://localhost:3001',
  oidcClientId: 'dnp-portal',
  oidcScope: 'openid profile offline_access',
  idleTimeoutSeconds: 900,
  idleWarningSeconds: 120,
  tokenRenewSeconds: 60,
  environment: 'development' as const,
};

describe('oidcSettings', () => {
  it('uses authorization code for the configured client, renewing 60 seconds before expiry', () => {
    const settings = oidcSettings(config, 'http://localhost:5173', sessionStorage);
    expect(settings).toMatchObject({
      authority: 'http://localhost:3001',
      client_id: 'dnp-portal',
      scope: 'openid profile offline_access',
      response_type: 'code',
      redirect_uri: 'http://localhost:5173/',
      post_logout_redirect_uri: 'http://localhost:5173/',
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 60,
    });
  });

  it('keeps the user (tokens) in the storage it is given, not in localStorage', async () => {
    const settings = oidcSettings(config, 'http://localhost:5173', sessionStorage);
    await settings.userStore?.set('user:test', 'token-bearing user');
    expect(sessionStorage.getItem('oidc.user:test')).toBe('token-bearing user');
    expect(localStorage.length).toBe(0);
  });
});

describe('return path after sign-in', () => {
  it('accepts only a path on this site', () => {
    expect(safeReturnPath('/payments?page=2')).toBe('/payments?page=2');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });

  it('reads it from the sign-in state', () => {
    expect(returnPathFromState({ returnTo: '/con-mon' })).toBe('/con-mon');
    expect(returnPathFromState('nonsense')).toBe('/');
  });
});
