import { describe, expect, it } from 'vitest';
import { auc, bestThreshold, metricsAt } from './metrics.js';

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
