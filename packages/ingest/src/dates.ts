import { FieldError } from './types.js';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** Month number (1-12) of a three-letter English month name, any case; undefined if unknown. */
export function monthNumber(name: string): number | undefined {
  const index = MONTHS.indexOf(name.slice(0, 3).toUpperCase() as (typeof MONTHS)[number]);
  return index === -1 ? undefined : index + 1;
}

/** 'YYYY-MM-DD' for a real calendar date, else undefined (rejects 31 Feb, month 13, ...). */
export function isoFromParts(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Last day of a month, as 'YYYY-MM-DD'. */
export function endOfMonth(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoFromParts(year, month, day) ?? `${year}-12-31`;
}

function bad(column: string, value: string, format: string): FieldError {
  return new FieldError(column, `${column} "${value}" is not a valid ${format} date`);
}

type Layout = { pattern: RegExp; order: 'ymd' | 'mdy' | 'dmy'; format: string };

const LAYOUTS = {
  YYYYMMDD: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: 'ymd', format: 'YYYYMMDD' },
  MMDDYYYY: { pattern: /^(\d{2})(\d{2})(\d{4})$/, order: 'mdy', format: 'MMDDYYYY' },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: 'mdy', format: 'MM/DD/YYYY' },
  'MM-DD-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: 'mdy', format: 'MM-DD-YYYY' },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: 'ymd', format: 'YYYY-MM-DD' },
} as const satisfies Record<string, Layout>;

export type DateLayout = keyof typeof LAYOUTS;

/**
 * Reads a numeric date in one of the given layouts. Empty and all-zero values (LEIE's
 * 00000000, SSA's unknown dates) mean "no date" and give null; anything else that is
 * not a real date rejects the line.
 */
export function parseDate(value: string | undefined, column: string, layouts: readonly DateLayout[]): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || /^[0\s/-]+$/.test(text)) return null;
  for (const name of layouts) {
    const layout: Layout = LAYOUTS[name];
    const match = layout.pattern.exec(text);
    if (!match) continue;
    const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const iso =
      layout.order === 'ymd'
        ? isoFromParts(a, b, c)
        : layout.order === 'mdy'
          ? isoFromParts(c, a, b)
          : isoFromParts(c, b, a);
    if (iso === undefined) break;
    return iso;
  }
  throw bad(column, text, layouts.join(' or '));
}

/** IRS 'DD-MMM-YYYY' (e.g. 15-MAY-2011), as the Automatic Revocation List prints dates. */
export function parseDayMonthNameYear(value: string | undefined, column: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  const month = match ? monthNumber(match[2] ?? '') : undefined;
  const iso = match && month !== undefined ? isoFromParts(Number(match[3]), month, Number(match[1])) : undefined;
  if (iso === undefined) throw bad(column, text, 'DD-MMM-YYYY');
  return iso;
}
