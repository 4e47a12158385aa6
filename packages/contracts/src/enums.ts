import { z } from 'zod';

/** Source system codes of spec section 3 ("Source system codes"). */
export const sourceSystemCodes = [
  'CCR',
  'DMF',
  'DOD',
  'BOP',
  'DOS',
  'LEIE-PRIV',
  'LEIE',
  'DBCK',
  'CAIVRS',
  'ARL',
  'EPLS',
  'EPLS-PUB',
  '990-N',
  'PUB78',
  'OFAC',
  'AIS-OB',
  'AIS-PR',
  'FOD',
] as const;
export const SourceSystemCode = z.enum(sourceSystemCodes);
export type SourceSystemCode = z.infer<typeof SourceSystemCode>;

export const matchLevels = ['CONCLUSIVE', 'PROBABLE', 'POSSIBLE'] as const;
export const MatchLevel = z.enum(matchLevels);
export type MatchLevel = z.infer<typeof MatchLevel>;

export const paymentStatuses = ['ISSUED', 'STOPPED', 'INVALID', 'UNKNOWN'] as const;
export const PaymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** paymentSummary.paymentAdjudicationStatusTypeCode values. */
export const paymentAdjudicationStatuses = [
  'IMPROPER (SUBMITTED)',
  'PROPER (SUBMITTED)',
  'PAYMENT INVALID',
  'PAYMENT VALID',
  'IMPROPER (PENDING)',
  'PROPER (PENDING)',
] as const;
export const PaymentAdjudicationStatus = z.enum(paymentAdjudicationStatuses);
export type PaymentAdjudicationStatus = z.infer<typeof PaymentAdjudicationStatus>;

/** paymentDetail.matchAdjudicationStatusTypeCode values ('' = not adjudicated). */
export const matchAdjudicationStatuses = [
  'PROPER - BUSINESS REASON',
  'PROPER - FALSE POSITIVE',
  'PROPER - OTHER',
  'IN PROGRESS',
  'IMPROPER',
  '',
] as const;
export const MatchAdjudicationStatus = z.enum(matchAdjudicationStatuses);
export type MatchAdjudicationStatus = z.infer<typeof MatchAdjudicationStatus>;

export const searchCriteria = ['SSN/EIN/TIN', 'NAME'] as const;
export const SearchCriteria = z.enum(searchCriteria);
export type SearchCriteria = z.infer<typeof SearchCriteria>;

export const tinTypeCodes = ['SSN', 'EIN'] as const;
export const TinTypeCode = z.enum(tinTypeCodes);
export type TinTypeCode = z.infer<typeof TinTypeCode>;
