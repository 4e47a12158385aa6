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
 * The Batch Match list's query for the files received in a month with a party of the ALC: its own
 * received-date and ALC filters list exactly them. That list has no group filter, so a report
 * narrowed to one group has no such link.
 */
function batchMatchLinkOf(row: FigureRow, accessGroupId: string | undefined): ReportRow['link'] {
  if (accessGroupId !== undefined) return null;
  return {
    area: 'batchMatch',
    query: {
      'filter[fileReceivedDateFrom]': `${row.period}-01`,
      'filter[fileReceivedDateTo]': lastDayOf(row.period),
      'filter[agencyAlcCode]': row.alc,
    },
  };
}

/**
 * The reports rows call's query for a figure: its month, ALC and group (when the report was
 * narrowed to one), its measure, and each column the report grouped it by. Null for the median.
 */
function rowsQueryOf(row: FigureRow, accessGroupId: string | undefined): Record<string, string> | null {
  if (row.measure === 'medianDaysToDecision') return null;
  const parts: Array<[string, string | number | null]> = [
    ['filter[reportYearNumber]', row.period.slice(0, 4)],
    ['filter[reportMonthNumber]', row.period.slice(5, 7)],
    ['filter[agencyAlcCode]', row.alc],
    ['filter[accessGroupId]', accessGroupId ?? null],
    ['filter[measure]', row.measure],
    ['filter[paymentTypeCode]', row.payment_type],
    ['filter[datasource]', row.api_name],
    ['filter[matchLevelNumber]', row.best],
    ['filter[status]', row.status],
  ];
  return Object.fromEntries(
    parts
      .filter((part): part is [string, string | number] => part[1] !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * A statement's figure as a report row: its category in words, the reports rows call's query
 * that lists its rows, and, for a report whose figures open the Payments list
 * (`linksToPayments`), that list's query of the month, ALC (and group, when the report was
 * narrowed to one) with the measure's filters.
 */
export function toReportRow(
  row: FigureRow,
  report: { accessGroupId: string | undefined; linksToPayments: boolean },
): ReportRow {
  const payments = report.linksToPayments ? { accessGroupId: report.accessGroupId } : null;
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
    rows: rowsQueryOf(row, report.accessGroupId),
    link:
      row.measure === 'filesReceived'
        ? batchMatchLinkOf(row, report.accessGroupId)
        : filters === undefined
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
