import {
  PaymentAdjudicationEntryList,
  PaymentDetailList,
  paymentIncludes,
  PaymentSourceRecordResource,
} from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { HttpClient, Row } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import type { PaymentTarget } from '../model/view-location.js';
import { paymentsPaths } from './paths.js';

export type PaymentMatch = Row<typeof PaymentDetailList>;
export type HistoryEntry = Row<typeof PaymentAdjudicationEntryList>;

export interface PaymentDetailAnswer {
  /** One row per match of the payment, counted or suppressed. */
  matches: PaymentMatch[];
  /** The death records asked for with include, by the id the answer gives them. */
  records: PaymentSourceRecordResource[];
}

const Included = z.array(PaymentSourceRecordResource);

function targetFilter(target: PaymentTarget) {
  return { 'filter[agencyPartyId]': target.agencyPartyId, 'filter[paymentId]': target.paymentId };
}

/** GET payment details with every death source included, so the records show beside the payee. */
export async function fetchPaymentDetail(
  http: HttpClient,
  target: PaymentTarget,
  signal?: AbortSignal,
): Promise<PaymentDetailAnswer> {
  const result = await http.get(paymentsPaths.details, PaymentDetailList, {
    signal,
    // A payment of another group answers 404: said on this screen, not by the session.
    refusal: 'inPlace',
    query: { ...targetFilter(target), include: paymentIncludes.join(',') },
  });
  return { matches: result.data, records: Included.parse(result.included ?? []) };
}

/** GET adjudication history of one payment, oldest first. */
export async function fetchHistory(http: HttpClient, target: PaymentTarget, signal?: AbortSignal) {
  const result = await http.get(paymentsPaths.history, PaymentAdjudicationEntryList, {
    signal,
    refusal: 'inPlace',
    query: targetFilter(target),
  });
  return result.data;
}

const detailKey = (actingAccessGroup: string | undefined, target: PaymentTarget) => [
  ...queryScope(actingAccessGroup),
  'payments',
  'detail',
  target.agencyPartyId,
  target.paymentId,
];

export function paymentDetailQuery(http: HttpClient, actingAccessGroup: string | undefined, target: PaymentTarget) {
  return queryOptions({
    queryKey: detailKey(actingAccessGroup, target),
    queryFn: ({ signal }) => fetchPaymentDetail(http, target, signal),
  });
}

export function historyQuery(http: HttpClient, actingAccessGroup: string | undefined, target: PaymentTarget) {
  return queryOptions({
    queryKey: [...detailKey(actingAccessGroup, target), 'history'],
    queryFn: ({ signal }) => fetchHistory(http, target, signal),
  });
}

export function usePaymentDetail(target: PaymentTarget) {
  return useQuery(paymentDetailQuery(useHttpClient(), useActingAccessGroup(), target));
}

export function useHistory(target: PaymentTarget) {
  return useQuery(historyQuery(useHttpClient(), useActingAccessGroup(), target));
}
