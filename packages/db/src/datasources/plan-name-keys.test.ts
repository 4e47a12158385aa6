import { describe, expect, it } from 'vitest';
import { planNameKeys } from './plan-name-keys.js';

describe('planNameKeys', () => {
  it('reads the rarest keys while their postings fit the budget, and skips keys nobody holds', () => {
    const counts = new Map([
      [1, 90_000], // JOHN
      [2, 400], // KAMINSKI
      [3, 1_200], // its sound code
      [4, 15], // the pair JOHN+KAMINSKI
      [5, 19_000], // a common prefix
    ]);
    expect(planNameKeys([1, 2, 3, 4, 5, 6], counts, 20_000)).toEqual({ keys: [4, 2, 3], capped: false });
  });

  it('stops at the first key whose postings would pass the budget', () => {
    const counts = new Map([
      [1, 5_000],
      [2, 16_000],
      [3, 14_000],
    ]);
    expect(planNameKeys([1, 2, 3], counts, 20_000)).toEqual({ keys: [1, 3], capped: false });
  });

  it('reads only the rarest key, capped, when every key is over the budget', () => {
    const counts = new Map([
      [1, 90_000],
      [2, 60_000],
    ]);
    expect(planNameKeys([1, 2], counts, 20_000)).toEqual({ keys: [2], capped: true });
  });

  it('reads nothing for a name whose keys no record holds', () => {
    expect(planNameKeys([7, 8], new Map(), 20_000)).toEqual({ keys: [], capped: false });
  });
});
