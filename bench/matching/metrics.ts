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

export interface CalibrationBand {
  from: number;
  to: number;
  count: number;
  matches: number;
}

/** Pairs and true matches per score band: a calibrated score has about `from`–`to` matches in each band. */
export function calibrationBands(
  items: readonly Scored[],
  edges: readonly number[] = [0, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1],
): CalibrationBand[] {
  const bands: CalibrationBand[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] ?? 0;
    const to = edges[i + 1] ?? 1;
    const last = i + 2 === edges.length;
    // The top band is closed so that a perfect 1 is counted.
    const inside = items.filter((item) => item.score >= from && (item.score < to || (last && item.score <= to)));
    bands.push({ from, to, count: inside.length, matches: inside.filter((item) => item.label === 1).length });
  }
  return bands;
}
