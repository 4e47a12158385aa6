import { z } from 'zod';
import { isoDate, text, tin } from './common.js';

/** Name parts, kept beside the display name where the file gives them, for name matching. */
const personNameParts = {
  firstName: text,
  middleName: text,
  lastName: text,
};

export const LeiePublicRecord = z.object({
  name: z.string(),
  ...personNameParts,
  businessName: text,
  birthDate: isoDate,
  /** The exclusion authority as LEIE codes it, e.g. 1128a1. */
  exclusionCode: z.string(),
  exclusionDate: isoDate,
  exclusionDesc: text,
  reinstatementDate: isoDate,
  /** NPI when present; the UPIN otherwise (older records). */
  providerIdentifier: text,
  npi: text,
  upin: text,
  addressLine1: text,
  city: text,
  stateCode: text,
  postalCode: text,
  general: text,
  specialty: text,
  waiverState: text,
  waiverDate: isoDate,
  datasourceDesc: z.string(),
});
export type LeiePublicRecord = z.infer<typeof LeiePublicRecord>;

export const LeiePrivateRecord = LeiePublicRecord.extend({ tin });
export type LeiePrivateRecord = z.infer<typeof LeiePrivateRecord>;

export const SamExPubRecord = z.object({
  name: z.string(),
  ...personNameParts,
  prefix: text,
  suffix: text,
  /** Legacy EPLS cause-and-treatment code; exclusions created after August 2012 have none. */
  exclusionCode: text,
  /** The date the exclusion went active. */
  exclusionDate: isoDate,
  /** The excluding agency's own words (the extract's Additional Comments). */
  exclusionDesc: text,
  exclusionType: text,
  /** Reciprocal, Nonreciprocal or Procurement. */
  exclusionProgram: text,
  agency: text,
  cageCode: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  addressLine4: text,
  city: text,
  stateCode: text,
  postalCode: text,
  countryCode: text,
  /** Firm, Individual, Special Entity Designation or Vessel. */
  classification: text,
  specialty: text,
  samNumber: z.string(),
  /** Active date, as EPLS named it. */
  actionDate: isoDate,
  /** 'YYYY-MM-DD', or null for an indefinite exclusion. */
  terminationDate: isoDate,
  createDate: isoDate,
  npi: text,
  crossReference: text,
  datasourceDesc: z.string(),
  uei: text,
  agencyUei: text,
});
export type SamExPubRecord = z.infer<typeof SamExPubRecord>;

export const SamExResRecord = SamExPubRecord.extend({ tin });
export type SamExResRecord = z.infer<typeof SamExResRecord>;
