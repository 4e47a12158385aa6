import { z } from 'zod';
import { TinTypeCode } from '../enums.js';
import { AgencyPartyId, AlcCode, IsoDate, MoneyAmount, PostalCode, StateCode, Tin } from './wire-formats.js';

/**
 * One party of an agency file (batch match, continuous monitoring; payment files add their
 * own columns): the columns are the spec's attribute names where it has one
 * (agencyAlcCode, agencyPartyId, agencySourceFullName, agencyTin, agencyTinTypeCode,
 * paymentAmount), and ours for the rest. docs/agency-files.md is the format's reference.
 */
export const agencyFileColumns = [
  'agencyAlcCode',
  'agencyPartyId',
  'agencySourceFullName',
  'agencyPartyTypeCode',
  'agencyTin',
  'agencyTinTypeCode',
  'paymentAmount',
  'birthDate',
  'firstName',
  'middleName',
  'lastName',
  'addressLine1',
  'cityName',
  'stateCode',
  'postalCode',
] as const;
export type AgencyFileColumn = (typeof agencyFileColumns)[number];

/** Columns every file must have; the others may be left out of the header or left empty. */
export const requiredAgencyFileColumns: readonly AgencyFileColumn[] = [
  'agencyAlcCode',
  'agencyPartyId',
  'agencySourceFullName',
];

/** I = an individual (a person), E = an entity (a business or organization). */
export const AgencyPartyTypeCode = z.enum(['I', 'E']);

const text = (max: number) => z.string().trim().min(1).max(max, `at most ${max} characters`);

export const AgencyPartyRow = z
  .object({
    agencyAlcCode: AlcCode,
    agencyPartyId: AgencyPartyId,
    agencySourceFullName: text(100).describe('the name as the agency holds it'),
    agencyPartyTypeCode: AgencyPartyTypeCode.optional(),
    agencyTin: Tin.optional(),
    agencyTinTypeCode: TinTypeCode.optional(),
    paymentAmount: MoneyAmount.optional(),
    birthDate: IsoDate.optional(),
    firstName: text(35).optional(),
    middleName: text(35).optional(),
    lastName: text(35).optional(),
    addressLine1: text(100).optional(),
    cityName: text(40).optional(),
    stateCode: StateCode.optional(),
    postalCode: PostalCode.optional(),
  })
  .superRefine((row, ctx) => {
    if (row.agencyTin && !row.agencyTinTypeCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['agencyTinTypeCode'],
        message: 'required when agencyTin is given (SSN or EIN)',
      });
    }
    if (row.agencyTinTypeCode && !row.agencyTin) {
      ctx.addIssue({
        code: 'custom',
        path: ['agencyTin'],
        message: `required when agencyTinTypeCode is ${row.agencyTinTypeCode}`,
      });
    }
    if (row.agencyTinTypeCode === 'SSN' && row.agencyPartyTypeCode === 'E') {
      ctx.addIssue({
        code: 'custom',
        path: ['agencyPartyTypeCode'],
        message: 'an SSN belongs to an individual (I), not an entity',
      });
    }
    if (row.birthDate && row.agencyPartyTypeCode === 'E') {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'an entity (E) has no date of birth' });
    }
  });
export type AgencyPartyRow = z.infer<typeof AgencyPartyRow>;

/**
 * The fixed-width layout: 1-based start column and width of each field (docs/agency-files.md).
 * Numbers are right-aligned, text left-aligned, both padded with spaces; dates are YYYYMMDD.
 */
export const agencyFixedWidthLayout = [
  { column: 'agencyAlcCode', start: 1, width: 8 },
  { column: 'agencyPartyId', start: 9, width: 15 },
  { column: 'agencySourceFullName', start: 24, width: 100 },
  { column: 'agencyPartyTypeCode', start: 124, width: 1 },
  { column: 'agencyTin', start: 125, width: 9 },
  { column: 'agencyTinTypeCode', start: 134, width: 3 },
  { column: 'paymentAmount', start: 137, width: 15 },
  { column: 'birthDate', start: 152, width: 8 },
  { column: 'firstName', start: 160, width: 35 },
  { column: 'middleName', start: 195, width: 35 },
  { column: 'lastName', start: 230, width: 35 },
  { column: 'addressLine1', start: 265, width: 100 },
  { column: 'cityName', start: 365, width: 40 },
  { column: 'stateCode', start: 405, width: 2 },
  { column: 'postalCode', start: 407, width: 10 },
] as const satisfies ReadonlyArray<{ column: AgencyFileColumn; start: number; width: number }>;
export const AGENCY_FIXED_WIDTH_LENGTH = 416;

/** One problem found in a file: where (row and column) and what. Row 1 is the header of a CSV file. */
export const AgencyFileError = z.object({
  row: z.number().int().nonnegative().describe('1-based line; 0 when the problem is the file as a whole'),
  column: z.string().nullable(),
  message: z.string(),
});
export type AgencyFileError = z.infer<typeof AgencyFileError>;
