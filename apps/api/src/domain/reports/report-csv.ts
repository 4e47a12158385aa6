import type { Report } from '@dnp/contracts';
import { stringify } from 'csv-stringify/sync';

/** A report's figures as CSV, one line per figure, with the filters and time it ran with above the table. */
export function reportCsv(report: Report): string {
  const preamble = [
    [report.reportTitle],
    ...Object.entries(report.filters).map(([name, value]) => [name, value]),
    ['generatedAt', report.generatedAt],
    [],
  ];
  const table = report.rows.map((row) => [
    row.period,
    row.agencyAlcCode,
    row.measure,
    row.category,
    row.value,
    row.amount ?? '',
  ]);
  return stringify([...preamble, ['Period', 'ALC', 'Measure', 'Category', 'Value', 'Amount'], ...table]);
}
