export interface Scored {
  score: number;
  label: 0 | 1;
}

export interface BinaryMetrics {
  threshold: number;
  precision: number;
  recall: number;
  f1: number;
}

export function metricsAt(items: readonly Scored[], threshold: number): BinaryMetrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { score, label } of items) {
    const predicted = score >= threshold;
    if (predicted && label === 1) tp++;
    else if (predicted) fp++;
    else if (label === 1) fn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { threshold, precision, recall, f1 };
}

/** The threshold with the highest F1 among the scores that occur. */
export function bestThreshold(items: readonly Scored[]): BinaryMetrics {
  let best = metricsAt(items, 1.01);
  for (const threshold of new Set(items.map((item) => item.score))) {
    const metrics = metricsAt(items, threshold);
    if (metrics.f1 > best.f1) best = metrics;
  }
  return best;
}

/** Area under the ROC curve: the chance a random match outscores a random non-match (ties count half). */
export function auc(items: readonly Scored[]): number | null {
  const positives = items.filter((item) => item.label === 1).map((item) => item.score);
  const negatives = items.filter((item) => item.label === 0).map((item) => item.score);
  if (positives.length === 0 || negatives.length === 0) return null;
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}
