import { ReportName, type ReportRow } from '@dnp/contracts';
import { measureLabel, periodLabel } from './report-figures.js';
import type { ReportPeriodChoice } from './report-periods.js';

/**
 * A figure's rows screen lives in Reporting's own address (the area is one kept-alive route):
 * `view=rows`, the report and the choice it ran with (the way back), the figure in words, and
 * the rows call's own filter names, so the screen is bookmarked and reloaded as shown.
 */
export interface FigureRowsLocation {
  reportName: ReportName;
  /** The figure as the report's table shows it: "Files received, DMF · level 1: May 2026, ALC 97000001". */
  description: string;
  /** The reports rows call's query: every `filter[…]` of the address. */
  figure: Record<string, string>;
  /** The report as it was run. */
  backHref: string;
}

/** The figure as words: its measure, category, month and ALC. */
export function figureDescription(row: Pick<ReportRow, 'measure' | 'category' | 'period' | 'agencyAlcCode'>): string {
  const what = row.category === '' ? measureLabel(row.measure) : `${measureLabel(row.measure)}, ${row.category}`;
  return `${what}: ${periodLabel(row.period)}, ALC ${row.agencyAlcCode}`;
}

const choiceKeys = ['year', 'month', 'alc'] as const;

/** Where a figure's rows are shown; null for a figure that counts no rows (the median days). */
export function figureRowsHref(reportName: ReportName, choice: ReportPeriodChoice, row: ReportRow): string | null {
  if (row.rows === null) return null;
  const params = new URLSearchParams({ view: 'rows', report: reportName });
  for (const key of choiceKeys) if (choice[key] !== '') params.set(key, choice[key]);
  params.set('figure', figureDescription(row));
  for (const [key, value] of Object.entries(row.rows)) params.set(key, value);
  return `/reporting?${params.toString()}`;
}

/** The rows screen an address asks for, or null when it asks for the report form. */
export function figureRowsLocation(params: URLSearchParams): FigureRowsLocation | null {
  const reportName = ReportName.safeParse(params.get('report')).data;
  if (params.get('view') !== 'rows' || reportName === undefined) return null;
  const figure = Object.fromEntries([...params].filter(([key]) => key.startsWith('filter[')));
  const back = new URLSearchParams({ report: reportName });
  for (const key of choiceKeys) {
    const value = params.get(key);
    if (value) back.set(key, value);
  }
  return {
    reportName,
    description: params.get('figure') ?? measureLabel(figure['filter[measure]'] ?? ''),
    figure,
    backHref: `/reporting?${back.toString()}`,
  };
}
