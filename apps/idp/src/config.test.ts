import { describe, expect, it } from 'vitest';
import { checkDevPassword } from './accounts.js';
import { loadIdpConfig } from './config.js';
import { loginPage } from './login-page.js';

describe('development sign-in configuration', () => {
  it('listens on loopback by default', () => {
    expect(loadIdpConfig({}).IDP_HOST).toBe('127.0.0.1');
  });

  it('refuses to face a network unless told so', () => {
    expect(() => loadIdpConfig({ IDP_HOST: '0.0.0.0' })).toThrow(/loopback only/);
    expect(loadIdpConfig({ IDP_HOST: '0.0.0.0', IDP_ALLOW_NON_LOOPBACK: 'true' }).IDP_HOST).toBe('0.0.0.0');
  });

  it('refuses to run in production, naming NODE_ENV', () => {
    expect(() => loadIdpConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV: the development sign-in \(known passwords\) never runs with NODE_ENV=production/,
    );
    expect(loadIdpConfig({ NODE_ENV: 'development' }).IDP_PORT).toBe(3001);
  });
});

describe('development users', () => {
  it('accept the user name as the password, and nothing else', () => {
    expect(checkDevPassword('portaluser', 'portaluser')?.firstName).toBe('Pat');
    expect(checkDevPassword(' PortalUser ', 'portaluser')?.userName).toBe('portaluser');
    expect(checkDevPassword('portaluser', 'wrong')).toBeUndefined();
    expect(checkDevPassword('nobody', 'nobody')).toBeUndefined();
  });
});

describe('sign-in page', () => {
  it('labels its fields and escapes what it echoes', () => {
    const html = loginPage({ action: '/interaction/abc', userName: '<script>x</script>', error: 'Nope & no' });
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('role="alert"');
  });
});
