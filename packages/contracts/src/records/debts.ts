import { z } from 'zod';
import { isoDate, taxIdType, text, tin } from './common.js';

export const DbckRecord = z.object({
  name: z.string(),
  tin,
  datasourceDescr: z.string(),
  /** I individual, B business. */
  individualBusinessIndicator: z.enum(['I', 'B']).nullable(),
  addressLine1: text,
  addressLine2: text,
  city: text,
  stateCode: text,
  postalCode: text,
  countryCode: text,
  debtNumber: text,
  delinquentDebtDate: isoDate,
  debtType: text,
  agencySiteName: text,
  agencyContactName: text,
  agencyAddressLine1: text,
  agencyAddressLine2: text,
  agencyCity: text,
  agencyStateCode: text,
  agencyPostalCode: text,
  agencyPhone: text,
  agencyPhoneExtension: text,
  agencyStatePhone: text,
  agencyStatePhoneExtension: text,
  agencyNationalPhone: text,
  agencyNationalPhoneExtension: text,
});
export type DbckRecord = z.infer<typeof DbckRecord>;

export const CaivrsRecord = z.object({
  tin,
  agencyName: text,
  taxIdType,
  caseType: text,
  caseNumber: text,
  collectionCode: text,
  collectionDescription: text,
  phoneNumber: text,
  datasourceDesc: z.string(),
});
export type CaivrsRecord = z.infer<typeof CaivrsRecord>;
