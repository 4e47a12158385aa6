import { PaymentSummaryList, type PaymentSortColumn } from '@dnp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, Row } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { cleanAmount, type PaymentFilters } from '../model/payment-filters.js';
import { paymentsPaths } from './paths.js';

export const PAYMENT_PAGE_SIZE = 50;

export type PaymentRow = Row<typeof PaymentSummaryList>;

export type PaymentSortField = PaymentSortColumn;

export interface PaymentSort {
  field: PaymentSortField;
  descending: boolean;
}

export interface PaymentListQuery {
  page: number;
  sort: PaymentSort;
  filters: PaymentFilters;
}

export interface PaymentPage {
  rows: PaymentRow[];
  page: number;
  totalCount: number;
  totalPages: number;
}

function metaNumber(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** The wire filters and sort of a list request, only those set: the list and its every-page export share them. */
export function filterParams(query: Omit<PaymentListQuery, 'page'>): Record<string, string> {
  const { filters } = query;
  const params: Record<string, string | undefined> = {
    sort: `${query.sort.descending ? '-' : ''}${query.sort.field}`,
    'filter[agencyAlcCode]': filters.alc || undefined,
    'filter[workingPaymentDateFrom]': filters.dateFrom || undefined,
    'filter[workingPaymentDateTo]': filters.dateTo || undefined,
    'filter[paymentStatusCode]': filters.paymentStatus || undefined,
    'filter[paymentAdjudicationStatusTypeCode]': filters.adjudicationStatus || undefined,
    'filter[matchLevelNumber]': filters.matchLevel || undefined,
    'filter[datasource]': filters.source || undefined,
    'filter[paymentAmountFrom]': cleanAmount(filters.amountMin) || undefined,
    'filter[paymentAmountTo]': cleanAmount(filters.amountMax) || undefined,
    'filter[suppressed]': filters.suppressed ? 'true' : undefined,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** GET payments: one page of screened payments with meta current-page, total-count, total-pages. */
export async function fetchPaymentPage(
  http: HttpClient,
  query: PaymentListQuery,
  signal?: AbortSignal,
): Promise<PaymentPage> {
  const result = await http.get(paymentsPaths.list, PaymentSummaryList, {
    signal,
    query: { ...filterParams(query), 'page[number]': query.page, 'page[size]': PAYMENT_PAGE_SIZE },
  });
  const totalCount = metaNumber(result.meta['total-count'], result.data.length);
  return {
    rows: result.data,
    page: metaNumber(result.meta['current-page'], query.page),
    totalCount,
    totalPages: Math.max(1, metaNumber(result.meta['total-pages'], Math.ceil(totalCount / PAYMENT_PAGE_SIZE))),
  };
}

const listKey = (actingAccessGroup: string | undefined) => [...queryScope(actingAccessGroup), 'payments', 'list'];

export function paymentListQuery(http: HttpClient, actingAccessGroup: string | undefined, query: PaymentListQuery) {
  return queryOptions({
    queryKey: [...listKey(actingAccessGroup), query],
    queryFn: ({ signal }) => fetchPaymentPage(http, query, signal),
    // The page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function usePaymentPage(query: PaymentListQuery) {
  return useQuery(paymentListQuery(useHttpClient(), useActingAccessGroup(), query));
}

/** The query keys an adjudication makes stale: every list page and every detail. */
export function paymentsScope(actingAccessGroup: string | undefined) {
  return [...queryScope(actingAccessGroup), 'payments'];
}
