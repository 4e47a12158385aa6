import { compareTokens, tokenCredit } from './compare-tokens.js';
import type { TokenSimilarity } from './compare-tokens.js';
import type { PreparedToken } from './prepare-name.js';

export interface AlignedPair {
  a: number;
  b: number;
  similarity: TokenSimilarity;
  credit: number;
}

/**
 * Pairs each token of one name with at most one token of the other, best pairs first (greedy best-first over the
 * similarity matrix). Names hold a handful of tokens, where greedy equals the optimal (Hungarian) assignment in
 * nearly every case and costs a fraction of it. Ties prefer the pair in the same position.
 */
export function alignTokens(a: readonly PreparedToken[], b: readonly PreparedToken[], abjad: boolean): AlignedPair[] {
  const candidates: AlignedPair[] = [];
  for (let i = 0; i < a.length; i++) {
    const ta = a[i];
    if (ta === undefined) continue;
    for (let j = 0; j < b.length; j++) {
      const tb = b[j];
      if (tb === undefined) continue;
      const similarity = compareTokens(ta, tb, abjad);
      // An initial stands for the word in its own place: a middle initial is not the other's first name.
      if (similarity.agreement === 'initial' && (i === 0) !== (j === 0)) continue;
      const credit = tokenCredit(similarity.similarity);
      if (credit > 0) candidates.push({ a: i, b: j, similarity, credit });
    }
  }
  candidates.sort((x, y) => y.credit - x.credit || Math.abs(x.a - x.b) - Math.abs(y.a - y.b));
  // Used tokens as bit masks: names past 31 tokens are not names, and their tail is simply left unpaired.
  let usedA = 0;
  let usedB = 0;
  const pairs: AlignedPair[] = [];
  for (const pair of candidates) {
    if (pair.a > 30 || pair.b > 30 || usedA & (1 << pair.a) || usedB & (1 << pair.b)) continue;
    usedA |= 1 << pair.a;
    usedB |= 1 << pair.b;
    pairs.push(pair);
  }
  return pairs;
}
