import { z } from 'zod';
import { TinTypeCode } from '../enums.js';
import { PaymentTypeCode } from './area-enums.js';
import { AgencyPartyId, AlcCode, IsoDate, MoneyAmount, PostalCode, StateCode, Tin } from './wire-formats.js';

/**
 * One payment of a payment file: the columns are the spec's paymentSummary/paymentDetail
 * attribute names (issue #11), plus agencySrcSysTypeCd, the paying system that sent it.
 * docs/agency-files.md ("Payment files") is the format's reference.
 */
export const agencyPaymentFileColumns = [
  'agencyAlcCode',
  'scheduleNumber',
  'paymentId',
  'payeeName',
  'tin',
  'tinTypeCode',
  'paymentAmount',
  'paymentTypeCode',
  'workingPaymentDate',
  'payeeAddressLine1',
  'payeeAddressLine2',
  'payeeCityName',
  'payeeStateCode',
  'payeePostalCode',
  'agencyPartyId',
  'payeeAccountNumber',
  'agencySpecificIdentifier',
  'agencySrcSysTypeCd',
] as const;
export type AgencyPaymentFileColumn = (typeof agencyPaymentFileColumns)[number];

/**
 * What a pre-payment screening cannot do without: who is paid (name and TIN, the TIN being
 * what makes a death match CONCLUSIVE), how much, when, and the keys the agency reconciles by.
 */
export const requiredAgencyPaymentFileColumns: readonly AgencyPaymentFileColumn[] = [
  'agencyAlcCode',
  'scheduleNumber',
  'paymentId',
  'payeeName',
  'tin',
  'tinTypeCode',
  'paymentAmount',
  'paymentTypeCode',
  'workingPaymentDate',
  'agencyPartyId',
];

/** The paying system recorded when the file does not name one: it came through the portal. */
export const PORTAL_SOURCE_SYSTEM = 'PORTAL';

const text = (max: number) => z.string().trim().min(1).max(max, `at most ${max} characters`);

export const AgencyPaymentRow = z.object({
  agencyAlcCode: AlcCode,
  scheduleNumber: text(14),
  paymentId: text(20),
  payeeName: text(100),
  tin: Tin,
  tinTypeCode: TinTypeCode,
  paymentAmount: MoneyAmount,
  paymentTypeCode: PaymentTypeCode,
  workingPaymentDate: IsoDate,
  payeeAddressLine1: text(100).optional(),
  payeeAddressLine2: text(100).optional(),
  payeeCityName: text(40).optional(),
  payeeStateCode: StateCode.optional(),
  payeePostalCode: PostalCode.optional(),
  agencyPartyId: AgencyPartyId,
  /** An ACH account number is at most 17 characters; four digits at least, so the masked form says something. */
  payeeAccountNumber: z
    .string()
    .regex(/^[0-9]{4,17}$/, 'expected 4 to 17 digits')
    .optional(),
  agencySpecificIdentifier: text(30).optional(),
  agencySrcSysTypeCd: z
    .string()
    .regex(/^[A-Z0-9-]{1,10}$/, 'expected a code of up to 10 letters, digits or dashes')
    .optional(),
});
export type AgencyPaymentRow = z.infer<typeof AgencyPaymentRow>;

/**
 * The fixed-width payment layout: 1-based start column and width of each field, as the batch
 * layout writes them (numbers right-aligned, text left-aligned, spaces; dates YYYYMMDD).
 */
export const agencyPaymentFixedWidthLayout = [
  { column: 'agencyAlcCode', start: 1, width: 8 },
  { column: 'scheduleNumber', start: 9, width: 14 },
  { column: 'paymentId', start: 23, width: 20 },
  { column: 'agencyPartyId', start: 43, width: 15 },
  { column: 'payeeName', start: 58, width: 100 },
  { column: 'tin', start: 158, width: 9 },
  { column: 'tinTypeCode', start: 167, width: 3 },
  { column: 'paymentAmount', start: 170, width: 15 },
  { column: 'paymentTypeCode', start: 185, width: 15 },
  { column: 'workingPaymentDate', start: 200, width: 8 },
  { column: 'payeeAddressLine1', start: 208, width: 100 },
  { column: 'payeeAddressLine2', start: 308, width: 100 },
  { column: 'payeeCityName', start: 408, width: 40 },
  { column: 'payeeStateCode', start: 448, width: 2 },
  { column: 'payeePostalCode', start: 450, width: 10 },
  { column: 'payeeAccountNumber', start: 460, width: 17 },
  { column: 'agencySpecificIdentifier', start: 477, width: 30 },
  { column: 'agencySrcSysTypeCd', start: 507, width: 10 },
] as const satisfies ReadonlyArray<{ column: AgencyPaymentFileColumn; start: number; width: number }>;
export const AGENCY_PAYMENT_FIXED_WIDTH_LENGTH = 516;
