import { PORTAL_SOURCE_SYSTEM, type AgencyPaymentRow } from '@dnp/contracts';
import { copyRow } from '../datasources/copy-text.js';

/** The payee, as the matcher reads every agency file's parties. */
const partyColumns = [
  'file_id',
  'party_id',
  'line',
  'alc',
  'full_name',
  'party_type',
  'tin',
  'tin_type',
  'payment_amount',
  'address_line1',
  'city_name',
  'state_code',
  'postal_code',
] as const;

/** The stored file a row is written for. */
export interface AgencyFileRef {
  id: number;
  accessGroupId: string;
}

function partyRow(file: AgencyFileRef, line: number, row: AgencyPaymentRow): string {
  return copyRow([
    file.id,
    row.agencyPartyId,
    line,
    row.agencyAlcCode,
    row.payeeName,
    // An SSN names a person and an EIN an entity: the matcher applies the name rules of each.
    row.tinTypeCode === 'SSN' ? 'I' : 'E',
    row.tin,
    row.tinTypeCode,
    row.paymentAmount,
    row.payeeAddressLine1,
    row.payeeCityName,
    row.payeeStateCode,
    row.payeePostalCode,
  ]);
}

/** What only a payment has; its screening outcome is written after matching. */
const paymentColumns = [
  'file_id',
  'party_id',
  'payment_id',
  'schedule_number',
  'payment_type',
  'working_payment_date',
  'payee_address_line2',
  'payee_account_number',
  'agency_specific_identifier',
  'agency_src_sys',
  'access_group_id',
  'agency_alc_code',
  'payment_amount',
] as const;

function paymentRow(file: AgencyFileRef, _line: number, row: AgencyPaymentRow): string {
  return copyRow([
    file.id,
    row.agencyPartyId,
    row.paymentId,
    row.scheduleNumber,
    row.paymentTypeCode,
    row.workingPaymentDate,
    row.payeeAddressLine2,
    row.payeeAccountNumber,
    row.agencySpecificIdentifier,
    row.agencySrcSysTypeCd ?? PORTAL_SOURCE_SYSTEM,
    // The list filters and sorts on these without reading the file or the payee (docs/payments-api.md).
    file.accessGroupId,
    row.agencyAlcCode,
    row.paymentAmount,
  ]);
}

/**
 * Where a payment file's valid row goes, as COPY lines: the payee in agency_parties, then its
 * payment (which references it). The intake run and the demo loader both write through these.
 */
export const paymentFileTables = [
  { table: 'agency_parties', columns: partyColumns, row: partyRow },
  { table: 'payments', columns: paymentColumns, row: paymentRow },
] as const;
