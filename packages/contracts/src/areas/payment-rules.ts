import type { MatchLevel, PaymentStatus } from '../enums.js';
import type { AdjudicationState } from './adjudication-transitions.js';
import type { AgencyOverrideDesc, PaymentSourceCode } from './area-enums.js';

/**
 * The pre-payment screening rules: which death matches stop a payment, which only flag it,
 * and the payment status that follows a screening or a decision. Pure: the caller reads the
 * matches and writes the outcome. Decisions and reasons are in docs/payment-rules.md.
 */

/** Days between a death and the payment date from which a payment is stopped. */
export const STOP_AFTER_DAYS_SINCE_DEATH = 30;

export type PaymentRuleKind = 'STOP' | 'BUSINESS';

export interface PaymentRule {
  code: string;
  kind: PaymentRuleKind;
  /** Evaluated and shown on the payment, but not applied to its status. */
  softLaunch: boolean;
  longDesc: string;
}

export const paymentRules = {
  deathBeforePayment: {
    code: 'SP-DEATH-30',
    kind: 'STOP',
    softLaunch: false,
    longDesc:
      'Stop payment: the payee matched a Death Master File, Department of Defense or Department of State death record ' +
      'on TIN and name (CONCLUSIVE), and the death is 30 or more days before the payment date.',
  },
  commercialDeathBeforePayment: {
    code: 'SP-AIS-DEATH-30',
    kind: 'STOP',
    softLaunch: true,
    longDesc:
      'Stop payment (soft launch, not applied): the payee matched an American InfoSource obituary or probate death ' +
      'record on TIN and name (CONCLUSIVE), and the death is 30 or more days before the payment date.',
  },
  recentDeath: {
    code: 'BR-DEATH-RECENT',
    kind: 'BUSINESS',
    softLaunch: false,
    longDesc:
      'Review: the payee matched an official death record on TIN and name (CONCLUSIVE), with the death less than ' +
      '30 days before the payment date; the payment may cover a period the payee was alive.',
  },
  deathAfterPayment: {
    code: 'BR-DEATH-AFTER-PAYMENT',
    kind: 'BUSINESS',
    softLaunch: false,
    longDesc:
      'Review: the payee matched a death record dated after the payment date; the payment was due, later ones may not be.',
  },
  deathDateMissing: {
    code: 'BR-DEATH-DATE-MISSING',
    kind: 'BUSINESS',
    softLaunch: false,
    longDesc:
      'Review: the payee matched a death record on TIN and name (CONCLUSIVE) that gives no date of death; ' +
      'the payment cannot be stopped on it without one.',
  },
  probableDeath: {
    code: 'BR-PROBABLE-DEATH',
    kind: 'BUSINESS',
    softLaunch: false,
    longDesc:
      'Review: the payee matched a death record on TIN, but the name agrees only in part (PROBABLE); ' +
      'confirm the identity before acting.',
  },
  commercialDeath: {
    code: 'BR-AIS-DEATH',
    kind: 'BUSINESS',
    softLaunch: false,
    longDesc:
      'Review: the payee matched an American InfoSource obituary or probate record on TIN; commercial death data ' +
      'is not an official report of death, so confirm it with the payee or an official source.',
  },
} as const satisfies Record<string, PaymentRule>;

/** One counted (not suppressed) match of a payment with a death source. */
export interface ScreeningMatch {
  source: PaymentSourceCode;
  recordId: number;
  level: MatchLevel;
  /** The record's date of death (YYYY-MM-DD), when it gives one. */
  deathDate: string | null;
}

export interface ScreeningRuleHit {
  ruleCode: string;
  kind: PaymentRuleKind;
  /** false: the rule is in soft launch. */
  applied: boolean;
  source: PaymentSourceCode;
  recordId: number;
  longDesc: string;
}

export interface PaymentScreening {
  hits: ScreeningRuleHit[];
  paymentStatus: Extract<PaymentStatus, 'ISSUED' | 'STOPPED'>;
  /** From the earliest counted death to the payment date; negative when the death is later. */
  daysSinceDeath: number | null;
  stopRuleApplied: boolean;
  businessRuleApplied: boolean;
  softLaunch: boolean;
}

const officialSources: ReadonlySet<PaymentSourceCode> = new Set(['DMF', 'DOD', 'DOS']);

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both YYYY-MM-DD; calendar days, no time zone involved. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function rulesFor(match: ScreeningMatch, workingPaymentDate: string): PaymentRule[] {
  const official = officialSources.has(match.source);
  // A name-only match (POSSIBLE) names no one: it is listed for review by its level, but no rule acts on it.
  if (match.level === 'POSSIBLE') return [];
  if (match.level === 'PROBABLE') {
    return official ? [paymentRules.probableDeath] : [paymentRules.commercialDeath];
  }
  if (match.deathDate === null) {
    return official ? [paymentRules.deathDateMissing] : [paymentRules.commercialDeath];
  }
  const days = daysBetween(match.deathDate, workingPaymentDate);
  if (days < 0) return [paymentRules.deathAfterPayment];
  if (!official) {
    return days >= STOP_AFTER_DAYS_SINCE_DEATH
      ? [paymentRules.commercialDeathBeforePayment, paymentRules.commercialDeath]
      : [paymentRules.commercialDeath];
  }
  return days >= STOP_AFTER_DAYS_SINCE_DEATH ? [paymentRules.deathBeforePayment] : [paymentRules.recentDeath];
}

/**
 * Screens one payment: every rule that fires on each of its counted matches, and the status
 * that follows (STOPPED when an applied stop rule fired, else ISSUED). Suppressed matches are
 * not passed in: they never fire a rule.
 */
export function evaluatePaymentRules(
  payment: { workingPaymentDate: string },
  matches: readonly ScreeningMatch[],
): PaymentScreening {
  const hits: ScreeningRuleHit[] = [];
  let earliestDeath: string | null = null;
  for (const match of matches) {
    if (match.deathDate !== null && (earliestDeath === null || match.deathDate < earliestDeath)) {
      earliestDeath = match.deathDate;
    }
    for (const rule of rulesFor(match, payment.workingPaymentDate)) {
      hits.push({
        ruleCode: rule.code,
        kind: rule.kind,
        applied: !rule.softLaunch,
        source: match.source,
        recordId: match.recordId,
        longDesc: rule.longDesc,
      });
    }
  }
  const stopRuleApplied = hits.some((hit) => hit.kind === 'STOP' && hit.applied);
  return {
    hits,
    paymentStatus: stopRuleApplied ? 'STOPPED' : 'ISSUED',
    daysSinceDeath: earliestDeath === null ? null : daysBetween(earliestDeath, payment.workingPaymentDate),
    stopRuleApplied,
    businessRuleApplied: hits.some((hit) => hit.kind === 'BUSINESS' && hit.applied),
    softLaunch: hits.some((hit) => !hit.applied),
  };
}

/**
 * The payment status after a decision moves the payment's adjudication to `to`. Derived from
 * the screening and the decision alone, so a reopened payment falls back to what screening set:
 *
 * - certified improper (PAYMENT INVALID): INVALID, the payment is not to be made;
 * - submitted improper: STOPPED, held on the agency's own finding until certified;
 * - submitted or certified proper WITH an override: ISSUED, released despite the match;
 * - anything else (open, drafts, proper without an override): what screening set.
 */
export function paymentStatusAfterAdjudication(decision: {
  /** The screening applied a stop rule (payments.stop_rule_applied). */
  stopRuleApplied: boolean;
  to: AdjudicationState;
  override: AgencyOverrideDesc | null;
}): PaymentStatus {
  const screened: PaymentStatus = decision.stopRuleApplied ? 'STOPPED' : 'ISSUED';
  switch (decision.to) {
    case 'PAYMENT INVALID':
      return 'INVALID';
    case 'IMPROPER (SUBMITTED)':
      return 'STOPPED';
    case 'PROPER (SUBMITTED)':
    case 'PAYMENT VALID':
      return decision.override === null ? screened : 'ISSUED';
    case 'PROPER (PENDING)':
    case 'IMPROPER (PENDING)':
    case null:
      return screened;
  }
}
