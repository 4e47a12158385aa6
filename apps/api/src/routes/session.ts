import {
  EmptyData,
  FeatureFlagList,
  FeatureFlagParams,
  FeatureFlagUpdateBody,
  LoginEventBody,
  LogoutEventBody,
  TermsEventBody,
  TermsList,
} from '@dnp/contracts';
import { listFeatureFlags } from '../actions/feature-flags/list-feature-flags.js';
import { setFeatureFlag } from '../actions/feature-flags/set-feature-flag.js';
import { recordSessionEvent } from '../actions/session/record-session-event.js';
import { getTerms } from '../actions/terms/get-terms.js';
import type { AppDeps } from '../app-deps.js';
import { emptyResponse, listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

export function sessionRoutes(app: ZodApp, deps: AppDeps): void {
  const signedIn = { policy: { access: 'signedIn' as const } };

  app.get(
    '/api/v1/feature-flags',
    { config: signedIn, schema: { tags: ['session'], summary: 'Feature flags', response: { 200: FeatureFlagList } } },
    async (request, reply) => {
      const flags = await listFeatureFlags({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(
        request,
        reply,
        'featureFlag',
        flags.map((flag) => ({ id: flag.key, attributes: flag })),
      );
    },
  );

  app.patch(
    '/api/v1/feature-flags/:key',
    {
      config: { policy: { access: 'function', fn: 'ACCESS_GROUP_ADMIN' } },
      schema: {
        tags: ['session'],
        summary: 'Turn a feature flag on or off (Do Not Pay administrators)',
        params: FeatureFlagParams,
        body: FeatureFlagUpdateBody,
        response: { 200: FeatureFlagList },
      },
    },
    async (request, reply) => {
      const flag = await setFeatureFlag({
        deps,
        ctx: portalContext(request),
        input: { key: request.params.key, enabled: request.body.data.attributes.enabled },
      });
      return listResponse(request, reply, 'featureFlag', [{ id: flag.key, attributes: flag }]);
    },
  );

  app.get(
    '/api/v1/terms',
    {
      config: signedIn,
      schema: {
        tags: ['session'],
        summary: 'Current terms and whether this user accepted them',
        response: { 200: TermsList },
      },
    },
    async (request, reply) => {
      const terms = await getTerms({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(request, reply, 'terms', [{ id: terms.version, attributes: terms }]);
    },
  );

  app.post(
    '/api/v1/events/login',
    {
      config: signedIn,
      schema: { tags: ['session'], summary: 'Record a sign-in', body: LoginEventBody, response: { 200: EmptyData } },
    },
    async (request) => {
      await recordSessionEvent({ deps, ctx: portalContext(request), input: { kind: 'login' } });
      return emptyResponse(request);
    },
  );

  app.post(
    '/api/v1/events/terms',
    {
      config: signedIn,
      schema: {
        tags: ['session'],
        summary: 'Accept the current terms',
        body: TermsEventBody,
        response: { 200: EmptyData },
      },
    },
    async (request) => {
      await recordSessionEvent({
        deps,
        ctx: portalContext(request),
        input: { kind: 'terms', termsVersion: request.body.data.attributes.termsVersion },
      });
      return emptyResponse(request);
    },
  );

  app.post(
    '/api/v1/events/logout',
    {
      config: signedIn,
      schema: { tags: ['session'], summary: 'Record a sign-out', body: LogoutEventBody, response: { 200: EmptyData } },
    },
    async (request) => {
      await recordSessionEvent({
        deps,
        ctx: portalContext(request),
        input: { kind: 'logout', reason: request.body.data.attributes?.reason ?? 'user' },
      });
      return emptyResponse(request);
    },
  );
}
