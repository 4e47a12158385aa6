import type { NamePattern, WeightedPattern } from './name-syllables.js';
import { runningTotalIndex, type Random } from './random.js';

/**
 * The shape of US surnames, after the Census 2000 and 2010 surname reports (approximate):
 * about 3,000 surnames cover half of the people and the 150,000 or so held by 100 people or
 * more cover 90%; the other 10% carry one of some six million rarer names, most of them held
 * by a handful of people. The embedded head (about 300 real surnames with their counts, some
 * 28% of people) gives the top of the curve: about 26 names cover 10% and 270 a quarter.
 */
const SURNAME_PEOPLE_THOUSANDS = 295_000;
const HALF_RANK = 3_000;
const NINETY_PERCENT_RANK = 150_000;
const RARE_SHARE = 0.1;

/** Primes to scramble a tier's order; the first not dividing the tier's size is used. */
const SCRAMBLE_STEPS = [104_729, 130_363, 15_485_863, 32_452_843];

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const TRIPLE_LETTER = /(.)\1\1/;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Every name of one pattern in a fixed order: first the onset + ending names, then those with
 * one middle, then two. Each tier is walked in a scrambled order (offset × a prime, modulo the
 * tier's size), so the common names of a tier do not all share one onset or ending.
 */
class PatternNames {
  private readonly tiers: { size: number; step: number }[];
  readonly size: number;

  constructor(private readonly pattern: NamePattern) {
    const { onsets, middles, endings } = pattern;
    this.tiers = [0, 1, 2].map((middleCount) => {
      const size = onsets.length * middles.length ** middleCount * endings.length;
      const step = SCRAMBLE_STEPS.find((prime) => gcd(prime % size || size, size) === 1) ?? 1;
      return { size, step };
    });
    this.size = this.tiers.reduce((sum, tier) => sum + tier.size, 0);
  }

  /**
   * The index-th name (0 ≤ index < size), or null where its syllables would not read as a name:
   * two vowels where they meet (MARI + ETTA) or a letter three times over (HALL + LAND).
   */
  at(index: number): string | null {
    let offset = index;
    let middleCount = 0;
    for (const tier of this.tiers) {
      if (offset < tier.size) {
        const { onsets, middles, endings } = this.pattern;
        let rest = (offset * tier.step) % tier.size;
        let name = onsets[rest % onsets.length] ?? '';
        rest = Math.floor(rest / onsets.length);
        for (let m = 0; m <= middleCount; m++) {
          const part =
            m < middleCount ? (middles[rest % middles.length] ?? '') : (endings[rest % endings.length] ?? '');
          if (m < middleCount) rest = Math.floor(rest / middles.length);
          if (VOWELS.has(name.charAt(name.length - 1)) && VOWELS.has(part.charAt(0))) return null;
          name += part;
        }
        return TRIPLE_LETTER.test(name) ? null : name;
      }
      offset -= tier.size;
      middleCount++;
    }
    throw new RangeError(`name ${index} of a pattern of ${this.size}`);
  }
}

/** Hands out a pattern set's names in rank order, each pattern in turn by its weight, never a taken name. */
class PatternCursor {
  private readonly names: PatternNames[];
  private readonly weights: number[];
  private readonly used: number[];
  private readonly handedOut: number[];
  private count = 0;
  private rareWeights: number[] | null = null;

  constructor(
    patterns: readonly WeightedPattern[],
    private readonly taken: Set<string>,
  ) {
    this.names = patterns.map(([pattern]) => new PatternNames(pattern));
    const total = patterns.reduce((sum, [, weight]) => sum + weight, 0);
    this.weights = patterns.map(([, weight]) => weight / total);
    this.used = patterns.map(() => 0);
    this.handedOut = patterns.map(() => 0);
  }

  /** The next name in rank order, or null when every pattern has handed out all its names. */
  next(): string | null {
    this.count++;
    for (;;) {
      // The pattern furthest behind its share goes next, so each holds its share at every rank.
      let best = -1;
      let bestLag = -Infinity;
      for (let p = 0; p < this.weights.length; p++) {
        const lag = (this.weights[p] ?? 0) * this.count - (this.handedOut[p] ?? 0);
        if (lag > bestLag && (this.used[p] ?? 0) < (this.names[p]?.size ?? 0)) {
          best = p;
          bestLag = lag;
        }
      }
      if (best < 0) return null;
      const name = this.nextOf(best);
      if (name !== null) {
        this.handedOut[best] = (this.handedOut[best] ?? 0) + 1;
        return name;
      }
    }
  }

  /** The next readable name of one pattern that no one holds yet, or null when it has none left. */
  private nextOf(p: number): string | null {
    const names = this.names[p] as PatternNames;
    for (let index = this.used[p] ?? 0; index < names.size; index++) {
      this.used[p] = index + 1;
      const name = names.at(index);
      if (name !== null && !this.taken.has(name)) {
        this.taken.add(name);
        return name;
      }
    }
    return null;
  }

  /**
   * The names no rank took, drawn uniformly (the rare names): `fraction` in [0, 1) picks the
   * pattern by its weight, then a name among its unused ones.
   */
  rare(fraction: number): string {
    // Patterns whose every name holds a rank (the one-syllable East Asian names) have no rare ones.
    const unusedOf = (p: number) => (this.names[p]?.size ?? 0) - (this.used[p] ?? 0);
    // Ranks are all handed out before the first draw, so the open patterns never change after it.
    const open = (this.rareWeights ??= this.weights.map((weight, p) => (unusedOf(p) > 0 ? weight : 0)));
    let rest = fraction * open.reduce((sum, weight) => sum + weight, 0);
    for (let p = 0; p < open.length; p++) {
      const weight = open[p] ?? 0;
      if (weight === 0) continue;
      if (rest < weight || p === open.length - 1) {
        const names = this.names[p] as PatternNames;
        const used = this.used[p] ?? 0;
        const unused = unusedOf(p);
        const within = Math.min(Math.max(rest / weight, 0), 1 - Number.EPSILON);
        // An unreadable combination gives way to the next one (few in a row: most combinations read).
        for (let step = 0, at = Math.floor(within * unused); step < unused; step++, at = (at + 1) % unused) {
          const name = names.at(used + at);
          if (name !== null) return name;
        }
      }
      rest -= weight;
    }
    throw new RangeError('a pattern set has no names left for its rare share');
  }
}

/**
 * Names with weights, drawn with one random number in O(log n) by binary search over the
 * running totals; a draw past the ranked names (the rare share) becomes one of the pattern's
 * unranked names, made on the spot, so millions of rare names cost no memory.
 */
export class NameTable {
  private readonly names: string[];
  private readonly totals: Float64Array;
  private readonly rankedTotal: number;
  private readonly total: number;

  constructor(
    entries: readonly (readonly [string, number])[],
    private readonly rare: { weight: number; cursor: PatternCursor } | null = null,
  ) {
    if (entries.length === 0) throw new RangeError('a name table needs names');
    this.names = entries.map(([name]) => name);
    this.totals = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => (this.totals[i] = sum += weight));
    this.rankedTotal = sum;
    this.total = sum + (rare?.weight ?? 0);
  }

  draw(random: Random): string {
    const target = random.next() * this.total;
    if (this.rare !== null && target >= this.rankedTotal)
      return this.rare.cursor.rare((target - this.rankedTotal) / this.rare.weight);
    const lo = runningTotalIndex(this.totals, target);
    return this.names[lo] ?? (this.names[0] as string);
  }
}

function harmonic(from: number, to: number): number {
  let sum = 0;
  for (let r = from; r <= to; r++) sum += 1 / r;
  return sum;
}

/**
 * One surname table per origin: its real head (Census counts) and a share of the synthetic
 * tail. Tail ranks follow 1/rank from the end of the head so that ranks up to 3,000 reach half
 * the people and up to 150,000 reach 90%; rank by rank the tail goes to the origin furthest
 * behind its share of the people the head leaves over. The last 10% are each origin's rare names.
 */
export function buildSurnameTables<O extends string>(
  heads: Record<O, readonly (readonly [string, number])[]>,
  originShares: Record<O, number>,
  patterns: Record<O, readonly WeightedPattern[]>,
): Record<O, NameTable> {
  const origins = Object.keys(heads) as O[];
  const shareTotal = origins.reduce((sum, o) => sum + originShares[o], 0);
  const taken = new Set(origins.flatMap((o) => heads[o].map(([name]) => name)));
  const headCount = origins.reduce((sum, o) => sum + heads[o].length, 0);
  const headMass = (o: O) => heads[o].reduce((sum, [, weight]) => sum + weight, 0) / SURNAME_PEOPLE_THOUSANDS;
  const tails = origins.map((o) => originShares[o] / shareTotal - headMass(o));
  const tailTotal = tails.reduce((sum, t) => sum + t, 0);
  if (tails.some((t) => t <= 0) || 1 - tailTotal >= 0.5) throw new RangeError('surname heads outweigh their origins');

  const cursors = origins.map((o) => new PatternCursor(patterns[o], taken));
  const ranked: [string, number][][] = origins.map((o) =>
    heads[o].map(([name, w]) => [name, w / SURNAME_PEOPLE_THOUSANDS]),
  );
  const handedOut = origins.map(() => 0);
  const upToHalf = (0.5 - (1 - tailTotal)) / harmonic(headCount + 1, HALF_RANK);
  const upToNinety = (0.9 - 0.5) / harmonic(HALF_RANK + 1, NINETY_PERCENT_RANK);
  for (let rank = headCount + 1; rank <= NINETY_PERCENT_RANK; rank++) {
    const k = rank - headCount;
    let o = 0;
    let bestLag = -Infinity;
    for (let i = 0; i < tails.length; i++) {
      const lag = ((tails[i] ?? 0) / tailTotal) * k - (handedOut[i] ?? 0);
      if (lag > bestLag) {
        o = i;
        bestLag = lag;
      }
    }
    handedOut[o] = (handedOut[o] ?? 0) + 1;
    const weight = (rank <= HALF_RANK ? upToHalf : upToNinety) / rank;
    const name = (cursors[o] as PatternCursor).next();
    if (name === null) throw new RangeError('the surname patterns hold too few names for the tail');
    ranked[o]?.push([name, weight]);
  }
  return Object.fromEntries(
    origins.map((o, i) => [
      o,
      new NameTable(ranked[i] ?? [], {
        weight: (RARE_SHARE * (tails[i] ?? 0)) / tailTotal,
        cursor: cursors[i] as PatternCursor,
      }),
    ]),
  ) as Record<O, NameTable>;
}

/**
 * Given names of one sex: the real head (SSA counts) and up to `tailSize` synthetic names after it on
 * a 1/rank curve, weighted so the head's 100 most common names hold `topHundredShare` of people.
 */
export function buildGivenNameTable(
  head: readonly (readonly [string, number])[],
  topHundredShare: number,
  patterns: readonly WeightedPattern[],
  tailSize: number,
): NameTable {
  const weights = head.map(([, weight]) => weight).sort((a, b) => b - a);
  const headTotal = weights.reduce((sum, w) => sum + w, 0);
  const topHundred = weights.slice(0, 100).reduce((sum, w) => sum + w, 0);
  const tailMass = topHundred / topHundredShare - headTotal;
  if (tailMass <= 0) throw new RangeError('the given-name head already holds less than its share');
  const cursor = new PatternCursor(patterns, new Set(head.map(([name]) => name)));
  const tailNames: string[] = [];
  for (let name = cursor.next(); name !== null && tailNames.length < tailSize; name = cursor.next())
    tailNames.push(name);
  const scale = tailMass / harmonic(head.length + 1, head.length + tailNames.length);
  const tail = tailNames.map((name, i): [string, number] => [name, scale / (head.length + 1 + i)]);
  return new NameTable([...head, ...tail]);
}
