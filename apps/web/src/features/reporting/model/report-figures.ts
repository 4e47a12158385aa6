import type { ReportLink, ReportRow } from '@dnp/contracts';
import type { ChartRow, ChartSeries } from '../../../components/charts/chart-data.js';
import { monthName, type ReportPeriodChoice } from './report-periods.js';

/** "payment-activity" → "Payment activity": the catalog names a report by its address. */
export function reportLabel(reportName: string): string {
  const words = reportName.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "medianDaysToDecision" → "Median days to decision". */
export function measureLabel(measure: string): string {
  const words = measure.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "2025-01" → "January 2025". */
export function periodLabel(period: string): string {
  const [year = '', month = ''] = period.split('-');
  return `${monthName(month)} ${year}`;
}

/** The report call's filters for a choice: the API's own names (ReportQuery). */
export function reportParams(choice: ReportPeriodChoice): Record<string, string> {
  const params: Record<string, string> = { 'filter[reportYearNumber]': choice.year };
  if (choice.month !== '') params['filter[reportMonthNumber]'] = choice.month;
  if (choice.alc !== '') params['filter[agencyAlcCode]'] = choice.alc;
  return params;
}

/** Each area a figure may open: its list's path, its name, and the business function that reads it. */
export const linkAreas = {
  payments: { path: '/payments', name: 'Payments', fn: 'PAYMENTS' },
  batchMatch: { path: '/batch-match', name: 'Batch Match', fn: 'BATCH_MATCHING' },
} as const satisfies Record<ReportLink['area'], { path: string; name: string; fn: string }>;

/** Where a figure's rows are listed in their area: each list reads the same filter names from its address. */
export function figureHref(link: ReportLink): string {
  return `${linkAreas[link.area].path}?${new URLSearchParams(link.query).toString()}`;
}

/** Measures that are durations, not counts (docs/reports-api.md). */
const durationMeasures = new Set(['medianDaysToDecision']);

/**
 * The chart's figures: per month, the sum of each counted measure over ALCs and categories.
 * A duration (the median days) stays in the table only: one axis of counts keeps the picture
 * honest. A count charts whether or not a list can open its rows (the Batch Match report's cannot).
 */
export function chartOf(rows: readonly ReportRow[]): { series: ChartSeries[]; rows: ChartRow[] } {
  const counted = rows.filter((row) => !durationMeasures.has(row.measure));
  const measures = [...new Set(counted.map((row) => row.measure))];
  const periods = [...new Set(counted.map((row) => row.period))].sort();
  const chartRows = periods.map((period) => {
    const figures: Record<string, number> = {};
    for (const measure of measures) figures[measure] = 0;
    for (const row of counted) {
      if (row.period === period) figures[row.measure] = (figures[row.measure] ?? 0) + row.value;
    }
    return { ...figures, category: periodLabel(period) } as ChartRow;
  });
  return { series: measures.map((key) => ({ key, label: measureLabel(key) })), rows: chartRows };
}
