import { z } from 'zod';
import {
  MatchAdjudicationStatus,
  MatchLevel,
  PaymentAdjudicationStatus,
  PaymentStatus,
  SourceSystemCode,
  TinTypeCode,
} from '../enums.js';
import { listEnvelope, resource } from '../envelope.js';
import { MatchFeature } from '../search.js';
import {
  AgencyOverrideDesc,
  MatchAdjudicationDisplayCode,
  MatchLevelNumber,
  PaymentInclude,
  PaymentSourceCode,
  PaymentTypeCode,
} from './area-enums.js';
import { LooseSourceAttributes } from './source-records.js';
import {
  AgencyPartyId,
  AlcCode,
  AlcCodeList,
  CountString,
  IsoDate,
  IsoTimestamp,
  MoneyAmount,
  PostalCode,
  StateCode,
  MaskedTin,
  StringBoolean,
} from './wire-formats.js';

/** The adjudication comment limit: long enough for a reason, short enough for the reports. */
export const ADJUDICATION_COMMENT_MAX = 1000;

/** Which access groups and ALCs the caller may filter the payment list by. */
export const PaymentFilterOptionAttributes = z.object({
  accessGroupId: z.string().min(1),
  alcList: AlcCodeList,
});
export type PaymentFilterOption = z.infer<typeof PaymentFilterOptionAttributes>;
export const PaymentFilterOptionResource = resource('paymentFilterOption', PaymentFilterOptionAttributes);
export const PaymentFilterOptionList = listEnvelope(PaymentFilterOptionResource);
export type PaymentFilterOptionList = z.infer<typeof PaymentFilterOptionList>;

/** One screened payment in the payment list (spec section 3, paymentSummary). */
export const PaymentSummaryAttributes = z.object({
  paymentId: z.string().min(1),
  paymentIdCode: z.string(),
  agencyPartyId: AgencyPartyId,
  agencyAlcCode: AlcCode,
  scheduleNumber: z.string(),
  agencySrcSysTypeCd: z.string().describe("the agency's paying system, not a DNP datasource"),
  matchTimestamp: IsoTimestamp,
  /** The best level of the counted matches; null when a suppression kept every match from counting. */
  matchLevelNumber: MatchLevelNumber.nullable(),
  matchCount: CountString,
  datasourceList: z.array(PaymentSourceCode).describe('the death sources of the counted matches'),
  paymentTypeCode: PaymentTypeCode,
  paymentAmount: MoneyAmount,
  paymentStatusCode: PaymentStatus,
  workingPaymentDate: IsoDate,
  payeeName: z.string().min(1),
  tin: MaskedTin.describe('masked to its last four digits, as batch match shows it'),
  tinTypeCode: TinTypeCode,
  payeeAddressLine1: z.string().nullable(),
  payeeAddressLine2: z.string().nullable(),
  payeeCityName: z.string().nullable(),
  payeeStateCode: StateCode.nullable(),
  payeePostalCode: PostalCode.nullable(),
  /** null until someone records a determination (see docs/adjudication.md). */
  paymentAdjudicationStatusTypeCode: PaymentAdjudicationStatus.nullable(),
  agencyOverrideDesc: AgencyOverrideDesc.nullable(),
  adjudicatedIndicator: StringBoolean,
  accessGroupAdjudicationIndicator: StringBoolean,
  pendingIndicator: StringBoolean,
  multipleAdjudicationFlag: StringBoolean,
  businessRuleIndicator: StringBoolean,
  stopPaymentRuleIndicator: StringBoolean,
  stopSoftLaunchInd: StringBoolean,
  /** Ours: matches an active false-positive suppression kept from counting (docs/payments-api.md). */
  suppressedMatchCount: CountString,
});
export type PaymentSummary = z.infer<typeof PaymentSummaryAttributes>;
export const PaymentSummaryResource = resource('paymentSummary', PaymentSummaryAttributes);
/** Paged: meta carries current-page, total-count and total-pages (spec section 7). */
export const PaymentSummaryList = listEnvelope(PaymentSummaryResource);
export type PaymentSummaryList = z.infer<typeof PaymentSummaryList>;

/**
 * Only the last four digits of the payee's account leave the server, masked
 * with asterisks: the reviewer needs to tell accounts apart, not to pay them.
 */
export const MaskedAccountNumber = z.string().regex(/^\*+[0-9]{4}$/, 'expected a masked account number like ****1234');

/** A stop-payment (STOP) or business (BUSINESS) rule that fired on a payment for one matched record. */
export const PaymentRuleHit = z.object({
  ruleCode: z.string().min(1),
  kind: z.enum(['STOP', 'BUSINESS']),
  /** false: the rule is in soft launch, evaluated and shown but not applied. */
  applied: z.boolean(),
  longDesc: z.string().min(1),
});
export type PaymentRuleHit = z.infer<typeof PaymentRuleHit>;

/** Who kept a match from counting, when and why: a submitted PROPER - FALSE POSITIVE on an earlier payment. */
export const PaymentSuppressionNote = z.object({
  suppressionId: z.string().regex(/^[0-9]+$/),
  decidedBy: z.string().min(1),
  decidedAt: IsoTimestamp,
  reason: z.string().nullable(),
});
export type PaymentSuppressionNote = z.infer<typeof PaymentSuppressionNote>;

/** One match of a payment, with its adjudication (spec section 3, paymentDetail). */
export const PaymentDetailAttributes = z.object({
  partyId: z.number().int().positive(),
  agencyPartyId: AgencyPartyId,
  agencySpecificIdentifier: z.string().nullable(),
  agencyAlcCode: AlcCode,
  scheduleNumber: z.string(),
  businessFileName: z.string().min(1),
  fileReceivedTimestamp: IsoTimestamp,
  matchTimestamp: IsoTimestamp,
  dataThroughTimestamp: IsoTimestamp,
  searchSrcSysTypeCd: SourceSystemCode,
  matchLevelCode: MatchLevel,
  matchTypePortalDisplay: z.string().min(1).describe('e.g. TIN + NAME MATCH'),
  payeeName: z.string().min(1),
  tin: MaskedTin.describe('masked to its last four digits, as batch match shows it'),
  tinTypeCode: TinTypeCode,
  payeeAccountNumber: MaskedAccountNumber.nullable(),
  paymentTypeCode: PaymentTypeCode,
  paymentAmount: MoneyAmount,
  paymentStatusCode: PaymentStatus,
  workingPaymentDate: IsoDate,
  estimatedPaymentDate: IsoDate.nullable(),
  /** Days from the recorded death to the payment; negative when paid before the death date. */
  daysSinceDeathNumber: z.number().int().nullable(),
  otherAgencyData: z.string().nullable(),
  adjudicationIndicator: StringBoolean,
  afaAdjudicationIndicator: StringBoolean,
  matchAdjudicationStatusTypeCode: MatchAdjudicationStatus,
  matchAdjudicationStatusComment: z.string().max(ADJUDICATION_COMMENT_MAX).optional(),
  matchAdjudicationDisplayCode: MatchAdjudicationDisplayCode,
  agencyOverrideDesc: AgencyOverrideDesc.nullable(),
  stopPaymentRuleCount: CountString,
  stopPaymentRuleApplied: StringBoolean,
  stopPaymentRuleLongDesc: z.string().nullable(),
  businessRuleCount: CountString,
  businessRuleApplied: StringBoolean,
  businessRuleLongDesc: z.string().nullable(),
  /** Ours, beyond the spec: what the detail screen shows (docs/payments-api.md). */
  paymentId: z.string().min(1),
  matchId: z.string().regex(/^[0-9]+$/),
  matchedName: z.string(),
  /** Which fields agreed and how strongly: the matcher's stored explanation. */
  explanation: z.array(MatchFeature),
  /** Every rule that fired for this match's record. */
  ruleHits: z.array(PaymentRuleHit),
  /** Set when an active suppression keeps this match from counting; null for a counted match. */
  suppression: PaymentSuppressionNote.nullable(),
});
export type PaymentDetail = z.infer<typeof PaymentDetailAttributes>;
export const PaymentDetailResource = resource('paymentDetail', PaymentDetailAttributes);

/**
 * A death record asked for with `include`, sent JSON:API style in `included`:
 * type is the include name (e.g. dmfPayment), attributes the source's fields.
 */
export const PaymentSourceRecordResource = z.object({
  id: z.string(),
  type: PaymentInclude,
  attributes: LooseSourceAttributes,
});
export type PaymentSourceRecordResource = z.infer<typeof PaymentSourceRecordResource>;

export const PaymentDetailList = listEnvelope(PaymentDetailResource).extend({
  included: z.array(PaymentSourceRecordResource).optional(),
});
export type PaymentDetailList = z.infer<typeof PaymentDetailList>;
