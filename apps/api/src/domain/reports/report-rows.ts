import {
  catalogEntry,
  DatasourceApiName,
  paymentSourceCodes,
  type PaymentSourceCode,
  type ReportRow,
} from '@dnp/contracts';
import { paymentApiNames } from '../payments/payment-scope.js';
import type { FigureRow } from './report-scope.js';

/** Measures whose payments the Payments list can list exactly, and the filters that do it. */
const listFilters: Record<string, (row: FigureRow) => Record<string, string>> = {
  matched: (row) => ({
    ...typeOf(row),
    ...sourceOf(row),
    ...(row.best === null ? {} : { 'filter[matchLevelNumber]': String(row.best) }),
  }),
  matchedBySource: (row) => ({ ...typeOf(row), ...sourceOf(row) }),
  stopped: (row) => ({ ...typeOf(row), 'filter[paymentStatusCode]': 'STOPPED' }),
  adjudication: (row) => ({ 'filter[paymentAdjudicationStatusTypeCode]': row.status ?? 'OPEN' }),
};

const typeOf = (row: FigureRow): Record<string, string> =>
  row.payment_type === null ? {} : { 'filter[paymentTypeCode]': row.payment_type };
const sourceOf = (row: FigureRow): Record<string, string> => {
  const source = sourceCodeOf(row.api_name);
  return source === null ? {} : { 'filter[datasource]': source };
};

function sourceCodeOf(apiName: string | null): PaymentSourceCode | null {
  const index = paymentApiNames.findIndex((name) => name === apiName);
  return paymentSourceCodes[index] ?? null;
}

/** The last day of a 'YYYY-MM' month, for the list's inclusive date range. */
function lastDayOf(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const day = new Date(Date.UTC(year ?? 0, month ?? 1, 0)).getUTCDate();
  return `${period}-${String(day).padStart(2, '0')}`;
}

/** A source in words: its payment source code where it has one (the Payments list's), else its system code. */
function sourceLabelOf(apiName: string | null): string | null {
  const parsed = DatasourceApiName.safeParse(apiName);
  return sourceCodeOf(apiName) ?? (parsed.success ? catalogEntry(parsed.data).srcSysTypeCd : null);
}

/**
 * A statement's figure as a report row: its category in words, and, for a report whose figures
 * open the Payments list (`payments` not null), that list's query of the month, ALC (and group,
 * when the report was narrowed to one) with the measure's filters.
 */
export function toReportRow(row: FigureRow, payments: { accessGroupId: string | undefined } | null): ReportRow {
  const source = sourceLabelOf(row.api_name);
  const category = [row.payment_type, source, row.best === null ? null : `level ${row.best}`, row.status].filter(
    (part): part is string => part !== null,
  );
  const filters = payments === null ? undefined : listFilters[row.measure];
  return {
    period: row.period,
    agencyAlcCode: row.alc,
    measure: row.measure,
    category: category.join(' · '),
    value: Number(row.value),
    amount: row.amount,
    link:
      filters === undefined
        ? null
        : {
            area: 'payments',
            query: {
              'filter[workingPaymentDateFrom]': `${row.period}-01`,
              'filter[workingPaymentDateTo]': lastDayOf(row.period),
              'filter[agencyAlcCode]': row.alc,
              ...(payments?.accessGroupId === undefined ? {} : { 'filter[accessGroupId]': payments.accessGroupId }),
              ...filters(row),
            },
          },
  };
}
