import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LabelledPair } from '../labelled-pair.js';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'holdout-pairs.jsonl');
const pairs = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as LabelledPair);

describe('data/holdout-pairs.jsonl', () => {
  it('holds at least 1,500 distinct pairs, about 45% matches', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(1500);
    const share = pairs.filter((pair) => pair.label === 1).length / pairs.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.5);
    expect(new Set(pairs.map((pair) => `${pair.name1}|${pair.name2}`)).size).toBe(pairs.length);
  });

  it('never pairs a name with itself and labels every line', () => {
    for (const pair of pairs) {
      expect(pair.name1).not.toBe(pair.name2);
      expect([0, 1]).toContain(pair.label);
      expect(pair.category).not.toBe('');
    }
  });

  it('covers persons and entities, other scripts and untyped lines', () => {
    expect(pairs.some((pair) => pair.type === 'entity')).toBe(true);
    expect(pairs.some((pair) => pair.type === undefined)).toBe(true);
    for (const script of [/\p{Script=Cyrillic}/u, /\p{Script=Arabic}/u, /\p{Script=Han}/u, /\p{Script=Hangul}/u]) {
      expect(pairs.some((pair) => script.test(pair.name1))).toBe(true);
    }
  });
});
