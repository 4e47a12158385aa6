import {
  includeNamesFor,
  recordResponseFor,
  type DatasourceApiName,
  type RecordAttributesShownOf,
} from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';

/** A record of some source, as read: its attributes (TIN masked) and its id. */
export type FullRecord = RecordAttributesShownOf<DatasourceApiName> & { id: string };

/** GET /api/v1/:apiName/:id with every sub-list the source has (include=…); reading is audited. */
export async function readRecord(
  http: HttpClient,
  apiName: DatasourceApiName,
  id: string,
  signal?: AbortSignal,
): Promise<FullRecord> {
  const include = includeNamesFor(apiName).join(',');
  const result = await http.get(`/api/v1/${apiName}/${encodeURIComponent(id)}`, recordResponseFor(apiName), {
    signal,
    query: include ? { include } : {},
    // A record refused (grant, volume limit) or gone is said in the record dialog, over the results.
    refusal: 'inPlace',
  });
  const record = result.data[0];
  if (!record) throw new Error(`The server returned no ${apiName} record ${id}.`);
  return record;
}

export function recordQuery(
  http: HttpClient,
  actingAccessGroup: string | undefined,
  apiName: DatasourceApiName,
  id: string,
) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'record', apiName, id],
    queryFn: ({ signal }) => readRecord(http, apiName, id, signal),
    // Opening the same record again in a session shows what was read, without a second disclosure.
    staleTime: Infinity,
    retry: false,
  });
}

export function useRecord(target: { apiName: DatasourceApiName; id: string } | null) {
  const http = useHttpClient();
  const actingAccessGroup = useActingAccessGroup();
  return useQuery({
    ...recordQuery(http, actingAccessGroup, target?.apiName ?? 'ofac', target?.id ?? ''),
    enabled: target !== null,
  });
}
