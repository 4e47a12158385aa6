import { DisclosureList, DisclosureQuery } from '@dnp/contracts';
import { listDisclosures } from '../actions/audit/list-disclosures.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

export function auditRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/v1/audit/disclosures',
    {
      config: { policy: { access: 'function', fn: 'ACCESS_GROUP_ADMIN' } },
      schema: {
        tags: ['audit'],
        summary: 'Which searches and reads disclosed one record (administrators; audited)',
        description:
          "An agency's administrator sees the disclosures made by users of the acting group's tree; a Do Not Pay administrator sees every agency's. The acting group must hold the datasource's grant.",
        querystring: DisclosureQuery,
        response: { 200: DisclosureList },
      },
    },
    async (request, reply) => {
      const disclosures = await listDisclosures({
        deps,
        ctx: portalContext(request),
        input: { datasource: request.query.datasource, recordId: request.query.recordId },
      });
      return listResponse(request, reply, 'disclosure', disclosures);
    },
  );
}
