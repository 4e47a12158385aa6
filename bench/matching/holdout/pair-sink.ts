import type { LabelledPair } from '../labelled-pair.js';
import type { Random } from './perturb.js';

export type PairType = 'person' | 'entity';

/** Collects pairs; a quarter go out without `type`, as callers of score-pairs may send them. */
export class PairSink {
  readonly pairs: LabelledPair[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly random: Random) {}

  add(name1: string, name2: string, type: PairType, label: 0 | 1, category: string): boolean {
    const a = name1.trim();
    const b = name2.trim();
    const key = `${a}|${b}`;
    // The same name on both sides teaches nothing, and repeated pairs would weigh twice.
    if (a === '' || b === '' || a === b || this.seen.has(key) || this.seen.has(`${b}|${a}`)) return false;
    this.seen.add(key);
    const typed = this.random() >= 0.25;
    this.pairs.push(typed ? { name1: a, name2: b, type, label, category } : { name1: a, name2: b, label, category });
    return true;
  }

  /** Calls `make` until it has added `count` pairs or given up after many empty tries. */
  repeat(count: number, make: () => boolean): void {
    let added = 0;
    for (let tries = 0; added < count && tries < count * 20; tries++) if (make()) added++;
  }
}
