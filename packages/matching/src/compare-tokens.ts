import { areGenderedForms } from './gendered-forms.js';
import { jaroWinkler } from './jaro-winkler.js';
import { areNicknames } from './nicknames.js';
import type { PreparedToken } from './prepare-name.js';

export type TokenAgreement =
  'exact' | 'variant' | 'nickname' | 'initial' | 'phonetic' | 'similar' | 'gendered' | 'different';

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
const GENDERED: TokenSimilarity = { similarity: 0, agreement: 'gendered' };

function phoneticAgree(a: PreparedToken, b: PreparedToken): boolean {
  const [a1, a2] = a.phonetic;
  const [b1, b2] = b.phonetic;
  // Codes of one or two sounds ("N", "JN") match too many unrelated names to count as evidence.
  if (a1.length < 3 && b1.length < 3) return a1 === b1 && a2 === b2 && a.text.charAt(0) === b.text.charAt(0);
  return a1 === b1 || a1 === b2 || a2 === b1;
}

/** "Servant of" in Arabic names: ABDULLAH, ABDULRAHMAN, ABDELAZIZ share it and differ in what follows. */
const SERVANT_OF = /^ABD(UL|EL|AL|OL|UR|US|U|E|A|O)?/;

// Canonical spelling erases transliteration noise but also collapses a doubled-letter typo; keep the better view.
function spellingSimilarity(a: PreparedToken, b: PreparedToken): number {
  const plain = jaroWinkler(a.text, b.text);
  const best = a.canon === a.text && b.canon === b.text ? plain : Math.max(plain, jaroWinkler(a.canon, b.canon));
  // Jaro-Winkler rewards the shared ABDU- start; ABDULLAH and ABDULRAHMAN are different names: compare the rests.
  if (a.text.startsWith('ABD') && b.text.startsWith('ABD')) {
    const restA = a.text.replace(SERVANT_OF, '');
    const restB = b.text.replace(SERVANT_OF, '');
    if (restA.length > 1 && restB.length > 1) return Math.min(best, jaroWinkler(restA, restB));
  }
  return best;
}

/** How much reading backwards may lower a spelling similarity (see endsAgree). */
const BACKWARD_MAX_COST = 0.06;

/**
 * Jaro-Winkler rewards a shared start only (MARK / MARY 0.88, SOUTHWEST / SOUTHEAST); read backwards, the ends must
 * agree too. The backward reading may lower the similarity by at most BACKWARD_MAX_COST, so that a typo near the end
 * of a word (LIMITDD) still counts as a typo: it separates close calls, it does not overrule the spelling.
 */
function endsAgree(a: PreparedToken, b: PreparedToken, forward: number): number {
  const [short, long] = a.text.length <= b.text.length ? [a.text, b.text] : [b.text, a.text];
  if (!a.person && !b.person && isAbbreviation(short, long)) return forward;
  return Math.max(forward - BACKWARD_MAX_COST, Math.min(forward, jaroWinkler(a.reversed, b.reversed)));
}

/** DEV / DEVELOPMENT, PROPS / PROPERTIES: a shortening keeps the first letter and the order of the letters kept. */
function isAbbreviation(short: string, long: string): boolean {
  if (short.length >= long.length || short.charAt(0) !== long.charAt(0)) return false;
  let at = 0;
  for (const ch of short) {
    at = long.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * How alike two tokens are, and why. The order of checks is the order of confidence: identical spelling, a known
 * transliteration variant, a nickname, an initial, sound, then plain spelling distance (Jaro-Winkler).
 */
export function compareTokens(a: PreparedToken, b: PreparedToken, abjad: boolean): TokenSimilarity {
  if (a.text === b.text) return { similarity: 1, agreement: 'exact' };
  // Legal forms and connecting words meet only their own kind: "INC" never stands in for a distinctive word.
  if ((a.role === 'legal') !== (b.role === 'legal')) return DIFFERENT;
  // A number is exact or different: LOCAL 152 and LOCAL 153, POST 28 and POST 280 are other bodies, not typos.
  if (a.numeric || b.numeric) return DIFFERENT;
  if (a.canon === b.canon) return { similarity: agreementSimilarity.variant, agreement: 'variant' };
  if (a.formal.length > 0 && b.formal.length > 0 && areNicknames(a.formal, b.formal)) {
    return { similarity: agreementSimilarity.nickname, agreement: 'nickname' };
  }
  if (a.given && b.given && areGenderedForms(a.text, b.text)) return GENDERED;
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
  const both = spelling >= 0.7 && !abjad ? endsAgree(a, b, spelling) : spelling;
  return both >= 0.7 ? { similarity: both, agreement: 'similar' } : { similarity: both, agreement: 'different' };
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
