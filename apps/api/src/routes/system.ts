import { ClientConfig, HealthStatus } from '@dnp/contracts';
import type { AppDeps } from '../app-deps.js';
import type { ZodApp } from './types.js';

export function systemRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/health',
    {
      config: { policy: { access: 'public', why: 'load balancers and operators probe it without signing in' } },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthStatus } },
    },
    async () => {
      await deps.handle.db.execute('select 1');
      return { status: 'ok' as const, database: deps.handle.kind, version: process.env.npm_package_version ?? '0.1.0' };
    },
  );

  app.get(
    '/api/config',
    {
      config: { policy: { access: 'public', why: 'the web app needs the sign-in settings before it can sign in' } },
      schema: {
        tags: ['system'],
        summary: 'Sign-in and session settings for the web app',
        response: { 200: ClientConfig },
      },
    },
    async () => ({
      oidcAuthority: deps.config.OIDC_ISSUER,
      oidcClientId: deps.config.OIDC_CLIENT_ID,
      oidcScope: deps.config.OIDC_SCOPE,
      idleTimeoutSeconds: deps.config.IDLE_TIMEOUT_SECONDS,
      idleWarningSeconds: deps.config.IDLE_WARNING_SECONDS,
      tokenRenewSeconds: deps.config.TOKEN_RENEW_SECONDS,
      environment: deps.config.NODE_ENV,
    }),
  );
}
