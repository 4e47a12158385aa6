import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startPlan } from '../../../scripts/start-plan.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm start', () => {
  it('starts the development sign-in and loads the demo on a development machine', () => {
    expect(startPlan({})).toEqual({ ok: true, startDevSignIn: true, loadDemoData: true });
  });

  it('uses a configured provider instead of the development sign-in', () => {
    expect(startPlan({ OIDC_ISSUER: 'https://login.agency.gov' })).toMatchObject({ startDevSignIn: false });
  });

  it('never starts the development sign-in or loads the demo in production', () => {
    expect(startPlan({ NODE_ENV: 'production', OIDC_ISSUER: 'https://login.agency.gov' })).toEqual({
      ok: true,
      startDevSignIn: false,
      loadDemoData: false,
    });
  });

  it('refuses production without OIDC_ISSUER, before building or starting anything', () => {
    const env = { ...process.env, NODE_ENV: 'production', OIDC_ISSUER: '' };
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, env, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^OIDC_ISSUER is required with NODE_ENV=production/);
    expect(result.stdout).not.toMatch(/Building|Do Not Pay is running/);
  });
});
