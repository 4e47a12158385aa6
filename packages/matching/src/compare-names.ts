import { ACRONYM_SCORE, acronymOf } from './acronym.js';
import { alignTokens } from './align-tokens.js';
import { areGenderedForms } from './gendered-forms.js';
import type { AlignedPair } from './align-tokens.js';
import { jaroWinkler } from './jaro-winkler.js';
import { pairSentence, tokenLabel, unmatchedSentence } from './name-explanations.js';
import { prepareName } from './prepare-name.js';
import type { JoinedSpelling, PreparedName } from './prepare-name.js';
import type { Feature, PartyKind, PartyName } from './types.js';

export interface NameComparison {
  /** 0–1; equals the sum of the features' contributions. */
  score: number;
  features: Feature[];
}

export interface CompareNamesOptions {
  /** Kind assumed for a raw string; 'unknown' infers it from the name. */
  kind?: PartyKind;
}

/** A token with no counterpart counts this much of its weight when it sits in the middle of a person's name. */
const DROPPED_MIDDLE_FACTOR = 0.4;
/**
 * Penalty when both names carry different generational suffixes (JR against SR): father and son share the rest of
 * the name, so the penalty takes an otherwise perfect agreement below the POSSIBLE threshold.
 */
const SUFFIX_CONFLICT_PENALTY = 0.25;
/** Joined-spelling agreement below this says nothing: long strings sharing a prefix score high by chance. */
const COMPACT_MIN = 0.92;
/** Joined-spelling evidence is worth slightly less than the same agreement word by word. */
const COMPACT_DISCOUNT = 0.97;

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Bit i set when token i is paired (alignTokens leaves tokens past 31 unpaired). */
function pairedMask(pairs: readonly AlignedPair[], side: 'a' | 'b'): number {
  let mask = 0;
  for (const pair of pairs) mask |= 1 << pair[side];
  return mask;
}

function hasUnmatchedMiddle(name: PreparedName, paired: number): boolean {
  return name.tokens.some((token, i) => token.middle && (paired & (1 << i)) === 0);
}

/**
 * Total weight of a name's tokens. A middle name missing from the other name costs little (it is often dropped);
 * but when both names hold a middle name the other lacks, they disagree (JOHN ROBERT SMITH / JOHN WILLIAM SMITH,
 * IVAN PETROVICH / IVAN SERGEEVICH, BIN ALI / BIN OMAR: another father), and those words count in full.
 */
function sideWeights(name: PreparedName, paired: number, conflict: boolean): number {
  let total = 0;
  name.tokens.forEach((token, i) => {
    const unmatchedMiddle = !conflict && token.middle && (paired & (1 << i)) === 0;
    total += token.weight * (unmatchedMiddle ? DROPPED_MIDDLE_FACTOR : 1);
  });
  return total;
}

/**
 * Word-by-word score: how much of each name's weight is covered by agreeing tokens, mixing the shorter name's
 * coverage (a dropped middle name costs little) with the longer's (extra words still cost something). A name with
 * one distinctive word cannot prove as much, so the longer name's coverage counts more then.
 */
function alignedScore(
  a: PreparedName,
  b: PreparedName,
  pairs: readonly AlignedPair[],
  explain: boolean,
): NameComparison {
  const pairedA = pairedMask(pairs, 'a');
  const pairedB = pairedMask(pairs, 'b');
  const conflict = hasUnmatchedMiddle(a, pairedA) && hasUnmatchedMiddle(b, pairedB);
  const weightA = sideWeights(a, pairedA, conflict);
  const weightB = sideWeights(b, pairedB, conflict);
  if (weightA === 0 || weightB === 0) return { score: 0, features: [] };
  const aIsShort = a.strongCount < b.strongCount || (a.strongCount === b.strongCount && weightA <= weightB);
  // An initial with a surname ("J SMITH") says more than a surname alone, so it counts as a second word here.
  const short = aIsShort ? a : b;
  const shortEvidence = short.strongCount + (short.tokens.some((t) => t.role === 'initial') ? 1 : 0);
  const alpha = short.strongCount >= 1 && shortEvidence >= 2 ? 0.75 : 0.5;
  const shareA = aIsShort ? alpha : 1 - alpha;
  const shareB = 1 - shareA;

  const features: Feature[] = [];
  let score = 0;
  for (const pair of pairs) {
    const ta = a.tokens[pair.a];
    const tb = b.tokens[pair.b];
    if (ta === undefined || tb === undefined) continue;
    const contribution = pair.credit * ((shareA * ta.weight) / weightA + (shareB * tb.weight) / weightB);
    score += contribution;
    if (!explain) continue;
    const label = tokenLabel(a, pair.a);
    features.push({
      name: `token.${pair.similarity.agreement}`,
      value: round(pair.similarity.similarity),
      contribution: round(contribution),
      text: pairSentence(label, ta, tb, pair.similarity),
    });
  }
  if (!explain) return { score, features };
  const matchedA = new Set(pairs.map((p) => p.a));
  const matchedB = new Set(pairs.map((p) => p.b));
  a.tokens.forEach((token, i) => {
    if (matchedA.has(i) || token.role === 'stop') return;
    const text = unmatchedSentence(tokenLabel(a, i), token, b.display);
    features.push({ name: 'token.unmatched', value: token.text, contribution: 0, text });
  });
  b.tokens.forEach((token, i) => {
    if (matchedB.has(i) || token.role === 'stop') return;
    const text = unmatchedSentence(tokenLabel(b, i), token, a.display);
    features.push({ name: 'token.unmatched', value: token.text, contribution: 0, text });
  });
  return { score, features };
}

/**
 * Jaro-Winkler of two joined spellings, read both ways: it favours a shared start, so RASHIDBINIBRAHIMHADDAD would
 * pass for RASHIDBINIBRAHIMALZAHRANI; a joined or split word reads the same from either end, another surname does not.
 */
function joinedSimilarity(left: JoinedSpelling, right: JoinedSpelling): number {
  if (left.text.length < 4 || right.text.length < 4) return 0;
  const forwards = jaroWinkler(left.text, right.text);
  if (forwards < COMPACT_MIN) return 0;
  const both = Math.min(forwards, jaroWinkler(left.reversed, right.reversed));
  return both >= COMPACT_MIN ? both * COMPACT_DISCOUNT : 0;
}

function skeletonSpelling(name: PreparedName): JoinedSpelling {
  return { text: name.compactSkeleton, reversed: [...name.compactSkeleton].reverse().join('') };
}

/** "ABDUL RAHMAN" against "ABDULRAHMAN", or Arabic-script skeletons: compare the names with spaces removed. */
function compactScore(a: PreparedName, b: PreparedName, abjad: boolean): number {
  if (abjad) return joinedSimilarity(skeletonSpelling(a), skeletonSpelling(b));
  const words = joinedSimilarity(a.joined[0], b.joined[0]);
  if (a.joined[0] === a.joined[1] && b.joined[0] === b.joined[1]) return words;
  return Math.max(words, joinedSimilarity(a.joined[1], b.joined[1]));
}

function isReordered(pairs: readonly AlignedPair[]): boolean {
  const ordered = [...pairs].sort((x, y) => x.a - y.a);
  return ordered.some((pair, i) => i > 0 && pair.b < (ordered[i - 1]?.b ?? 0));
}

/**
 * Compares two prepared names: a 0–1 score and the features that explain it. With explain false the features are
 * left empty (same score): the fast path for scoring many candidates and explaining only the ones kept.
 */
export function comparePrepared(a: PreparedName, b: PreparedName, explain = true): NameComparison {
  const abjad = a.abjad !== b.abjad;
  const pairs = alignTokens(a.tokens, b.tokens, abjad);
  const aligned = alignedScore(a, b, pairs, explain);
  const features = aligned.features;
  let score = aligned.score;

  const tokenCountsDiffer = a.strongCount !== b.strongCount || a.compactCount !== b.compactCount;
  // The joined view scores at most COMPACT_DISCOUNT, so it cannot beat a word-by-word score above that.
  const compact = (tokenCountsDiffer || abjad) && score < COMPACT_DISCOUNT ? compactScore(a, b, abjad) : 0;
  if (compact > score) {
    features.length = 0;
    features.push({
      name: 'name.joined',
      value: round(compact),
      contribution: round(compact),
      text: `The names agree when spaces between words are ignored (${Math.round((compact / COMPACT_DISCOUNT) * 100)}% alike)`,
    });
    score = compact;
  } else if (score < ACRONYM_SCORE && acronymOf(a, b) !== null) {
    const acronym = acronymOf(a, b) ?? '';
    features.length = 0;
    features.push({
      name: 'name.acronym',
      value: acronym,
      contribution: ACRONYM_SCORE,
      text: `${acronym} is formed by the initials of the other name's words`,
    });
    score = ACRONYM_SCORE;
  } else if (explain && a.kind === 'person' && b.kind === 'person' && isReordered(pairs)) {
    features.push({
      name: 'name.order',
      value: 'reordered',
      contribution: 0,
      text: 'The words appear in a different order',
    });
  }

  if (a.suffix !== null && b.suffix !== null && a.suffix !== b.suffix) {
    const penalty = Math.min(score, SUFFIX_CONFLICT_PENALTY);
    score -= penalty;
    features.push({
      name: 'name.suffix',
      value: `${a.suffix}/${b.suffix}`,
      contribution: -round(penalty),
      text: `Generational suffix ${a.suffix} differs from ${b.suffix}`,
    });
  }
  if (explain) features.push(...genderedFeature(a, b));
  return { score: round(Math.max(0, Math.min(1, score))), features };
}

/** Says why PAUL and PAULA were not paired: a reviewer would otherwise read it as a missed typo. */
function genderedFeature(a: PreparedName, b: PreparedName): Feature[] {
  const [first, other] = [a.tokens[0], b.tokens[0]];
  if (first === undefined || other === undefined || !first.given || !other.given) return [];
  if (first.text === other.text || !areGenderedForms(first.text, other.text)) return [];
  const text = pairSentence('Given name', first, other, { similarity: 0, agreement: 'gendered' });
  return [{ name: 'token.gendered', value: `${first.text}/${other.text}`, contribution: 0, text }];
}

function isPrepared(name: string | PartyName | PreparedName): name is PreparedName {
  return typeof name !== 'string' && 'tokens' in name;
}

function kindOf(name: string | PartyName, hint: PartyKind): PartyKind {
  return typeof name === 'string' ? hint : name.kind;
}

function asEntity(name: string | PartyName): PartyName {
  return typeof name === 'string' ? { full: name, kind: 'entity' } : { ...name, kind: 'entity' };
}

/** Compares two names given as text, parts or already prepared. */
export function compareNames(
  a: string | PartyName | PreparedName,
  b: string | PartyName | PreparedName,
  options: CompareNamesOptions = {},
): NameComparison {
  const kind = options.kind ?? 'unknown';
  let left: PreparedName = isPrepared(a) ? a : prepareName(a, kind);
  let right: PreparedName = isPrepared(b) ? b : prepareName(b, kind);
  // An organization named like a person ("JOHNSON BROTHERS") is read as one as soon as the other side is one.
  if (left.kind !== right.kind) {
    if (!isPrepared(a) && kindOf(a, kind) === 'unknown') left = prepareName(asEntity(a), 'entity');
    if (!isPrepared(b) && kindOf(b, kind) === 'unknown') right = prepareName(asEntity(b), 'entity');
  }
  return comparePrepared(left, right);
}
