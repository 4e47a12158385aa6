import {
  AgencyOverrideDesc,
  PaymentAdjudicationStatus,
  PaymentStatus,
  PaymentTypeCode,
  TinTypeCode,
  catalogEntry,
  MaskedTin,
  MoneyAmount,
  maskTin,
  type MatchLevelNumber,
  type PaymentSourceCode,
  type PaymentSummary,
} from '@dnp/contracts';
import type { PaymentListRow } from './payment-list-sql.js';
import { paymentApiNames } from './payment-scope.js';

const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** The resource id of a listed payment: its file and party, unique where (paymentId, payee) may repeat. */
export const paymentResourceId = (row: { file_id: string; party_id: string }) => `${row.file_id}-${row.party_id}`;

/** One listed payment as the spec's paymentSummary (docs/payments-api.md says how each flag is read). */
export function toPaymentSummary(row: PaymentListRow, actingGroupId: string): PaymentSummary {
  const status = PaymentAdjudicationStatus.nullable().parse(row.adjudication_status);
  const sources = paymentApiNames
    .filter((apiName) => row.sources?.includes(apiName))
    .map((apiName) => catalogEntry(apiName).srcSysTypeCd as PaymentSourceCode);
  return {
    paymentId: row.payment_id,
    // The spec names paymentIdCode without its meaning; payment files carry no such column.
    paymentIdCode: '',
    agencyPartyId: Number(row.party_id),
    agencyAlcCode: row.alc,
    scheduleNumber: row.schedule_number,
    agencySrcSysTypeCd: row.agency_src_sys,
    // Listed payments have a match, counted or suppressed, so a match time.
    matchTimestamp: new Date(row.matched_at ?? Number.NaN).toISOString(),
    matchLevelNumber: row.best === null ? null : (row.best as MatchLevelNumber),
    matchCount: String(Number(row.match_count)),
    datasourceList: sources,
    paymentTypeCode: PaymentTypeCode.parse(row.payment_type),
    // A payment file refuses a row without an amount or a TIN, so both are always there.
    paymentAmount: MoneyAmount.parse(row.payment_amount),
    paymentStatusCode: PaymentStatus.parse(row.payment_status),
    workingPaymentDate: row.working_payment_date,
    payeeName: row.full_name,
    tin: MaskedTin.parse(maskTin(row.tin)),
    tinTypeCode: TinTypeCode.parse(row.tin_type),
    payeeAddressLine1: row.address_line1,
    payeeAddressLine2: row.payee_address_line2,
    payeeCityName: row.city_name,
    payeeStateCode: row.state_code,
    payeePostalCode: row.postal_code,
    paymentAdjudicationStatusTypeCode: status,
    agencyOverrideDesc: AgencyOverrideDesc.nullable().parse(row.agency_override),
    adjudicatedIndicator: flag(status !== null),
    accessGroupAdjudicationIndicator: flag(row.last_group === actingGroupId),
    pendingIndicator: flag(status?.endsWith('(PENDING)') ?? false),
    multipleAdjudicationFlag: flag(Number(row.decisions) > 1),
    businessRuleIndicator: flag(row.business_rule_applied),
    stopPaymentRuleIndicator: flag(row.stop_rule_applied),
    stopSoftLaunchInd: flag(row.soft_launch),
    suppressedMatchCount: String(Number(row.suppressed_count)),
  };
}
