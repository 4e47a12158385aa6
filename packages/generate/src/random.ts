/**
 * A small seeded generator (sfc32, from PractRand's test suite): the same seed gives the
 * same records on every machine, which the planted cases and the tests rely on.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    // The seed is spread over the four words with a string hash (cyrb128), so nearby seeds differ.
    const text = String(seed);
    let h1 = 1779033703;
    let h2 = 3144134277;
    let h3 = 1013904242;
    let h4 = 2773480762;
    for (let i = 0; i < text.length; i++) {
      const k = text.charCodeAt(i);
      h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    this.a = h1 >>> 0;
    this.b = h2 >>> 0;
    this.c = h3 >>> 0;
    this.d = h4 >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Normal deviate (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }
}

/** The first index whose running total exceeds `target` (totals ascending): a weighted draw's item, in O(log n). */
export function runningTotalIndex(totals: ArrayLike<number>, target: number): number {
  let lo = 0;
  let hi = totals.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((totals[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Items with weights, drawn in O(log n) by binary search over the running totals. */
export class WeightedTable<T> {
  private readonly totals: number[] = [];
  private readonly total: number;

  constructor(private readonly items: readonly (readonly [T, number])[]) {
    let sum = 0;
    for (const [, weight] of items) this.totals.push((sum += weight));
    this.total = sum;
    if (items.length === 0) throw new RangeError('a weighted table needs items');
  }

  draw(random: Random): T {
    const target = random.next() * this.total;
    const lo = runningTotalIndex(this.totals, target);
    const entry = this.items[lo] ?? this.items[0];
    // items is non-empty (checked in the constructor), so entry is defined.
    return (entry as readonly [T, number])[0];
  }
}

/** "SMITH 2443 JOHNSON 1933": compact name/weight lists, as the frequency tables are written. */
export function parseWeights(text: string): [string, number][] {
  const parts = text.trim().split(/\s+/);
  const out: [string, number][] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) out.push([(parts[i] ?? '').replace(/_/g, ' '), Number(parts[i + 1])]);
  return out;
}
