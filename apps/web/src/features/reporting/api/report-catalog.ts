import { PaymentReportList, type PaymentReport } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { reportsPaths } from './paths.js';

/** GET reports selection: the reports the caller may run, in their display order. */
export async function fetchReportCatalog(http: HttpClient, signal?: AbortSignal): Promise<PaymentReport[]> {
  const { data } = await http.get(reportsPaths.catalog, PaymentReportList, { signal });
  return [...data].sort((a, b) => a.reportDisplayOrder - b.reportDisplayOrder);
}

export function reportCatalogQuery(http: HttpClient, actingAccessGroup: string | undefined) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'reports', 'catalog'],
    queryFn: ({ signal }) => fetchReportCatalog(http, signal),
  });
}

export function useReportCatalog() {
  return useQuery(reportCatalogQuery(useHttpClient(), useActingAccessGroup()));
}
