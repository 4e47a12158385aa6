import { z } from 'zod';
import { PaymentAdjudicationStatus, SourceSystemCode } from '../enums.js';
import { listEnvelope, postBody, resource } from '../envelope.js';
import { AdjudicationAttributes } from './adjudication-body.js';
import { AdjudicationAction } from './adjudication-transitions.js';
import { AgencyOverrideDesc, SettableMatchAdjudicationStatus } from './area-enums.js';
import { ADJUDICATION_COMMENT_MAX } from './payments.js';
import { AgencyPartyId, IsoTimestamp, MonthNumber, YearNumber } from './wire-formats.js';

/*
 * The payment calls beyond spec section 7 (ours; docs/payments-api.md): the adjudication
 * history, bulk adjudication, the ASR submission and the false-positive suppressions.
 */

/** GET adjudication history: one payment, named as the detail names it. */
export const PaymentAdjudicationsQuery = z.object({
  'filter[agencyPartyId]': z.coerce.number().int().positive(),
  'filter[paymentId]': z.string().min(1).max(100).optional(),
});
export type PaymentAdjudicationsQuery = z.infer<typeof PaymentAdjudicationsQuery>;

/** One decision on a payment, oldest first in the history. */
export const PaymentAdjudicationEntryAttributes = z.object({
  paymentId: z.string().min(1),
  agencyPartyId: AgencyPartyId,
  action: AdjudicationAction,
  fromStatus: PaymentAdjudicationStatus.nullable(),
  toStatus: PaymentAdjudicationStatus.nullable(),
  matchAdjudicationStatusTypeCode: SettableMatchAdjudicationStatus,
  matchAdjudicationStatusComment: z.string().nullable(),
  agencyOverrideDesc: AgencyOverrideDesc.nullable(),
  userId: z.string().min(1),
  userName: z.string().nullable(),
  accessGroupId: z.string().min(1),
  decidedAt: IsoTimestamp,
});
export type PaymentAdjudicationEntry = z.infer<typeof PaymentAdjudicationEntryAttributes>;
export const PaymentAdjudicationEntryResource = resource('paymentAdjudication', PaymentAdjudicationEntryAttributes);
export const PaymentAdjudicationEntryList = listEnvelope(PaymentAdjudicationEntryResource);
export type PaymentAdjudicationEntryList = z.infer<typeof PaymentAdjudicationEntryList>;

/** A bulk request decides this many payments at most: one transaction, one audit row each. */
export const BULK_ADJUDICATION_MAX = 500;

/**
 * POST bulk adjudication: one determination applied to several payments, all or nothing
 * (docs/payments-api.md). The single POST's rules hold for the shared determination.
 */
export const BulkAdjudicationAttributes = z
  .object({
    payments: z
      .array(z.object({ paymentId: z.string().min(1), agencyPartyId: AgencyPartyId }))
      .min(1)
      .max(BULK_ADJUDICATION_MAX),
    matchAdjudicationStatusTypeCode: SettableMatchAdjudicationStatus,
    action: AdjudicationAction,
    matchAdjudicationStatusComment: z.string().trim().min(1).max(ADJUDICATION_COMMENT_MAX).optional(),
    agencyOverrideDesc: AgencyOverrideDesc.optional(),
  })
  .superRefine((body, ctx) => {
    const [first] = body.payments;
    if (!first) return;
    // The shared determination is checked by the one-payment schema, so both forms refuse alike.
    const single = AdjudicationAttributes.safeParse({
      ...first,
      matchAdjudicationStatusTypeCode: body.matchAdjudicationStatusTypeCode,
      action: body.action,
      matchAdjudicationStatusComment: body.matchAdjudicationStatusComment,
      agencyOverrideDesc: body.agencyOverrideDesc,
    });
    for (const issue of single.success ? [] : single.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    const seen = new Set<string>();
    body.payments.forEach((payment, index) => {
      const key = `${payment.agencyPartyId}\u0000${payment.paymentId}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['payments', index], message: 'this payment is listed twice' });
      }
      seen.add(key);
    });
  });
export type BulkAdjudication = z.infer<typeof BulkAdjudicationAttributes>;
export const BulkAdjudicationBody = postBody(BulkAdjudicationAttributes);
export type BulkAdjudicationBody = z.infer<typeof BulkAdjudicationBody>;

/** POST ASR submission: the level-1 group submits one month for its tree. */
export const AsrSubmissionAttributes = z.object({ reportMonth: MonthNumber, reportYear: YearNumber });
export type AsrSubmission = z.infer<typeof AsrSubmissionAttributes>;
export const AsrSubmissionBody = postBody(AsrSubmissionAttributes);
export type AsrSubmissionBody = z.infer<typeof AsrSubmissionBody>;

/** A false-positive suppression of the tree: active until the level-1 group lifts it. */
export const MatchSuppressionAttributes = z.object({
  level1AccessGroupId: z.string().min(1),
  agencyPartyId: AgencyPartyId,
  payeeName: z.string(),
  searchSrcSysTypeCd: SourceSystemCode,
  /** The payment whose determination created it. */
  paymentId: z.string(),
  agencyFrbFileId: z.string(),
  reason: z.string().nullable(),
  decidedBy: z.string(),
  decidedAt: IsoTimestamp,
  active: z.boolean(),
  liftedBy: z.string().nullable(),
  liftedAt: IsoTimestamp.nullable(),
});
export type MatchSuppression = z.infer<typeof MatchSuppressionAttributes>;
export const MatchSuppressionResource = resource('matchSuppression', MatchSuppressionAttributes);
export const MatchSuppressionList = listEnvelope(MatchSuppressionResource);
export type MatchSuppressionList = z.infer<typeof MatchSuppressionList>;

export const MatchSuppressionParams = z.object({
  suppressionId: z.string().regex(/^[0-9]{1,18}$/, 'expected a suppression id of digits'),
});
export type MatchSuppressionParams = z.infer<typeof MatchSuppressionParams>;
