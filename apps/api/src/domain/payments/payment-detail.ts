import {
  AgencyOverrideDesc,
  MaskedTin,
  MatchAdjudicationStatus,
  MoneyAmount,
  PaymentStatus,
  PaymentTypeCode,
  TinTypeCode,
  maskTin,
  type MatchFeature,
  type PaymentDetail,
  type PaymentRuleHit,
} from '@dnp/contracts';
import { entryOf } from '../batch-match/batch-file.js';
import type { PaymentMatchRow, RuleHitRow } from './payment-matches.js';
import { maskAccount } from './payment-scope.js';

const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');
const iso = (value: Date | string | number) => new Date(value).toISOString();

/** The spec's per-kind rule fields, read from the hits of one kind. */
function ruleFields(hits: readonly PaymentRuleHit[], kind: PaymentRuleHit['kind']) {
  const ofKind = hits.filter((hit) => hit.kind === kind);
  return {
    count: String(ofKind.length),
    applied: flag(ofKind.some((hit) => hit.applied)),
    longDesc: ofKind[0]?.longDesc ?? null,
  };
}

/** One match of a payment as the spec's paymentDetail, with what the detail screen needs beyond it. */
export function toPaymentDetail(
  match: PaymentMatchRow,
  extra: { partyId: number; explanation: MatchFeature[]; hits: readonly RuleHitRow[]; locked: boolean },
): PaymentDetail {
  const entry = entryOf(match.api_name);
  const ruleHits: PaymentRuleHit[] = extra.hits.map((hit) => ({
    ruleCode: hit.rule_code,
    kind: hit.kind,
    applied: hit.applied,
    longDesc: hit.long_desc,
  }));
  const stop = ruleFields(ruleHits, 'STOP');
  const business = ruleFields(ruleHits, 'BUSINESS');
  const status = MatchAdjudicationStatus.nullable().parse(match.match_adjudication_status);
  return {
    partyId: extra.partyId,
    agencyPartyId: extra.partyId,
    agencySpecificIdentifier: match.agency_specific_identifier,
    agencyAlcCode: match.alc,
    scheduleNumber: match.schedule_number,
    businessFileName: match.file_name,
    fileReceivedTimestamp: iso(match.received_at),
    matchTimestamp: iso(match.matched_at),
    // The source's data-through day ends at midnight UTC; a match without one dates from its run.
    dataThroughTimestamp: match.source_as_of ? `${match.source_as_of}T23:59:59.000Z` : iso(match.matched_at),
    searchSrcSysTypeCd: entry.srcSysTypeCd,
    matchLevelCode: match.level,
    matchTypePortalDisplay: match.match_type,
    payeeName: match.full_name,
    // A payment file refuses a row without a TIN or an amount, so both are always there.
    tin: MaskedTin.parse(maskTin(match.tin)),
    tinTypeCode: TinTypeCode.parse(match.tin_type),
    payeeAccountNumber: maskAccount(match.payee_account_number),
    paymentTypeCode: PaymentTypeCode.parse(match.payment_type),
    paymentAmount: MoneyAmount.parse(match.payment_amount),
    paymentStatusCode: PaymentStatus.parse(match.payment_status),
    workingPaymentDate: match.working_payment_date,
    // Payment files carry no estimated date or other agency's data: null, not a guess.
    estimatedPaymentDate: null,
    daysSinceDeathNumber: match.days_since_death,
    otherAgencyData: null,
    adjudicationIndicator: flag(match.adjudication_status !== null),
    afaAdjudicationIndicator: 'false',
    matchAdjudicationStatusTypeCode: status ?? '',
    ...(match.adjudication_comment === null ? {} : { matchAdjudicationStatusComment: match.adjudication_comment }),
    // L: locked (certified, or its ASR month submitted); S: a decision may still be saved or submitted.
    matchAdjudicationDisplayCode: extra.locked ? 'L' : 'S',
    agencyOverrideDesc: AgencyOverrideDesc.nullable().parse(match.agency_override),
    stopPaymentRuleCount: stop.count,
    stopPaymentRuleApplied: stop.applied,
    stopPaymentRuleLongDesc: stop.longDesc,
    businessRuleCount: business.count,
    businessRuleApplied: business.applied,
    businessRuleLongDesc: business.longDesc,
    paymentId: match.payment_id,
    matchId: match.match_id,
    matchedName: match.matched_name,
    explanation: extra.explanation,
    ruleHits,
    suppression:
      match.suppression_id === null
        ? null
        : {
            suppressionId: match.suppression_id,
            decidedBy: match.suppressed_by ?? '',
            decidedAt: iso(match.suppressed_at ?? Number.NaN),
            reason: match.suppression_reason,
          },
  };
}
