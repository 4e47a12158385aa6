import { PaymentAvailableReportFilterList, type PaymentAvailableReportFilter } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { reportsPaths } from './paths.js';

/** GET report filters: the months holding data, each with its level-1 group and ALCs. */
export async function fetchReportFilters(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<PaymentAvailableReportFilter[]> {
  const { data } = await http.get(reportsPaths.filters, PaymentAvailableReportFilterList, { signal });
  return data;
}

export function reportFiltersQuery(http: HttpClient, actingAccessGroup: string | undefined) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'reports', 'filters'],
    queryFn: ({ signal }) => fetchReportFilters(http, signal),
  });
}

export function useReportFilters() {
  return useQuery(reportFiltersQuery(useHttpClient(), useActingAccessGroup()));
}
