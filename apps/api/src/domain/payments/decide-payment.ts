import {
  paymentStatusAfterAdjudication,
  planAdjudication,
  type AdjudicationAction,
  type AgencyOverrideDesc,
  type SettableMatchAdjudicationStatus,
} from '@dnp/contracts';
import { and, eq, paymentAdjudications, payments, type DbTransaction } from '@dnp/db';
import { actorOf, recordAudit } from '../audit.js';
import { DomainError, forbidden } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { asrSubmissionCovering } from './asr-lock.js';
import { findPayment, type PaymentRef } from './find-payment.js';
import { actsForLevel1, periodText } from './payment-scope.js';
import { suppressCountedMatches } from './suppress-matches.js';

export interface Decision {
  matchAdjudicationStatusTypeCode: SettableMatchAdjudicationStatus;
  action: AdjudicationAction;
  matchAdjudicationStatusComment?: string | undefined;
  agencyOverrideDesc?: AgencyOverrideDesc | undefined;
}

/**
 * Records one decision on one payment inside the caller's transaction: the payment's new state
 * and status, its history row, the suppressions a submitted false positive creates, and the
 * `adjudicate` audit row, all committed together or not at all. `where` names the payment in a
 * refusal (a bulk request's index), so the caller can tell which one was refused.
 */
export async function decidePayment(
  tx: DbTransaction,
  ctx: RequestContext,
  ref: PaymentRef,
  decision: Decision,
  where: { pointer: string },
): Promise<void> {
  const payment = await findPayment(tx, ctx, ref, { forUpdate: true });
  const name = `Payment ${payment.paymentId} of payee ${payment.partyId}`;
  const submitted = await asrSubmissionCovering(tx, payment);
  if (submitted) {
    throw new DomainError(
      'CONFLICT',
      `${name} is locked: ${submitted.level1GroupId} submitted the adjudication summary report for ` +
        `${periodText(submitted.year, submitted.month)} (${submitted.submittedBy}, ${submitted.submittedAt.toISOString()}).`,
      where,
    );
  }
  const plan = planAdjudication(
    payment.adjudicationStatus,
    { status: decision.matchAdjudicationStatusTypeCode, action: decision.action },
    { isLevel1AccessGroup: actsForLevel1(ctx) },
  );
  if (!plan.allowed && plan.reason === 'level1Only') {
    throw forbidden(`${name}: ${plan.detail}.`, {
      actor: actorOf(ctx),
      details: { paymentId: payment.paymentId, agencyPartyId: payment.partyId, required: 'level-1 access group' },
    });
  }
  if (!plan.allowed) throw new DomainError('CONFLICT', `${name}: ${plan.detail}.`, where);
  const override = decision.agencyOverrideDesc ?? null;
  const comment = decision.matchAdjudicationStatusComment ?? null;
  const paymentStatus = paymentStatusAfterAdjudication({
    stopRuleApplied: payment.stopRuleApplied,
    to: plan.to,
    override,
  });
  const now = new Date();
  await tx
    .update(payments)
    .set({
      adjudicationStatus: plan.to,
      matchAdjudicationStatus: decision.matchAdjudicationStatusTypeCode,
      adjudicationComment: comment,
      agencyOverride: override,
      adjudicatedBy: ctx.user.id,
      adjudicatedAt: now,
      paymentStatus,
    })
    .where(and(eq(payments.fileId, payment.fileId), eq(payments.partyId, payment.partyId)));
  await tx.insert(paymentAdjudications).values({
    fileId: payment.fileId,
    partyId: payment.partyId,
    action: decision.action,
    fromStatus: plan.from,
    toStatus: plan.to,
    matchAdjudicationStatus: decision.matchAdjudicationStatusTypeCode,
    comment,
    agencyOverride: override,
    userId: ctx.user.id,
    accessGroupId: ctx.actingGroup.id,
    decidedAt: now,
  });
  // A submitted false positive, not a draft, speaks for the agency: only it suppresses later matches.
  const suppressions =
    decision.action === 'submit' && decision.matchAdjudicationStatusTypeCode === 'PROPER - FALSE POSITIVE'
      ? await suppressCountedMatches(tx, ctx, payment, comment)
      : 0;
  await recordAudit(tx, actorOf(ctx), {
    action: 'adjudicate',
    outcome: 'allowed',
    resourceType: 'payment',
    resourceId: `${payment.fileId}-${payment.partyId}`,
    details: {
      paymentId: payment.paymentId,
      agencyPartyId: payment.partyId,
      agencyFrbFileId: String(payment.fileId),
      action: decision.action,
      from: plan.from,
      to: plan.to,
      matchAdjudicationStatus: decision.matchAdjudicationStatusTypeCode,
      agencyOverride: override,
      paymentStatus,
      suppressionsCreated: suppressions,
    },
  });
}
