import { maskTin, matchLevelByNumber, type MatchLevelNumber } from '@dnp/contracts';

/** "1843.27" → "$1,843.27"; negative amounts (reversals) keep their sign. */
export function formatMoney(amount: string): string {
  const [whole = '0', cents = '00'] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '−' : ''}$${grouped}.${cents}`;
}

/** A calendar date (YYYY-MM-DD) without shifting it through a time zone. */
export function formatDate(isoDate: string | null): string {
  if (!isoDate) return '—';
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const levelWords = { CONCLUSIVE: 'Conclusive', PROBABLE: 'Probable', POSSIBLE: 'Possible' } as const;

/** 1 → "Conclusive": the list's level rank in the words the detail uses; null when no match counts. */
export function levelOfNumber(level: MatchLevelNumber | null): string {
  return level === null ? 'None counted' : levelWords[matchLevelByNumber[level]];
}

/**
 * Whatever the server sends, the screen and its exports show a TIN masked to its
 * last four digits: the reviewer tells payees apart, the number stays on the server.
 */
export function shownTin(tin: string): string {
  return /^\*+[0-9]{4}$/.test(tin) ? tin : (maskTin(tin) ?? '—');
}

/** The adjudication state in words; null is the open state. */
export function adjudicationWords(status: string | null): string {
  return status ?? 'Not adjudicated';
}
