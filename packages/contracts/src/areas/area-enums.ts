import { z } from 'zod';
import { MatchAdjudicationStatus } from '../enums.js';
import type { MatchLevel, SourceSystemCode } from '../enums.js';

/** paymentSummary/paymentDetail.paymentTypeCode (spec section 3). */
export const paymentTypeCodes = ['N/A', 'SALARY', 'MONTHLY BENEFIT'] as const;
export const PaymentTypeCode = z.enum(paymentTypeCodes);
export type PaymentTypeCode = z.infer<typeof PaymentTypeCode>;

/** Why an agency pays despite a match (paymentDetail.agencyOverrideDesc, spec section 3). */
export const agencyOverrideDescs = ['LITIGATION PROCEEDINGS', 'FALSE POSITIVE MATCH', 'EMERGENCY/DISASTER'] as const;
export const AgencyOverrideDesc = z.enum(agencyOverrideDescs);
export type AgencyOverrideDesc = z.infer<typeof AgencyOverrideDesc>;

/** paymentDetail.matchAdjudicationDisplayCode: S or L (spec section 3). */
export const matchAdjudicationDisplayCodes = ['S', 'L'] as const;
export const MatchAdjudicationDisplayCode = z.enum(matchAdjudicationDisplayCodes);
export type MatchAdjudicationDisplayCode = z.infer<typeof MatchAdjudicationDisplayCode>;

/**
 * The spec's batch-match samples show CONCLUSIVE and PROBABLE only, but the matcher also finds
 * POSSIBLE (name, or name and date of birth, without a TIN) and the summary counts it, so every
 * batch-match payload may carry it (issue #10).
 */
export const batchMatchLevels = ['CONCLUSIVE', 'PROBABLE', 'POSSIBLE'] as const satisfies readonly MatchLevel[];
export const BatchMatchLevel = z.enum(batchMatchLevels);
export type BatchMatchLevel = z.infer<typeof BatchMatchLevel>;

/**
 * paymentSummary.matchLevelNumber is the match level as a rank, 1 the strongest.
 * The order follows MatchLevel (CONCLUSIVE, PROBABLE, POSSIBLE).
 */
export const matchLevelByNumber = { 1: 'CONCLUSIVE', 2: 'PROBABLE', 3: 'POSSIBLE' } as const satisfies Record<
  number,
  MatchLevel
>;
export const MatchLevelNumber = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type MatchLevelNumber = z.infer<typeof MatchLevelNumber>;

/** The death sources payments are screened against, keyed by their payment-detail include name. */
export const paymentIncludeSources = {
  aisObituaryPayment: 'AIS-OB',
  aisProbatePayment: 'AIS-PR',
  dmfPayment: 'DMF',
  dodPayment: 'DOD',
  dosPayment: 'DOS',
} as const satisfies Record<string, SourceSystemCode>;

export type PaymentInclude = keyof typeof paymentIncludeSources;
export const paymentIncludes = Object.keys(paymentIncludeSources) as [PaymentInclude, ...PaymentInclude[]];
export const PaymentInclude = z.enum(paymentIncludes);

export type PaymentSourceCode = (typeof paymentIncludeSources)[PaymentInclude];
export const paymentSourceCodes = Object.values(paymentIncludeSources) as [PaymentSourceCode, ...PaymentSourceCode[]];
export const PaymentSourceCode = z.enum(paymentSourceCodes);

/** The source code a payment-detail include name stands for. */
export function paymentIncludeSource(include: PaymentInclude): PaymentSourceCode {
  return paymentIncludeSources[include];
}

/** The statuses an adjudicator may choose; '' only describes a match nobody has adjudicated. */
export const SettableMatchAdjudicationStatus = MatchAdjudicationStatus.exclude(['']);
export type SettableMatchAdjudicationStatus = z.infer<typeof SettableMatchAdjudicationStatus>;
