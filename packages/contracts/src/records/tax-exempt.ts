import { z } from 'zod';
import { isoDate, taxIdType, text, tin } from './common.js';

export const ArlRecord = z.object({
  name: z.string(),
  tin,
  businessName: text,
  taxIdType,
  addressLine1: text,
  cityName: text,
  stateCode: text,
  postalCode: text,
  countryCode: text,
  alsoKnownAs: text,
  /** The 501(c) subsection the organization was exempt under, e.g. '03'. */
  searchExemptionType: text,
  searchExemptionTypeDesc: text,
  /** Each date as the IRS prints it (DD-MMM-YYYY) and as 'YYYY-MM-DD'. */
  revocationDateText: text,
  revocationDate: isoDate,
  postingDateText: text,
  postingDate: isoDate,
  reinstatementDateText: text,
  reinstatementDate: isoDate,
});
export type ArlRecord = z.infer<typeof ArlRecord>;

export const Pub78Record = z.object({
  name: z.string(),
  tin,
  taxIdType,
  cityName: text,
  stateCode: text,
  country: text,
  /** Pub 78 lists organizations only: always 'E' (entity). */
  partyTypeCd: z.literal('E'),
  businessName: text,
  /** Comma-separated Pub 78 codes (PC, PF, POF, EO, SO, FORGN, ...). */
  deductibilityCode: text,
  deductibilityDesc: text,
});
export type Pub78Record = z.infer<typeof Pub78Record>;

export const Form990nRecord = z.object({
  name: z.string(),
  tin,
  businessName: text,
  taxYear: text,
  taxPeriodBeginDate: isoDate,
  taxPeriodEndDate: isoDate,
  /** 'T' when gross receipts are normally $50,000 or less. */
  receiptUnderAllowance: text,
  /** 'T' when the organization says it has terminated. */
  terminated: text,
  companyUrl: text,
  alsoKnownAs: text,
  officerName: text,
  mailingAddrLine1: text,
  mailingAddrLine2: text,
  mailingCity: text,
  mailingState: text,
  mailingZip: text,
  mailingCountry: text,
  officerAddressLine1: text,
  officerAddressLine2: text,
  officerCity: text,
  officerStateCd: text,
  officerPostalCd: text,
  officerCountryCd: text,
});
export type Form990nRecord = z.infer<typeof Form990nRecord>;
