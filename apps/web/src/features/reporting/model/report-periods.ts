import type { PaymentAvailableReportFilter } from '@dnp/contracts';

/** What the report form asks for; '' means "every" (a month: the whole year; an ALC: all of them). */
export interface ReportPeriodChoice {
  year: string;
  month: string;
  alc: string;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "03" → "March"; the filters call sends months as two digits. */
export function monthName(month: string): string {
  return monthNames[Number(month) - 1] ?? month;
}

/** The years holding data, newest first: the form offers nothing the filters call did not return. */
export function yearsOf(filters: readonly PaymentAvailableReportFilter[]): string[] {
  return [...new Set(filters.map((entry) => entry.reportYearNumber))].sort().reverse();
}

/** The months of one year holding data, in calendar order. */
export function monthsOf(filters: readonly PaymentAvailableReportFilter[], year: string): string[] {
  const months = filters.filter((entry) => entry.reportYearNumber === year).map((entry) => entry.reportMonthNumber);
  return [...new Set(months)].sort();
}

/** The ALCs of the chosen year, or of its month when one is chosen, in code order. */
export function alcsOf(filters: readonly PaymentAvailableReportFilter[], year: string, month: string): string[] {
  const alcs = filters
    .filter((entry) => entry.reportYearNumber === year && (month === '' || entry.reportMonthNumber === month))
    .flatMap((entry) => entry.agencyAlcList.split(','));
  return [...new Set(alcs)].sort();
}

/**
 * The choice kept to what the filters offer: a year without data becomes the newest year, a
 * month or ALC that year lacks becomes "every". A shared address from another tree or a stale
 * bookmark then runs a report that exists instead of one that is empty by construction. A
 * monthly report (`monthly`) gets the year's latest month instead of "every".
 */

/** The adjudication summary is a month's report: the API refuses it without one (the ASR indicator's 400). */
export function isMonthly(reportName: string): boolean {
  return reportName === 'adjudication-summary';
}
export function fitChoice(
  filters: readonly PaymentAvailableReportFilter[],
  wanted: ReportPeriodChoice,
  monthly = false,
): ReportPeriodChoice | null {
  const years = yearsOf(filters);
  const year = years.includes(wanted.year) ? wanted.year : years[0];
  if (year === undefined) return null;
  const months = monthsOf(filters, year);
  const latest = monthly ? (months.at(-1) ?? '') : '';
  const month = months.includes(wanted.month) ? wanted.month : latest;
  const alc = alcsOf(filters, year, month).includes(wanted.alc) ? wanted.alc : '';
  return { year, month, alc };
}
