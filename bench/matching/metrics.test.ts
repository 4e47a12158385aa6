import { describe, expect, it } from 'vitest';
import { auc, bestThreshold, calibrationBands, metricsAt } from './metrics.js';

const items = [
  { score: 0.9, label: 1 as const },
  { score: 0.8, label: 1 as const },
  { score: 0.7, label: 0 as const },
  { score: 0.6, label: 1 as const },
  { score: 0.2, label: 0 as const },
];

describe('matching metrics', () => {
  it('computes precision, recall and F1 at a threshold', () => {
    const m = metricsAt(items, 0.65);
    expect(m.precision).toBeCloseTo(2 / 3);
    expect(m.recall).toBeCloseTo(2 / 3);
    expect(m.f1).toBeCloseTo(2 / 3);
  });

  it('finds the threshold with the best F1', () => {
    const best = bestThreshold(items);
    expect(best.threshold).toBe(0.6);
    expect(best.f1).toBeCloseTo(0.857, 3);
  });

  it('computes AUC as the chance a match outranks a non-match', () => {
    expect(auc(items)).toBeCloseTo(5 / 6);
    expect(auc(items.filter((i) => i.label === 1))).toBeNull();
  });
});

describe('calibration bands', () => {
  it('counts pairs and matches per score band, a perfect score in the top band', () => {
    const bands = calibrationBands(
      [
        { score: 1, label: 1 },
        { score: 0.82, label: 1 },
        { score: 0.81, label: 0 },
        { score: 0.1, label: 0 },
      ],
      [0, 0.8, 0.9, 1],
    );
    expect(bands).toEqual([
      { from: 0, to: 0.8, count: 1, matches: 0 },
      { from: 0.8, to: 0.9, count: 2, matches: 1 },
      { from: 0.9, to: 1, count: 1, matches: 1 },
    ]);
  });
});
