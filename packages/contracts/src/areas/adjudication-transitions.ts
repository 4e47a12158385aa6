import { z } from 'zod';
import type { PaymentAdjudicationStatus } from '../enums.js';
import type { SettableMatchAdjudicationStatus } from './area-enums.js';

/**
 * The payment adjudication rule. The spec lists the statuses but not the moves
 * between them; the decision and its reasons are in docs/adjudication.md.
 *
 *   (none) ─► PROPER/IMPROPER (PENDING) ─► PROPER/IMPROPER (SUBMITTED) ─► PAYMENT VALID/INVALID
 *              any adjudicator             any adjudicator                 level-1 group only, final
 *                                          ◄─ reopen: level-1 group only
 */

/** A payment's adjudication state; null until someone records a determination. */
export type AdjudicationState = PaymentAdjudicationStatus | null;

export interface AdjudicationActor {
  /** The caller acts for a level-1 access group (the agency's top group, which owns the ASR). */
  isLevel1AccessGroup: boolean;
}

/** What a POST adjudication asks for: keep as a draft, submit it, or (level 1) certify it. */
export const adjudicationActions = ['save', 'submit', 'certify'] as const;
export const AdjudicationAction = z.enum(adjudicationActions);
export type AdjudicationAction = z.infer<typeof AdjudicationAction>;

type Stage = 'open' | 'pending' | 'submitted' | 'certified';

function stageOf(state: AdjudicationState): Stage {
  switch (state) {
    case null:
      return 'open';
    case 'PROPER (PENDING)':
    case 'IMPROPER (PENDING)':
      return 'pending';
    case 'PROPER (SUBMITTED)':
    case 'IMPROPER (SUBMITTED)':
      return 'submitted';
    case 'PAYMENT VALID':
    case 'PAYMENT INVALID':
      return 'certified';
  }
}

/** Certification confirms the submitted side; it never flips it. */
const certificationOf: Readonly<Record<'PROPER (SUBMITTED)' | 'IMPROPER (SUBMITTED)', PaymentAdjudicationStatus>> = {
  'PROPER (SUBMITTED)': 'PAYMENT VALID',
  'IMPROPER (SUBMITTED)': 'PAYMENT INVALID',
};

function isSubmitted(state: PaymentAdjudicationStatus): state is keyof typeof certificationOf {
  return state in certificationOf;
}

/** Whether `actor` may move a payment's adjudication from `from` to `to`. */
export function canTransition(from: AdjudicationState, to: AdjudicationState, actor: AdjudicationActor): boolean {
  const target = stageOf(to);
  switch (stageOf(from)) {
    case 'open':
      // Research notes (IN PROGRESS) keep the payment open; a determination may be saved or submitted at once.
      return target === 'open' || target === 'pending' || target === 'submitted';
    case 'pending':
      // A draft may be changed or re-saved (e.g. a new comment), then submitted on either side.
      return target === 'pending' || target === 'submitted';
    case 'submitted':
      // Submitted determinations feed the agency's ASR, so only its level-1 group may reopen or certify them.
      if (!actor.isLevel1AccessGroup) return false;
      if (target === 'pending') return true;
      return from !== null && target === 'certified' && isSubmitted(from) && certificationOf[from] === to;
    case 'certified':
      // Certified results have been reported; a correction is a new, audited process outside this rule.
      return false;
  }
}

/** The payment state a POST asks for, or undefined when the pair makes no sense (submitting research). */
export function adjudicationTarget(
  status: SettableMatchAdjudicationStatus,
  action: AdjudicationAction,
): AdjudicationState | undefined {
  if (status === 'IN PROGRESS') return action === 'save' ? null : undefined;
  const improper = status === 'IMPROPER';
  switch (action) {
    case 'save':
      return improper ? 'IMPROPER (PENDING)' : 'PROPER (PENDING)';
    case 'submit':
      return improper ? 'IMPROPER (SUBMITTED)' : 'PROPER (SUBMITTED)';
    case 'certify':
      return improper ? 'PAYMENT INVALID' : 'PAYMENT VALID';
  }
}

export type AdjudicationPlan =
  | { allowed: true; from: AdjudicationState; to: AdjudicationState }
  | { allowed: false; reason: 'level1Only' | 'notAllowed'; detail: string };

/**
 * The whole decision for one POST: where the payment would go and whether this
 * actor may take it there. 'level1Only' is a permission refusal (403);
 * 'notAllowed' is a state conflict no one could perform (409).
 */
export function planAdjudication(
  current: AdjudicationState,
  request: { status: SettableMatchAdjudicationStatus; action: AdjudicationAction },
  actor: AdjudicationActor,
): AdjudicationPlan {
  const to = adjudicationTarget(request.status, request.action);
  if (to === undefined) {
    return { allowed: false, reason: 'notAllowed', detail: `${request.status} cannot be submitted or certified` };
  }
  if (canTransition(current, to, actor)) return { allowed: true, from: current, to };
  const describe = (state: AdjudicationState) => state ?? 'not adjudicated';
  const detail = `cannot move from ${describe(current)} to ${describe(to)}`;
  if (!actor.isLevel1AccessGroup && canTransition(current, to, { isLevel1AccessGroup: true })) {
    return { allowed: false, reason: 'level1Only', detail: `${detail}: only the level-1 access group may` };
  }
  return { allowed: false, reason: 'notAllowed', detail };
}
