import { endOfMonth, isoFromParts, monthNumber } from '../dates.js';

export interface DateRange {
  from: string;
  to: string;
}

/** One OFAC date: "10 Dec 1948", "Sep 1938" or "1946", as the range of days it covers. */
function singleDate(text: string): DateRange | undefined {
  const full = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(text);
  if (full) {
    const month = monthNumber(full[2] ?? '');
    const iso = month === undefined ? undefined : isoFromParts(Number(full[3]), month, Number(full[1]));
    return iso === undefined ? undefined : { from: iso, to: iso };
  }
  const monthYear = /^([A-Za-z]{3}) (\d{4})$/.exec(text);
  if (monthYear) {
    const month = monthNumber(monthYear[1] ?? '');
    const year = Number(monthYear[2]);
    if (month === undefined) return undefined;
    return { from: isoFromParts(year, month, 1) ?? '', to: endOfMonth(year, month) };
  }
  const year = /^(\d{4})$/.exec(text);
  if (year) return { from: `${year[1]}-01-01`, to: `${year[1]}-12-31` };
  return undefined;
}

/**
 * An OFAC date of birth as a range: single dates, "1951 to 1953", "circa 1979-1982".
 * Undefined when the text is none of OFAC's forms; the caller keeps the text anyway.
 */
export function ofacDateRange(text: string): (DateRange & { approximate: boolean }) | undefined {
  const approximate = /^circa\s+/i.test(text);
  const body = text.replace(/^circa\s+/i, '').trim();
  const sides = body.includes(' to ') ? body.split(' to ') : /^\d{4}-\d{4}$/.test(body) ? body.split('-') : [body];
  const ranges = sides.map((side) => singleDate(side.trim()));
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (ranges.length > 2 || first === undefined || last === undefined || ranges.includes(undefined)) return undefined;
  return { from: first.from, to: last.to, approximate };
}

/** A full date in an identity document ("issued 14 Dec 2005"); null for partial ones. */
export function ofacExactDate(text: string | undefined): string | null {
  if (text === undefined) return null;
  const range = singleDate(text.trim());
  return range !== undefined && range.from === range.to ? range.from : null;
}
