import { z } from 'zod';
import { isoDate, text, tin } from './common.js';

const deathCore = {
  name: z.string(),
  tin,
  birthDate: isoDate,
  deathDate: isoDate,
};

export const DodRecord = z.object(deathCore);
export type DodRecord = z.infer<typeof DodRecord>;

export const DosRecord = z.object(deathCore);
export type DosRecord = z.infer<typeof DosRecord>;

const obituaryAddress = {
  addressLine1: text.optional(),
  addressLine2: text.optional(),
  city: text.optional(),
  stateCode: text.optional(),
  postalCode: text.optional(),
};

export const AisObituaryRecord = z.object({ ...deathCore, ...obituaryAddress });
export type AisObituaryRecord = z.infer<typeof AisObituaryRecord>;

export const AisProbateRecord = z.object({ ...deathCore, ...obituaryAddress });
export type AisProbateRecord = z.infer<typeof AisProbateRecord>;

export const DmfRecord = z.object({
  ...deathCore,
  firstName: text,
  middleName: text,
  lastName: text,
  suffix: text,
  /** V: death verified with a family member or other source; P: proof of death seen; '' unknown. */
  verifyOrProof: z.enum(['V', 'P', '']),
  datasourceDescr: z.string(),
});
export type DmfRecord = z.infer<typeof DmfRecord>;

/** A date part of a Fact of Death record: jurisdictions may omit any of them. */
const datePart = z.string().optional();

export const FodRecord = z.object({
  searchCriteria: z.enum(['SSN/EIN/TIN', 'NAME']).optional(),
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  tin,
  stateOfBirthAbbreviation: text,
  stateFileNumber: text,
  matchingStateAbbreviation: text,
  registrationDateDay: datePart,
  registrationDateMonth: datePart,
  registrationDateYear: datePart,
  deathDateDay: datePart,
  deathDateMonth: datePart,
  deathDateYear: datePart,
  birthDateDay: datePart,
  birthDateMonth: datePart,
  birthDateYear: datePart,
});
export type FodRecord = z.infer<typeof FodRecord>;

export const BopRecord = z.object({
  name: z.string(),
  tin,
  sentenceStartDate: isoDate,
  releaseDate: isoDate,
  /** As BOP states it, e.g. "120 MONTHS". */
  sentenceLength: text,
  federalRegisterNbr: text,
  confinementPlace: text,
  birthDate: isoDate,
});
export type BopRecord = z.infer<typeof BopRecord>;
