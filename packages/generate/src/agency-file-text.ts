import { agencyFixedWidthLayout, type AgencyFileColumn } from '@dnp/contracts';
import type { AgencyFileFormat } from '@dnp/ingest';
import { stringify } from 'csv-stringify/sync';

/** One party of a generated file: the columns it fills (a column left out is an empty field). */
export type AgencyFileRow = Partial<Record<AgencyFileColumn, string>>;

/** Numbers are right-aligned in the fixed-width layout, text left-aligned; both padded with spaces. */
const rightAligned: ReadonlySet<AgencyFileColumn> = new Set(['agencyPartyId', 'paymentAmount']);

/** One record in the fixed-width layout; a value longer than its field is refused, never cut. */
export function fixedWidthAgencyLine(row: AgencyFileRow): string {
  return agencyFixedWidthLayout
    .map((field) => {
      const value = row[field.column] ?? '';
      if (value.length > field.width) {
        throw new Error(`${field.column} "${value}" is longer than its ${field.width} characters`);
      }
      return rightAligned.has(field.column) ? value.padStart(field.width) : value.padEnd(field.width);
    })
    .join('');
}

/**
 * A generated agency file's text in either format. CSV's header names the given columns in order;
 * the fixed-width layout places every column where docs/agency-files.md says.
 */
export function agencyFileText(
  columns: readonly AgencyFileColumn[],
  rows: readonly AgencyFileRow[],
  format: AgencyFileFormat,
): string {
  if (format === 'csv') {
    return stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]);
  }
  return `${rows.map(fixedWidthAgencyLine).join('\n')}\n`;
}
