import { parse, type CsvError, type Info } from 'csv-parse';
import { openInput } from './lines.js';
import type { ParseInput } from './types.js';

export type CsvRow = { line: number; fields: string[] } | { line: number; error: string };

/** DOS end-of-file mark (Ctrl-Z) that OFAC's legacy files still end with. */
const END_OF_FILE_MARK = '\u001a';

/**
 * A quoted field still open after this many characters is a broken quote, not a long
 * remark: the parser reports it instead of reading the rest of the file into one field.
 */
const MAX_RECORD_CHARACTERS = 1_048_576;

/** The 1-based line a record starts on: csv-parse counts the line it ends on. */
function startLine(info: Info, raw: string): number {
  // The raw text may begin with the blank lines skipped before it and ends with its own newline.
  const newlines =
    raw
      .replace(/^(\r?\n)+/, '')
      .replace(/\r?\n$/, '')
      .match(/\n/g)?.length ?? 0;
  return info.lines - newlines;
}

/** csv-parse's message in the words of a file's author; the error row carries the line. */
function describe(error: CsvError): string {
  switch (error.code) {
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a closing quote is followed by text instead of a comma or the end of the line';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is not closed before the end of the file';
    case 'CSV_MAX_RECORD_SIZE':
      return `a record is longer than ${MAX_RECORD_CHARACTERS} characters: most likely a quote that is never closed`;
    default:
      return error.message.replace(/ at line \d+.*$/, '');
  }
}

function isCsvError(error: unknown): error is CsvError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && 'lines' in error;
}

/**
 * Streams CSV records (RFC 4180, through csv-parse) with the 1-based line each starts on;
 * the file is never held in memory whole. A broken quote ends the reading with one error
 * row: after it no parser can tell where the following records start, so reading on would
 * put fields into the wrong records. Callers refuse the file (it is a rejection like any other).
 */
export async function* readCsv(input: ParseInput, encoding: BufferEncoding = 'utf8'): AsyncGenerator<CsvRow> {
  const parser = openInput(input).pipe(
    parse({
      encoding,
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Some writers leave spaces between a closing quote and the comma.
      rtrim: true,
      // A quote inside an unquoted field (5" PIPE) is text, as spreadsheets write it.
      relax_quotes: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    }),
  );
  try {
    for await (const item of parser as AsyncIterable<{ info: Info; record: string[]; raw: string }>) {
      const { info, record, raw } = item;
      if (record.length === 1 && record[0]?.trim() === END_OF_FILE_MARK) continue;
      yield { line: startLine(info, raw), fields: record };
    }
  } catch (error: unknown) {
    if (!isCsvError(error)) throw error;
    yield { line: Number(error.lines), error: describe(error) };
  }
}

export type CsvObjectRow =
  { line: number; row: Record<string, string> } | { line: number; error: string; column?: string };

/**
 * Streams a CSV file whose first record names its columns, as objects keyed by those
 * names. A record with a different number of fields than the header is an error row,
 * so a shifted record is never read into the wrong attributes.
 */
export async function* readCsvObjects(
  input: ParseInput,
  requiredColumns: readonly string[],
): AsyncGenerator<CsvObjectRow> {
  let header: string[] | undefined;
  for await (const item of readCsv(input)) {
    if ('error' in item) {
      yield item;
      continue;
    }
    if (!header) {
      header = item.fields.map((name) => name.trim());
      const missing = requiredColumns.filter((name) => !header?.includes(name));
      if (missing.length > 0) {
        // Without its columns no record of the file can be read: one rejection says why.
        yield { line: item.line, error: `header lacks column(s) ${missing.join(', ')}`, column: missing[0] };
        return;
      }
      continue;
    }
    if (item.fields.length !== header.length) {
      yield { line: item.line, error: `expected ${header.length} fields, found ${item.fields.length}`, column: '*' };
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, index) => {
      row[name] = item.fields[index] ?? '';
    });
    yield { line: item.line, row };
  }
}
