import { z } from 'zod';
import { isoDate, text, tin } from './common.js';

export const SamEntOrgType = z.object({ organizationCode: text, organizationCodeDescription: text });
export type SamEntOrgType = z.infer<typeof SamEntOrgType>;

export const SamEntBusinessType = z.object({ businessCode: text, businessCodeDescription: text });
export type SamEntBusinessType = z.infer<typeof SamEntBusinessType>;

export const SamEntDisasterResponse = z.object({ displayDescription: text, displayValue: text });
export type SamEntDisasterResponse = z.infer<typeof SamEntDisasterResponse>;

export const SamEntNaicsDetail = z.object({
  naicsCode: z.string(),
  naicsDescription: text,
  /** 'Y' or 'N' as the registrant declared for this NAICS size standard. */
  smallBusinessIndicator: text,
  emergingSmallBusinessIndicator: text,
  /** 'Y' for the registrant's primary NAICS. */
  primaryIndicator: z.enum(['Y', 'N']),
});
export type SamEntNaicsDetail = z.infer<typeof SamEntNaicsDetail>;

export const SamEntPscDetail = z.object({ pscCode: z.string(), pscDescription: text });
export type SamEntPscDetail = z.infer<typeof SamEntPscDetail>;

export const SamEntFscDetail = z.object({ fscCode: z.string(), fscDescription: text });
export type SamEntFscDetail = z.infer<typeof SamEntFscDetail>;

export const SamEntSmallBusiness = z.object({
  sbaCode: z.string(),
  sbaDescription: text,
  /** Certification exit date, when SBA gives one. */
  expirationDate: isoDate,
});
export type SamEntSmallBusiness = z.infer<typeof SamEntSmallBusiness>;

export const SamEntAddress = z.object({
  addressLine1: text,
  addressLine2: text,
  city: text,
  stateCode: text,
  postalCode: text,
  countryCode: text,
  name: text,
  /** SAM address type code, e.g. PA physical, FE mailing (data dictionary "Address Type"). */
  addressTypeCode: text,
  usPhone: text,
  fax: text,
});
export type SamEntAddress = z.infer<typeof SamEntAddress>;

export const SamEntRecord = z.object({
  tin,
  uei: z.string(),
  eftIndicator: text,
  dba: text,
  businessName: text,
  name: z.string(),
  cageCode: text,
  registrationStatus: text,
  divisionName: text,
  divisionNumber: text,
  companyUrl: text,
  financialInstitute: text,
  abaRoutingNumber: text,
  accountNumber: text,
  accountType: text,
  physicalStreetAddressLine1: text,
  physicalStreetAddressLine2: text,
  physicalCity: text,
  physicalStateCode: text,
  physicalPostalCode: text,
  physicalCountryCode: text,
  mailName: text,
  mailStreetAddressLine1: text,
  mailStreetAddressLine2: text,
  mailCity: text,
  mailStateCode: text,
  mailPostalCode: text,
  mailCountryCode: text,
  businessStartDate: isoDate,
  businessTerminationDate: isoDate,
  delinquentFederalDebtFlag: text,
  dodaac: text,
  lastUpdateDate: isoDate,
  fiscalYearEndCloseDate: text,
  activationDate: isoDate,
  authorizationDate: isoDate,
  initialRegistrationDate: isoDate,
  /** Registration expiration date: a registration past it is no longer active. */
  expirationDate: isoDate,
  exclusionStatusFlag: text,
  orgTypes: z.array(SamEntOrgType).optional(),
  businessTypes: z.array(SamEntBusinessType).optional(),
  disasterResponses: z.array(SamEntDisasterResponse).optional(),
  naicsDetails: z.array(SamEntNaicsDetail).optional(),
  pscDetails: z.array(SamEntPscDetail).optional(),
  fscDetails: z.array(SamEntFscDetail).optional(),
  smallBusinesses: z.array(SamEntSmallBusiness).optional(),
  addresses: z.array(SamEntAddress).optional(),
});
export type SamEntRecord = z.infer<typeof SamEntRecord>;
