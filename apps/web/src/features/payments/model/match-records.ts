import { paymentIncludeSources, type MatchFeature, type PaymentSourceRecordResource } from '@dnp/contracts';
import type { PaymentMatch } from '../api/payment-detail.js';

/** The death records of a match's source among those the detail included. */
export function recordsOfMatch(
  match: Pick<PaymentMatch, 'searchSrcSysTypeCd'>,
  records: readonly PaymentSourceRecordResource[],
): PaymentSourceRecordResource[] {
  return records.filter((record) => paymentIncludeSources[record.type] === match.searchSrcSysTypeCd);
}

/**
 * The match score from its explanation: the engine scores a pair as the sum of its
 * reasons' contributions, clamped to 0..1 (packages/matching, score-candidate.ts),
 * and the payment detail carries the reasons rather than the sum.
 */
export function scoreOfExplanation(explanation: readonly MatchFeature[]): number {
  const raw = explanation.reduce((sum, feature) => sum + feature.contribution, 0);
  return Math.round(Math.max(0, Math.min(1, raw)) * 1000) / 1000;
}
