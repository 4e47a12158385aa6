import type { PaymentAdjudicationStatus, PaymentSourceCode, PaymentStatus } from '@dnp/contracts';

/** 'OPEN' asks for the payments nobody has recorded a determination on. */
export type AdjudicationFilter = PaymentAdjudicationStatus | 'OPEN' | '';

/** What the filter form holds; '' means "any". Dates are YYYY-MM-DD, amounts dollars as typed. */
export interface PaymentFilters {
  alc: string;
  dateFrom: string;
  dateTo: string;
  paymentStatus: PaymentStatus | '';
  adjudicationStatus: AdjudicationFilter;
  matchLevel: '' | '1' | '2' | '3';
  source: PaymentSourceCode | '';
  amountMin: string;
  amountMax: string;
  /** Show the payments whose every match a false-positive suppression covers, instead of the raised ones. */
  suppressed: boolean;
}

export const noPaymentFilters: PaymentFilters = {
  alc: '',
  dateFrom: '',
  dateTo: '',
  paymentStatus: '',
  adjudicationStatus: '',
  matchLevel: '',
  source: '',
  amountMin: '',
  amountMax: '',
  suppressed: false,
};

// The server filters on amounts of up to twelve digits of dollars, never negative.
const dollars = /^[0-9]{1,12}(\.[0-9]{1,2})?$/;

/** Why the filters cannot be applied, in words for the form; null when they can. */
export function filterProblem(filters: PaymentFilters): string | null {
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    return 'The “payment date to” is before the “payment date from”.';
  }
  for (const [label, value] of [
    ['smallest amount', filters.amountMin],
    ['largest amount', filters.amountMax],
  ] as const) {
    if (value.trim() !== '' && !dollars.test(value.trim().replace(/[$,]/g, ''))) {
      return `The ${label} is dollars and cents, like 1250 or 1250.50.`;
    }
  }
  const min = Number(cleanAmount(filters.amountMin));
  const max = Number(cleanAmount(filters.amountMax));
  if (filters.amountMin.trim() !== '' && filters.amountMax.trim() !== '' && min > max) {
    return 'The largest amount is below the smallest amount.';
  }
  return null;
}

/** "$1,250.5" → "1250.50", the server's money format; '' stays ''. */
export function cleanAmount(typed: string): string {
  const text = typed.trim().replace(/[$,]/g, '');
  if (text === '' || !dollars.test(text)) return '';
  return Number(text).toFixed(2);
}

export function filtersAreOn(filters: PaymentFilters): boolean {
  return (Object.keys(noPaymentFilters) as (keyof PaymentFilters)[]).some(
    (key) => filters[key] !== noPaymentFilters[key],
  );
}
