import {
  RecordParams,
  RecordQuery,
  RecordResponse,
  SearchParams,
  SearchQuery,
  SearchRequestBody,
  SearchResponse,
  TinRevealBody,
  TinRevealResponse,
} from '@dnp/contracts';
import { readRecord } from '../actions/search/read-record.js';
import { revealTin } from '../actions/search/reveal-tin.js';
import { searchDatasource } from '../actions/search/search-datasource.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse, resourceListResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

export function searchRoutes(app: ZodApp, deps: AppDeps): void {
  const onlineSearch = { policy: { access: 'function' as const, fn: 'ONLINE_SEARCH' as const } };

  app.post(
    '/api/v1/search/:apiName',
    {
      config: onlineSearch,
      schema: {
        tags: ['search'],
        summary: 'Search one datasource by name or by SSN/EIN/TIN',
        description:
          'A name search returns the records whose match score reaches the configured minimum, best first; a TIN search returns exact TIN matches. Every result carries its score, match level, match type and explanation. CAIVRS is searched by TIN only, OFAC by name only.',
        params: SearchParams,
        querystring: SearchQuery,
        body: SearchRequestBody,
        response: { 200: SearchResponse },
      },
    },
    async (request, reply) => {
      const outcome = await searchDatasource({
        deps,
        ctx: portalContext(request),
        input: {
          apiName: request.params.apiName,
          criteria: request.body.data.attributes,
          pageSize: request.query['page[size]'] ?? deps.config.SEARCH_PAGE_SIZE,
        },
      });
      return resourceListResponse(request, reply, outcome.results, outcome.meta);
    },
  );

  app.get(
    '/api/v1/:apiName/:id',
    {
      config: onlineSearch,
      schema: {
        tags: ['search'],
        summary: 'One datasource record; include= adds the named sub-lists (OFAC and SAM registrations)',
        params: RecordParams,
        querystring: RecordQuery,
        response: { 200: RecordResponse },
      },
    },
    async (request, reply) => {
      const record = await readRecord({
        deps,
        ctx: portalContext(request),
        input: { apiName: request.params.apiName, id: Number(request.params.id), include: request.query.include },
      });
      return resourceListResponse(request, reply, [record]);
    },
  );

  app.post(
    '/api/v1/:apiName/:id/tin-reveal',
    {
      config: onlineSearch,
      schema: {
        tags: ['search'],
        summary: 'Show the full TIN of one record, with a reason (audited)',
        params: RecordParams,
        body: TinRevealBody,
        response: { 200: TinRevealResponse },
      },
    },
    async (request, reply) => {
      const tin = await revealTin({
        deps,
        ctx: portalContext(request),
        input: {
          apiName: request.params.apiName,
          id: Number(request.params.id),
          reason: request.body.data.attributes.reason,
          searchTransactionId: request.body.data.attributes.searchTransactionId,
        },
      });
      return listResponse(request, reply, 'tinReveal', [{ id: request.params.id, attributes: { tin } }]);
    },
  );
}
