import type { PreparedName, PreparedToken } from './prepare-name.js';

/**
 * Score given when one organization name is the initials of the other (IRGC / ISLAMIC REVOLUTIONARY GUARD CORPS,
 * YMCA / YOUNG MENS CHRISTIAN ASSOCIATION): above the POSSIBLE threshold, so a reviewer sees it, but below a
 * strong name, because an acronym of a few letters stands for many names.
 */
export const ACRONYM_SCORE = 0.85;

/** What prepareName stores so that comparing acronyms costs two string comparisons. */
export interface AcronymForms {
  /** The name's only word when it could be an acronym (2–6 letters, legal forms aside). */
  acronym: string | null;
  /** Initials of the words, with and without connecting words: BOA and BA for BANK OF AMERICA. */
  initials: readonly [string, string] | null;
}

export function acronymForms(kind: 'person' | 'entity', tokens: readonly PreparedToken[]): AcronymForms {
  const words = tokens.filter((t) => t.role !== 'legal');
  if (kind !== 'entity' || words.length === 0) return { acronym: null, initials: null };
  const only = words.length === 1 ? (words[0]?.text ?? '') : '';
  const all = words.map((t) => t.text.charAt(0)).join('');
  const distinctive = words
    .filter((t) => t.role !== 'stop')
    .map((t) => t.text.charAt(0))
    .join('');
  return {
    acronym: /^[A-Z]{2,6}$/.test(only) ? only : null,
    initials: words.length >= 2 ? [all, distinctive] : null,
  };
}

/** The acronym, when one entity name is the initials of the other's words; otherwise null. */
export function acronymOf(a: PreparedName, b: PreparedName): string | null {
  return initialsOf(a.acronym.acronym, b.acronym.initials) ?? initialsOf(b.acronym.acronym, a.acronym.initials);
}

function initialsOf(acronym: string | null, initials: readonly [string, string] | null): string | null {
  if (acronym === null || initials === null) return null;
  return acronym === initials[0] || acronym === initials[1] ? acronym : null;
}
