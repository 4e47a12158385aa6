import { readLines } from './lines.js';
import type { ParseInput } from './types.js';

export type CsvRow = { line: number; fields: string[] } | { line: number; error: string };

/** A quoted field still open after this many lines is a broken quote, not a long remark. */
const MAX_LINES_PER_RECORD = 50;

type LineParse = { fields: string[] } | { open: true } | { error: string };

/** Parses one CSV record (RFC 4180: "" escapes a quote, quoted fields may hold commas and newlines). */
function parseRecord(text: string): LineParse {
  const fields: string[] = [];
  let field = '';
  let index = 0;
  let quoted = false;
  let fieldStart = true;
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        const next = text[index + 1];
        // Some writers leave spaces between a closing quote and the comma.
        let after = index + 1;
        while (text[after] === ' ') after += 1;
        if (after < text.length && text[after] !== ',') {
          return { error: `unexpected "${next ?? ''}" after a closing quote in field ${fields.length + 1}` };
        }
        index = after;
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      index += 1;
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      fieldStart = true;
      index += 1;
      continue;
    }
    if (!(fieldStart && char === ' ')) fieldStart = false;
    field += char;
    index += 1;
  }
  if (quoted) return { open: true };
  fields.push(field);
  return { fields };
}

/**
 * Streams CSV records with the 1-based line each starts on. A malformed record is
 * reported as an error row and reading goes on with the next record.
 */
export async function* readCsv(input: ParseInput, encoding: BufferEncoding = 'utf8'): AsyncGenerator<CsvRow> {
  let pending: { line: number; text: string; count: number } | undefined;
  for await (const { line, text } of readLines(input, encoding, true)) {
    if (!pending && text.trim() === '') continue;
    const current = pending
      ? { ...pending, text: `${pending.text}\n${text}`, count: pending.count + 1 }
      : { line, text, count: 1 };
    const parsed = parseRecord(current.text);
    if ('open' in parsed) {
      if (current.count >= MAX_LINES_PER_RECORD) {
        yield { line: current.line, error: `quoted field not closed within ${MAX_LINES_PER_RECORD} lines` };
        pending = undefined;
      } else pending = current;
      continue;
    }
    pending = undefined;
    yield 'error' in parsed
      ? { line: current.line, error: parsed.error }
      : { line: current.line, fields: parsed.fields };
  }
  if (pending) yield { line: pending.line, error: 'quoted field not closed at end of file' };
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
