import { AdjudicationAnswer, EmptyData, type Adjudication, type BulkAdjudication } from '@dnp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { paymentsScope } from './payment-list.js';
import { paymentsPaths } from './paths.js';

/** POST adjudication: one determination on one payment. A 403 or 409 is this form's to show, not the session's. */
export async function adjudicate(http: HttpClient, decision: Adjudication): Promise<void> {
  await http.post(paymentsPaths.adjudicate, { data: { attributes: decision } }, AdjudicationAnswer, {
    refusal: 'inPlace',
  });
}

/** POST bulk adjudication: one determination on several payments, all or none. */
export async function adjudicateMany(http: HttpClient, decision: BulkAdjudication): Promise<void> {
  await http.post(paymentsPaths.adjudicateBulk, { data: { attributes: decision } }, EmptyData, {
    refusal: 'inPlace',
  });
}

/** After a decision every list page, detail and history may read differently, so they are all read again. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  const scope = paymentsScope(useActingAccessGroup());
  return () => queryClient.invalidateQueries({ queryKey: scope });
}

export function useAdjudicate() {
  const http = useHttpClient();
  const refresh = useRefreshPayments();
  return useMutation({ mutationFn: (decision: Adjudication) => adjudicate(http, decision), onSuccess: refresh });
}

export function useAdjudicateMany() {
  const http = useHttpClient();
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (decision: BulkAdjudication) => adjudicateMany(http, decision),
    onSuccess: refresh,
  });
}
