import { PaymentAdjudicationStatus, PaymentSourceCode, PaymentStatus } from '@dnp/contracts';
import { noPaymentFilters, type AdjudicationFilter, type PaymentFilters } from './payment-filters.js';

// The address uses the API's own filter names (docs/payments-api.md), so a link built for the
// server — a report's figure, a saved search — opens the list on exactly the rows it counts.
const names = {
  alc: 'filter[agencyAlcCode]',
  dateFrom: 'filter[workingPaymentDateFrom]',
  dateTo: 'filter[workingPaymentDateTo]',
  paymentStatus: 'filter[paymentStatusCode]',
  adjudicationStatus: 'filter[paymentAdjudicationStatusTypeCode]',
  matchLevel: 'filter[matchLevelNumber]',
  source: 'filter[datasource]',
  amountMin: 'filter[paymentAmountFrom]',
  amountMax: 'filter[paymentAmountTo]',
  suppressed: 'filter[suppressed]',
} as const satisfies Record<keyof PaymentFilters, string>;

const isoDate = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function oneOf<T extends string>(value: string | null, parse: (text: string) => T | undefined): T | '' {
  return value === null ? '' : (parse(value) ?? '');
}

/**
 * The list filters an address asks for. A value the form could not hold (an unknown status, a
 * date not YYYY-MM-DD) is left as "any" rather than guessed at; the form then shows what applies.
 */
export function filtersFromAddress(params: URLSearchParams): PaymentFilters {
  const text = (key: keyof typeof names) => params.get(names[key])?.trim() ?? '';
  const date = (key: 'dateFrom' | 'dateTo') => (isoDate.test(text(key)) ? text(key) : '');
  return {
    ...noPaymentFilters,
    alc: text('alc'),
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
    paymentStatus: oneOf(params.get(names.paymentStatus), (v) => PaymentStatus.safeParse(v).data),
    adjudicationStatus: oneOf<Exclude<AdjudicationFilter, ''>>(params.get(names.adjudicationStatus), (v) =>
      v === 'OPEN' ? v : PaymentAdjudicationStatus.safeParse(v).data,
    ),
    matchLevel: oneOf(params.get(names.matchLevel), (v) => (v === '1' || v === '2' || v === '3' ? v : undefined)),
    source: oneOf(params.get(names.source), (v) => PaymentSourceCode.safeParse(v).data),
    amountMin: text('amountMin'),
    amountMax: text('amountMax'),
    suppressed: text('suppressed') === 'true',
  };
}

/** The address's filter parameters as one string: the list adopts them again only when they change. */
export function addressFilterKey(params: URLSearchParams): string {
  const asked = Object.values(names).map((name): [string, string] => [name, params.get(name) ?? '']);
  return asked.some(([, value]) => value !== '') ? new URLSearchParams(asked).toString() : '';
}
