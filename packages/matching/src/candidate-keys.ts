import type { PreparedName } from './prepare-name.js';

/** Prefix length of the prefix keys: long enough to be selective, short enough to survive a late typo or a join. */
const PREFIX_LENGTH = 4;

/**
 * Blocking keys of a name for an inverted index: any two names the scorer would rate at or above the POSSIBLE
 * threshold share at least one key with high probability (measured in bench/matching/eval.ts). Kinds of key:
 *  - `t:` canonical spelling of a word (and, for a nickname, each formal name it stands for);
 *  - `p:` Double Metaphone codes of a word (typos and spellings that sound alike);
 *  - `s:` consonant skeleton of a word (Arabic, Hebrew and Indic scripts against Latin spellings);
 *  - `f:` first four letters of a word (joined or split words, late typos).
 * The index caps keys of very common words at query time (see docs/matching.md); keys are plain strings.
 */
export function nameKeys(name: PreparedName): string[] {
  const keys = new Set<string>();
  for (const token of name.tokens) {
    if (token.role !== 'word' && token.role !== 'generic') continue;
    if (token.text.length < 2) continue;
    keys.add(`t:${token.canon}`);
    for (const formal of token.formal) keys.add(`t:${formal}`);
    const [primary, secondary] = token.phonetic;
    if (primary.length >= 2) keys.add(`p:${primary}`);
    if (secondary.length >= 2) keys.add(`p:${secondary}`);
    if (token.skeleton.length >= 2) keys.add(`s:${token.skeleton}`);
    if (token.canon.length > PREFIX_LENGTH) keys.add(`f:${token.canon.slice(0, PREFIX_LENGTH)}`);
  }
  return [...keys].sort();
}

/** Whether two names share a blocking key: what the index would need to bring one up when searching the other. */
export function shareKey(a: PreparedName, b: PreparedName): boolean {
  const keys = new Set(nameKeys(a));
  return nameKeys(b).some((key) => keys.has(key));
}
