import type { SearchResultAttributes } from '@dnp/contracts';

/** One search result as screens see it: the source's attributes, how it matched, and its record id. */
export type SearchHit = SearchResultAttributes & { id: string };

/** A record attribute as text, or null when the source left it empty or it is not text. */
export function textOf(record: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = record[key];
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

// Shared with batch match's explanation (src/components/match-explanation).
export { levelLabel, scorePercent } from '../../../components/match-explanation/match-points.js';
