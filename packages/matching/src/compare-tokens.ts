import { jaroWinkler } from './jaro-winkler.js';
import { areNicknames } from './nicknames.js';
import type { PreparedToken } from './prepare-name.js';

export type TokenAgreement = 'exact' | 'variant' | 'nickname' | 'initial' | 'phonetic' | 'similar' | 'different';

export interface TokenSimilarity {
  similarity: number;
  agreement: TokenAgreement;
}

/** Similarity credited to each kind of agreement; below these, the spelling itself decides. */
export const agreementSimilarity = {
  variant: 0.95,
  nickname: 0.92,
  initial: 0.85,
  phonetic: 0.88,
} as const;

const DIFFERENT: TokenSimilarity = { similarity: 0, agreement: 'different' };

function phoneticAgree(a: PreparedToken, b: PreparedToken): boolean {
  const [a1, a2] = a.phonetic;
  const [b1, b2] = b.phonetic;
  // Codes of one or two sounds ("N", "JN") match too many unrelated names to count as evidence.
  if (a1.length < 3 && b1.length < 3) return a1 === b1 && a2 === b2 && a.text.charAt(0) === b.text.charAt(0);
  return a1 === b1 || a1 === b2 || a2 === b1;
}

// Canonical spelling erases transliteration noise but also collapses a doubled-letter typo; keep the better view.
function spellingSimilarity(a: PreparedToken, b: PreparedToken): number {
  const plain = jaroWinkler(a.text, b.text);
  if (a.canon === a.text && b.canon === b.text) return plain;
  return Math.max(plain, jaroWinkler(a.canon, b.canon));
}

/**
 * How alike two tokens are, and why. The order of checks is the order of confidence: identical spelling, a known
 * transliteration variant, a nickname, an initial, sound, then plain spelling distance (Jaro-Winkler).
 */
export function compareTokens(a: PreparedToken, b: PreparedToken, abjad: boolean): TokenSimilarity {
  if (a.text === b.text) return { similarity: 1, agreement: 'exact' };
  // Legal forms and connecting words meet only their own kind: "INC" never stands in for a distinctive word.
  if ((a.role === 'legal') !== (b.role === 'legal')) return DIFFERENT;
  if (a.canon === b.canon) return { similarity: agreementSimilarity.variant, agreement: 'variant' };
  if (a.formal.length > 0 && b.formal.length > 0 && areNicknames(a.formal, b.formal)) {
    return { similarity: agreementSimilarity.nickname, agreement: 'nickname' };
  }
  if (a.role === 'initial' || b.role === 'initial') {
    const other = a.role === 'initial' ? b : a;
    const initial = a.role === 'initial' ? a : b;
    if (other.role !== 'legal' && other.text.charAt(0) === initial.text) {
      return { similarity: agreementSimilarity.initial, agreement: 'initial' };
    }
    return DIFFERENT;
  }
  if (abjad && a.skeleton.length > 0 && a.skeleton === b.skeleton) {
    return { similarity: agreementSimilarity.variant, agreement: 'variant' };
  }
  // Canonical spelling erases transliteration noise but also collapses a doubled-letter typo; keep the better view.
  const spelling = abjad ? jaroWinkler(a.skeleton, b.skeleton) : spellingSimilarity(a, b);
  if (spelling < agreementSimilarity.phonetic && phoneticAgree(a, b) && spelling >= 0.7) {
    return { similarity: agreementSimilarity.phonetic, agreement: 'phonetic' };
  }
  return spelling >= 0.7
    ? { similarity: spelling, agreement: 'similar' }
    : { similarity: spelling, agreement: 'different' };
}

/**
 * Credit for a token pair: full similarity from 0.88 up, falling linearly to nothing at 0.7. Jaro-Winkler rates
 * unrelated names of equal length around 0.5–0.7, so that range must not count as partial agreement.
 */
export function tokenCredit(similarity: number): number {
  if (similarity >= 0.88) return similarity;
  if (similarity <= 0.7) return 0;
  return (0.88 * (similarity - 0.7)) / 0.18;
}
