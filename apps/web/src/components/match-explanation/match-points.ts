import type { MatchLevel } from '@dnp/contracts';

/** The score as people read it: 0.934 → "93%". */
export function scorePercent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

const levelWords = { CONCLUSIVE: 'Conclusive', PROBABLE: 'Probable', POSSIBLE: 'Possible' } as const satisfies Record<
  MatchLevel,
  string
>;

export function levelLabel(level: MatchLevel): string {
  return levelWords[level];
}

/** Contribution in points of the 0–100 score: 0.46 → "+46", -0.2 → "−20". */
export function contributionPoints(contribution: number): string {
  const points = Math.round(contribution * 100);
  if (points === 0) return '0';
  return points > 0 ? `+${points}` : `−${Math.abs(points)}`;
}
