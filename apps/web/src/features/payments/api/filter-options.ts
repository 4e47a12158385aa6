import { PaymentFilterOptionList } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { paymentsPaths } from './paths.js';

/** GET payment filter options: the acting group and its descendants, each with its ALCs. */
export async function fetchFilterOptions(http: HttpClient, signal?: AbortSignal): Promise<string[]> {
  const { data } = await http.get(paymentsPaths.filterOptions, PaymentFilterOptionList, { signal });
  const alcs = data.flatMap((option) => option.alcList.split(',').map((alc) => alc.trim()));
  return [...new Set(alcs.filter((alc) => alc !== ''))].sort();
}

export function filterOptionsQuery(http: HttpClient, actingAccessGroup: string | undefined) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'payments', 'filterOptions'],
    queryFn: ({ signal }) => fetchFilterOptions(http, signal),
  });
}

export function useFilterAlcs() {
  return useQuery(filterOptionsQuery(useHttpClient(), useActingAccessGroup()));
}
