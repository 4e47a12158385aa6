import type { AgencyPartyRow } from '@dnp/contracts';
import { readCsv } from '../csv.js';
import { readLines } from '../lines.js';
import { reject, type ParseInput, type ParseItem } from '../types.js';
import { agencyPartyLayout, type AgencyFileLayout } from './layouts.js';

export type AgencyFileFormat = 'csv' | 'fixed';

/** A fixed-width record reaches at least into the last required field's start. */
function shortestFixedWidthLength(layout: AgencyFileLayout<unknown>): number {
  return Math.max(
    ...layout.fixedWidth.filter((field) => layout.required.includes(field.column)).map((field) => field.start),
  );
}

/** Editors and mainframe exports drop trailing blanks: a record may end early, never run long. */
function fixedWidthLength(text: string, layout: AgencyFileLayout<unknown>): boolean {
  const length = text.trimEnd().length;
  return length >= shortestFixedWidthLength(layout) && length <= layout.fixedWidthLength;
}

/** Text as typed in a cell, turned into what the row schema checks: blanks are absent values. */
function cellValue(layout: AgencyFileLayout<unknown>, column: string, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  switch (layout.cellKinds[column]) {
    case 'id':
      return /^[0-9]+$/.test(value) ? Number(value) : value;
    case 'tin':
      // 123-45-6789 and 12-3456789 are how people write SSNs and EINs.
      return /^[0-9-]+$/.test(value) ? value.replace(/-/g, '') : value;
    case 'code':
      return value.toUpperCase();
    case 'date':
      // The fixed-width layout writes YYYYMMDD; CSV writes YYYY-MM-DD.
      return /^[0-9]{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
    case undefined:
      return value;
  }
}

/** Checks one row's cells against the row schema; each problem is a rejection naming its column. */
function checkRow<Row>(
  layout: AgencyFileLayout<Row>,
  line: number,
  cells: Partial<Record<string, string>>,
  seen: Set<number>,
): ParseItem<Row>[] {
  const values: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(cells)) {
    const value = cellValue(layout, column, raw ?? '');
    if (value !== undefined) values[column] = value;
  }
  const rejections: ParseItem<Row>[] = [];
  const parsed = layout.schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      const missing = issue.code === 'invalid_type' && values[column] === undefined;
      rejections.push(reject(line, missing ? 'required, and empty' : issue.message, column || undefined));
    }
  }
  // A repeated id is refused even when the row has other problems, so skipping rows never keeps two.
  const id = values[layout.idColumn];
  if (typeof id === 'number') {
    if (seen.has(id))
      rejections.push(reject(line, `${layout.idColumn} ${id} appears earlier in the file`, layout.idColumn));
    seen.add(id);
  }
  if (rejections.length > 0 || !parsed.success) return rejections;
  return [{ kind: 'record', line, key: String(id), record: parsed.data }];
}

/** A header's problems: unknown columns by name, required ones missing, any named twice. */
function checkHeader(layout: AgencyFileLayout<unknown>, names: string[]): string[] {
  const problems: string[] = [];
  const unknown = names.filter((name) => !layout.columns.includes(name));
  if (unknown.length > 0) {
    problems.push(
      `unknown column(s) ${unknown.map((n) => `"${n}"`).join(', ')}: the columns are ${layout.columns.join(', ')}`,
    );
  }
  const missing = layout.required.filter((name) => !names.includes(name));
  if (missing.length > 0) problems.push(`the header lacks the required column(s) ${missing.join(', ')}`);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) problems.push(`column(s) named twice: ${[...new Set(twice)].join(', ')}`);
  return problems;
}

async function* readCsvParties<Row>(layout: AgencyFileLayout<Row>, input: ParseInput): AsyncGenerator<ParseItem<Row>> {
  let header: string[] | undefined;
  const seen = new Set<number>();
  for await (const item of readCsv(input)) {
    if ('error' in item) {
      yield reject(item.line, item.error);
      continue;
    }
    if (!header) {
      const names = item.fields.map((name) => name.trim());
      const problems = checkHeader(layout, names);
      if (problems.length > 0) {
        for (const problem of problems) yield reject(item.line, problem, 'header');
        return;
      }
      header = names;
      continue;
    }
    if (item.fields.length !== header.length) {
      yield reject(item.line, `expected ${header.length} fields as in the header, found ${item.fields.length}`);
      continue;
    }
    const cells: Partial<Record<string, string>> = {};
    header.forEach((column, index) => {
      cells[column] = item.fields[index] ?? '';
    });
    yield* checkRow(layout, item.line, cells, seen);
  }
  if (!header) yield reject(1, 'The file has no header row.', 'header');
}

async function* readFixedWidthParties<Row>(
  layout: AgencyFileLayout<Row>,
  input: ParseInput,
): AsyncGenerator<ParseItem<Row>> {
  const seen = new Set<number>();
  for await (const { line, text } of readLines(input)) {
    if (!fixedWidthLength(text, layout)) {
      yield reject(
        line,
        `a record of the fixed-width layout is ${layout.fixedWidthLength} characters (trailing blanks may be left off); this line has ${text.trimEnd().length}`,
      );
      continue;
    }
    const cells: Partial<Record<string, string>> = {};
    for (const field of layout.fixedWidth)
      cells[field.column] = text.slice(field.start - 1, field.start - 1 + field.width);
    yield* checkRow(layout, line, cells, seen);
  }
}

/**
 * Which layout a file is in, from its first line: a CSV header of known column names, or a
 * fixed-width record. Returns undefined when it is neither, and the caller says so.
 */
export function detectAgencyFileFormat(
  firstLine: string,
  layout: AgencyFileLayout<unknown> = agencyPartyLayout,
): AgencyFileFormat | undefined {
  const text = firstLine.replace(/^\uFEFF/, '');
  if (text.includes(',') || layout.columns.includes(text.trim())) {
    const names = text.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
    if (names.some((name) => layout.columns.includes(name))) return 'csv';
  }
  if (fixedWidthLength(text, layout) && /^[0-9]{8}/.test(text)) return 'fixed';
  return undefined;
}

/**
 * Streams the parties of an agency file (docs/agency-files.md) with the line each is on; a
 * problem is a rejection naming the line and column. Never holds the file in memory.
 */
export function readAgencyFile(input: ParseInput, format: AgencyFileFormat): AsyncGenerator<ParseItem<AgencyPartyRow>>;
export function readAgencyFile<Row>(
  input: ParseInput,
  format: AgencyFileFormat,
  layout: AgencyFileLayout<Row>,
): AsyncGenerator<ParseItem<Row>>;
export function readAgencyFile(
  input: ParseInput,
  format: AgencyFileFormat,
  layout: AgencyFileLayout<unknown> = agencyPartyLayout,
): AsyncGenerator<ParseItem<unknown>> {
  return format === 'csv' ? readCsvParties(layout, input) : readFixedWidthParties(layout, input);
}
