import {
  AGENCY_FIXED_WIDTH_LENGTH,
  AGENCY_PAYMENT_FIXED_WIDTH_LENGTH,
  agencyFileColumns,
  agencyFixedWidthLayout,
  AgencyPartyRow,
  agencyPaymentFileColumns,
  agencyPaymentFixedWidthLayout,
  AgencyPaymentRow,
  requiredAgencyFileColumns,
  requiredAgencyPaymentFileColumns,
  type AgencyFileArea,
} from '@dnp/contracts';

/** How a cell's text becomes the value the row schema checks. */
export type CellKind = 'id' | 'tin' | 'code' | 'date';

/** What the reader needs of a row schema (a zod object): its check, with each problem's column. */
export interface RowSchema<Row> {
  safeParse(value: unknown):
    | { success: true; data: Row }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; code: string; message: string }> };
      };
}

/**
 * One set of columns an agency file may have: the party files of batch match and continuous
 * monitoring, or payment files. The reader is the same for every layout.
 */
export interface AgencyFileLayout<Row> {
  columns: readonly string[];
  required: readonly string[];
  schema: RowSchema<Row>;
  fixedWidth: ReadonlyArray<{ column: string; start: number; width: number }>;
  fixedWidthLength: number;
  /** Columns read other than as trimmed text; the rest are text. */
  cellKinds: Readonly<Record<string, CellKind>>;
  /** The column no two rows of a file may share: the party's key in agency_parties. */
  idColumn: string;
  /** Fixed-width fields written right-aligned. */
  rightAligned: readonly string[];
}

export const agencyPartyLayout: AgencyFileLayout<AgencyPartyRow> = {
  columns: agencyFileColumns,
  required: requiredAgencyFileColumns,
  schema: AgencyPartyRow,
  fixedWidth: agencyFixedWidthLayout,
  fixedWidthLength: AGENCY_FIXED_WIDTH_LENGTH,
  cellKinds: {
    agencyPartyId: 'id',
    agencyTin: 'tin',
    agencyTinTypeCode: 'code',
    agencyPartyTypeCode: 'code',
    stateCode: 'code',
    birthDate: 'date',
  },
  idColumn: 'agencyPartyId',
  rightAligned: ['agencyPartyId', 'paymentAmount'],
};

export const agencyPaymentLayout: AgencyFileLayout<AgencyPaymentRow> = {
  columns: agencyPaymentFileColumns,
  required: requiredAgencyPaymentFileColumns,
  schema: AgencyPaymentRow,
  fixedWidth: agencyPaymentFixedWidthLayout,
  fixedWidthLength: AGENCY_PAYMENT_FIXED_WIDTH_LENGTH,
  cellKinds: {
    agencyPartyId: 'id',
    tin: 'tin',
    tinTypeCode: 'code',
    paymentTypeCode: 'code',
    payeeStateCode: 'code',
    agencySrcSysTypeCd: 'code',
    workingPaymentDate: 'date',
  },
  idColumn: 'agencyPartyId',
  rightAligned: ['agencyPartyId', 'paymentAmount'],
};

/** The layout of each area's files: payment files have their own columns. */
export const agencyFileLayouts = {
  batchMatch: agencyPartyLayout,
  conMon: agencyPartyLayout,
  payment: agencyPaymentLayout,
} as const satisfies Record<AgencyFileArea, AgencyFileLayout<AgencyPartyRow> | AgencyFileLayout<AgencyPaymentRow>>;
