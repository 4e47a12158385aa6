import { FieldError } from './types.js';

/** Trimmed text, or null for an empty field or one of the file's "nothing here" markers. */
export function clean(value: string | undefined, emptyMarkers: readonly string[] = []): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '' || emptyMarkers.includes(trimmed)) return null;
  return trimmed;
}

/** Like clean, but a missing value rejects the line. */
export function required(value: string | undefined, column: string): string {
  const text = clean(value);
  if (text === null) throw new FieldError(column, `${column} is empty`);
  return text;
}

/** A 9-digit TIN (dashes and spaces allowed in the file); null when empty. */
export function tinOrNull(value: string | undefined, column: string): string | null {
  const text = clean(value);
  if (text === null) return null;
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) throw new FieldError(column, `${column} "${text}" is not a 9-digit TIN`);
  return digits;
}

/** Joins name parts with single spaces, skipping empty ones; null when all are empty. */
export function joinParts(...parts: (string | null)[]): string | null {
  const kept = parts.filter((part): part is string => part !== null && part !== '');
  return kept.length === 0 ? null : kept.join(' ');
}

/** Splits a delimited row and checks its width, so a shifted row is rejected, not misread. */
export function splitRow(text: string, delimiter: string, expected: number, what: string): string[] {
  const fields = text.split(delimiter);
  if (fields.length !== expected) {
    throw new FieldError('*', `expected ${expected} ${what} fields, found ${fields.length}`);
  }
  return fields;
}
