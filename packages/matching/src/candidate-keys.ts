import { doubleMetaphone } from 'double-metaphone';
import type { PreparedName, PreparedToken } from './prepare-name.js';

/** Prefix length of the prefix keys: long enough to be selective, short enough to survive a late typo or a join. */
const PREFIX_LENGTH = 4;

/**
 * Pair keys are made among this many words of a person's name at most (the first ones and the
 * last): a long name would otherwise bring dozens of pairs for a gain the single keys already give.
 */
const PAIR_WORDS = 4;

/** The keys one word brings on its own, and what it lends to the pair keys of a person's name. */
export interface WordKeys {
  keys: readonly string[];
  /** Primary Double Metaphone codes of the word and of each formal name it stands for (distinctive words). */
  pairCodes: readonly string[];
  /** First letters of the word and of each formal name (words and initials of a person's name). */
  initials: readonly string[];
}

/** Words that carry a name: legal forms, connecting words and initials give no key. */
function isKeyed(token: PreparedToken): boolean {
  return (token.role === 'word' || token.role === 'generic') && token.text.length >= 2;
}

/** The single keys and pair parts of one prepared token (none when the token is not distinctive). */
export function wordKeys(token: PreparedToken): WordKeys {
  if (!isKeyed(token)) {
    const initial = token.person && token.role === 'initial' && token.canon !== '' ? [token.canon.slice(0, 1)] : [];
    return { keys: [], pairCodes: [], initials: initial };
  }
  const keys = new Set<string>([`t:${token.canon}`]);
  for (const formal of token.formal) keys.add(`t:${formal}`);
  const [primary, secondary] = token.phonetic;
  if (primary.length >= 2) keys.add(`p:${primary}`);
  if (secondary.length >= 2) keys.add(`p:${secondary}`);
  if (token.skeleton.length >= 2) keys.add(`s:${token.skeleton}`);
  if (token.canon.length > PREFIX_LENGTH) keys.add(`f:${token.canon.slice(0, PREFIX_LENGTH)}`);
  const codes = new Set<string>();
  if (primary !== '') codes.add(primary);
  for (const formal of token.formal) {
    const [formalPrimary] = doubleMetaphone(formal);
    if (formalPrimary !== '') codes.add(formalPrimary);
  }
  if (!token.person) return { keys: [...keys], pairCodes: [], initials: [] };
  const initials = new Set([token.canon, ...token.formal].map((spelling) => spelling.slice(0, 1)));
  return { keys: [...keys], pairCodes: [...codes].sort(), initials: [...initials].sort() };
}

/**
 * Pair keys of a person's name, from two of its words in either order:
 *  - `q:A|B` the sound codes of both. Every single word of JOHN SMITH is shared by a hundred
 *    thousand records of a national death file; the pair by a few thousand.
 *  - `i:A|x` the sound code of one and the first letter of the other: BETTY MAETINEZ still finds
 *    BETTY MARTINEZ when the typo changed every key of the surname, and J SMITH finds JOHN SMITH.
 */
export function pairKeys(words: readonly WordKeys[]): string[] {
  const paired = words.filter((word) => word.initials.length > 0);
  const kept = paired.length > PAIR_WORDS ? [...paired.slice(0, PAIR_WORDS - 1), ...paired.slice(-1)] : paired;
  const keys = new Set<string>();
  const initialKeys = (codes: readonly string[], initials: readonly string[]) => {
    for (const code of codes) for (const initial of initials) keys.add(`i:${code}|${initial}`);
  };
  for (let i = 0; i < kept.length; i++) {
    for (let j = i + 1; j < kept.length; j++) {
      const a = kept[i];
      const b = kept[j];
      if (a === undefined || b === undefined) continue;
      for (const codeA of a.pairCodes) {
        for (const codeB of b.pairCodes) keys.add(codeA <= codeB ? `q:${codeA}|${codeB}` : `q:${codeB}|${codeA}`);
      }
      initialKeys(a.pairCodes, b.initials);
      initialKeys(b.pairCodes, a.initials);
    }
  }
  return [...keys];
}

/**
 * Blocking keys of a name for an inverted index: any two names the scorer would rate at or above the POSSIBLE
 * threshold share at least one key with high probability (measured in bench/matching/eval.ts). Kinds of key:
 *  - `t:` canonical spelling of a word (and, for a nickname, each formal name it stands for);
 *  - `p:` Double Metaphone codes of a word (typos and spellings that sound alike);
 *  - `s:` consonant skeleton of a word (Arabic, Hebrew and Indic scripts against Latin spellings);
 *  - `f:` first four letters of a word (joined or split words, late typos);
 *  - `q:` and `i:` pairs of two words of a person's name (see pairKeys).
 * The index reads only the keys rare enough to be worth reading at query time (docs/matching.md).
 */
export function nameKeys(name: PreparedName): string[] {
  const keys = new Set<string>();
  const words = name.tokens.map(wordKeys);
  for (const word of words) for (const key of word.keys) keys.add(key);
  for (const key of pairKeys(words)) keys.add(key);
  return [...keys].sort();
}

/**
 * The sound codes the last word of a person's name lends to its pair keys (its `pairCodes`): the surname in the
 * order an agency file writes a name. None for a name with no person's word, or one ending in an initial.
 */
export function surnameCodes(name: PreparedName): readonly string[] {
  const persons = name.tokens.filter((token) => token.person);
  const last = persons[persons.length - 1];
  return last === undefined ? [] : wordKeys(last).pairCodes;
}

/** Whether two names share a blocking key: what the index would need to bring one up when searching the other. */
export function shareKey(a: PreparedName, b: PreparedName): boolean {
  const keys = new Set(nameKeys(a));
  return nameKeys(b).some((key) => keys.has(key));
}
