import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import { forbidden } from './domain-error.js';
import type { RequestContext } from './request-context.js';

/** Refuses (audited, as every 403) a datasource the acting group has no right to. */
export function assertDatasourceAllowed(
  ctx: RequestContext,
  apiName: DatasourceApiName,
  doing: 'search' | 'read records of',
  recordId?: number,
): void {
  if (ctx.allowedDatasources.has(apiName)) return;
  throw forbidden(`Your access group may not ${doing} ${catalogEntry(apiName).displayName}.`, {
    details: { datasource: apiName, ...(recordId === undefined ? {} : { recordId }) },
  });
}
