import {
  AGENCY_FIXED_WIDTH_LENGTH,
  agencyFileColumns,
  agencyFixedWidthLayout,
  AgencyPartyRow,
  requiredAgencyFileColumns,
  type AgencyFileColumn,
} from '@dnp/contracts';
import { readCsv } from '../csv.js';
import { readLines } from '../lines.js';
import { reject, type ParseInput, type ParseItem } from '../types.js';

export type AgencyFileFormat = 'csv' | 'fixed';

/** A fixed-width record reaches at least into the name, the last required field. */
const SHORTEST_FIXED_WIDTH_LENGTH = Math.max(
  ...agencyFixedWidthLayout
    .filter((field) => requiredAgencyFileColumns.includes(field.column))
    .map((field) => field.start),
);

/** Editors and mainframe exports drop trailing blanks: a record may end early, never run long. */
function fixedWidthLength(text: string): boolean {
  const length = text.trimEnd().length;
  return length >= SHORTEST_FIXED_WIDTH_LENGTH && length <= AGENCY_FIXED_WIDTH_LENGTH;
}

const known = new Set<string>(agencyFileColumns);

/** Text as typed in a cell, turned into what the row schema checks: blanks are absent values. */
function cellValue(column: AgencyFileColumn, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  switch (column) {
    case 'agencyPartyId':
      return /^[0-9]+$/.test(value) ? Number(value) : value;
    case 'agencyTin':
      // 123-45-6789 and 12-3456789 are how people write SSNs and EINs.
      return /^[0-9-]+$/.test(value) ? value.replace(/-/g, '') : value;
    case 'agencyTinTypeCode':
    case 'agencyPartyTypeCode':
    case 'stateCode':
      return value.toUpperCase();
    case 'birthDate':
      // The fixed-width layout writes YYYYMMDD; CSV writes YYYY-MM-DD.
      return /^[0-9]{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
    default:
      return value;
  }
}

/** Checks one row's cells against the row schema; each problem is a rejection naming its column. */
function checkRow(
  line: number,
  cells: Partial<Record<AgencyFileColumn, string>>,
  seen: Set<number>,
): ParseItem<AgencyPartyRow>[] {
  const values: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(cells) as Array<[AgencyFileColumn, string]>) {
    const value = cellValue(column, raw);
    if (value !== undefined) values[column] = value;
  }
  const rejections: ParseItem<AgencyPartyRow>[] = [];
  const parsed = AgencyPartyRow.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      const missing = issue.code === 'invalid_type' && values[column] === undefined;
      rejections.push(reject(line, missing ? 'required, and empty' : issue.message, column || undefined));
    }
  }
  // A repeated id is refused even when the row has other problems, so skipping rows never keeps two.
  const id = values.agencyPartyId;
  if (typeof id === 'number') {
    if (seen.has(id)) rejections.push(reject(line, `agencyPartyId ${id} appears earlier in the file`, 'agencyPartyId'));
    seen.add(id);
  }
  if (rejections.length > 0 || !parsed.success) return rejections;
  return [{ kind: 'record', line, key: String(parsed.data.agencyPartyId), record: parsed.data }];
}

/** A header's problems: unknown columns by name, required ones missing, any named twice. */
function checkHeader(names: string[]): string[] {
  const problems: string[] = [];
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    problems.push(
      `unknown column(s) ${unknown.map((n) => `"${n}"`).join(', ')}: the columns are ${agencyFileColumns.join(', ')}`,
    );
  }
  const missing = requiredAgencyFileColumns.filter((name) => !names.includes(name));
  if (missing.length > 0) problems.push(`the header lacks the required column(s) ${missing.join(', ')}`);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) problems.push(`column(s) named twice: ${[...new Set(twice)].join(', ')}`);
  return problems;
}

async function* readCsvParties(input: ParseInput): AsyncGenerator<ParseItem<AgencyPartyRow>> {
  let header: AgencyFileColumn[] | undefined;
  const seen = new Set<number>();
  for await (const item of readCsv(input)) {
    if ('error' in item) {
      yield reject(item.line, item.error);
      continue;
    }
    if (!header) {
      const names = item.fields.map((name) => name.trim());
      const problems = checkHeader(names);
      if (problems.length > 0) {
        for (const problem of problems) yield reject(item.line, problem, 'header');
        return;
      }
      header = names as AgencyFileColumn[];
      continue;
    }
    if (item.fields.length !== header.length) {
      yield reject(item.line, `expected ${header.length} fields as in the header, found ${item.fields.length}`);
      continue;
    }
    const cells: Partial<Record<AgencyFileColumn, string>> = {};
    header.forEach((column, index) => {
      cells[column] = item.fields[index] ?? '';
    });
    yield* checkRow(item.line, cells, seen);
  }
  if (!header) yield reject(1, 'The file has no header row.', 'header');
}

async function* readFixedWidthParties(input: ParseInput): AsyncGenerator<ParseItem<AgencyPartyRow>> {
  const seen = new Set<number>();
  for await (const { line, text } of readLines(input)) {
    if (!fixedWidthLength(text)) {
      yield reject(
        line,
        `a record of the fixed-width layout is ${AGENCY_FIXED_WIDTH_LENGTH} characters (trailing blanks may be left off); this line has ${text.trimEnd().length}`,
      );
      continue;
    }
    const cells: Partial<Record<AgencyFileColumn, string>> = {};
    for (const field of agencyFixedWidthLayout)
      cells[field.column] = text.slice(field.start - 1, field.start - 1 + field.width);
    yield* checkRow(line, cells, seen);
  }
}

/**
 * Which layout a file is in, from its first line: a CSV header of known column names, or a
 * fixed-width record. Returns undefined when it is neither, and the caller says so.
 */
export function detectAgencyFileFormat(firstLine: string): AgencyFileFormat | undefined {
  const text = firstLine.replace(/^\uFEFF/, '');
  if (text.includes(',') || known.has(text.trim())) {
    const names = text.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
    if (names.some((name) => known.has(name))) return 'csv';
  }
  if (fixedWidthLength(text) && /^[0-9]{8}/.test(text)) return 'fixed';
  return undefined;
}

/**
 * Streams the parties of an agency file (docs/agency-files.md) with the line each is on; a
 * problem is a rejection naming the line and column. Never holds the file in memory.
 */
export function readAgencyFile(input: ParseInput, format: AgencyFileFormat): AsyncGenerator<ParseItem<AgencyPartyRow>> {
  return format === 'csv' ? readCsvParties(input) : readFixedWidthParties(input);
}
