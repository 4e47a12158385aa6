import { DatasourceInfoList, DatasourceParams } from '@dnp/contracts';
import { listDatasources } from '../actions/datasources/list-datasources.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import { datasourceLoadRoutes } from './datasource-loads.js';
import type { ZodApp } from './types.js';

export function datasourceRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/v1/datasources',
    {
      config: { policy: { access: 'signedIn' } },
      schema: {
        tags: ['datasources'],
        summary: 'The 18 datasources, with record counts, last update and whether this user may use each',
        response: { 200: DatasourceInfoList },
      },
    },
    async (request, reply) => {
      const sources = await listDatasources({ deps, ctx: portalContext(request), input: {} });
      return listResponse(
        request,
        reply,
        'datasourceInfo',
        sources.map((s) => ({ id: s.apiName, attributes: s })),
      );
    },
  );

  app.get(
    '/api/v1/datasources/:apiName',
    {
      config: { policy: { access: 'signedIn' } },
      schema: {
        tags: ['datasources'],
        summary: 'One datasource',
        params: DatasourceParams,
        response: { 200: DatasourceInfoList },
      },
    },
    async (request, reply) => {
      const sources = await listDatasources({
        deps,
        ctx: portalContext(request),
        input: { only: request.params.apiName },
      });
      return listResponse(
        request,
        reply,
        'datasourceInfo',
        sources.map((s) => ({ id: s.apiName, attributes: s })),
      );
    },
  );

  datasourceLoadRoutes(app, deps);
}
