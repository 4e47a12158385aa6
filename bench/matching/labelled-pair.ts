/** One line of data/labelled-pairs.jsonl; `type` is left out on some lines, as callers of score-pairs may do. */
export interface LabelledPair {
  name1: string;
  name2: string;
  type?: 'person' | 'entity';
  label: 0 | 1;
  category: string;
}

/** Seeded generator (mulberry32), so the labelled set is rebuilt byte for byte. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
