import { describe, expect, it } from 'vitest';
import type { TinPair } from './tin-pairs.js';
import { tinSlices } from './tin-slices.js';

const pair = (partyId: number, recordId: number): TinPair => ({ partyId, recordId });
const shape = (slices: ReturnType<typeof tinSlices>) =>
  slices.map((slice) =>
    [...slice].map(([apiName, pairs]) => [apiName, pairs.map((found) => `${found.partyId}:${found.recordId}`)]),
  );

describe('the TIN step cut into slices', () => {
  it("keeps each party's pairs, every source's, in one slice, whatever the slice size", () => {
    const bySource = new Map([
      ['dmf' as const, [pair(1, 10), pair(2, 20), pair(1, 11), pair(3, 30)]],
      ['dbck' as const, [pair(2, 40)]],
    ]);
    expect(shape(tinSlices(bySource, 2))).toEqual([
      [['dmf', ['1:10', '1:11']]],
      [
        ['dmf', ['2:20']],
        ['dbck', ['2:40']],
      ],
      [['dmf', ['3:30']]],
    ]);
    expect(shape(tinSlices(bySource, 50))).toEqual([
      [
        ['dmf', ['1:10', '1:11', '2:20', '3:30']],
        ['dbck', ['2:40']],
      ],
    ]);
  });

  it('answers one empty slice for a join without pairs, so the step still reads its next unit', () => {
    expect(shape(tinSlices(new Map([['dmf', []]]), 2))).toEqual([[]]);
  });
});
