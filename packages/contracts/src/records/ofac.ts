import { z } from 'zod';
import { isoDate, text } from './common.js';

/** One SDN address (add.csv). OFAC publishes city, state/province and postal code in one field. */
export const OfacAddress = z.object({
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  city: text,
  stateCode: text,
  postalCode: text,
  country: text,
});
export type OfacAddress = z.infer<typeof OfacAddress>;

/** An identity document from the remarks ("Passport AL720622 (Colombia) issued 12 Jan 2001"). */
export const OfacAlternateId = z.object({
  /** Spelled as the existing client spells it; holds the issuing country as OFAC names it. */
  countyCode: text,
  idType: z.string(),
  idNumber: z.string(),
  issueDate: isoDate,
  expirationDate: isoDate,
});
export type OfacAlternateId = z.infer<typeof OfacAlternateId>;

/**
 * A date of birth from the remarks. OFAC often knows only a year, a month or a range,
 * so the published text is kept and the range it covers is given as two dates.
 */
export const OfacBirthDate = z.object({
  alternateBirthDate: z.string(),
  birthDateFrom: isoDate,
  birthDateTo: isoDate,
  /** "circa": the range is OFAC's estimate, not a known bound. */
  approximate: z.boolean(),
});
export type OfacBirthDate = z.infer<typeof OfacBirthDate>;

export const OfacBirthPlace = z.object({ placeOfBirth: z.string() });
export type OfacBirthPlace = z.infer<typeof OfacBirthPlace>;

export const OfacNationality = z.object({ country: z.string() });
export type OfacNationality = z.infer<typeof OfacNationality>;

export const OfacCitizenship = z.object({ country: z.string() });
export type OfacCitizenship = z.infer<typeof OfacCitizenship>;

export const OfacProgram = z.object({ program: z.string() });
export type OfacProgram = z.infer<typeof OfacProgram>;

/**
 * Another name for the party. alt.csv names are "strong" aliases; the quoted a.k.a.
 * names inside the remarks are OFAC's "weak" aliases, which screening should weigh less.
 */
export const OfacAlias = z.object({
  aliasType: z.enum(['a.k.a.', 'f.k.a.', 'n.k.a.']),
  name: z.string(),
  strength: z.enum(['strong', 'weak']),
  remarks: text,
});
export type OfacAlias = z.infer<typeof OfacAlias>;

export const OfacRecord = z.object({
  name: z.string(),
  srcSysTypeCdDesc: z.string(),
  type: z.enum(['I', 'E']),
  typeDescription: z.enum(['INDIVIDUAL', 'ENTITY']),
  /** What kind of party an 'E' is: the SDN list tells vessels and aircraft apart from entities. */
  sdnType: z.enum(['individual', 'entity', 'vessel', 'aircraft']),
  /** OFAC's unique entry number (ent_num). */
  entNum: z.string(),
  title: text,
  remarks: text,
  callSign: text,
  vesselType: text,
  tonnage: text,
  grossRegisteredTonnage: text,
  vesselFlag: text,
  vesselOwner: text,
  addresses: z.array(OfacAddress).optional(),
  alternateIds: z.array(OfacAlternateId).optional(),
  birthDates: z.array(OfacBirthDate).optional(),
  birthPlaces: z.array(OfacBirthPlace).optional(),
  nationalities: z.array(OfacNationality).optional(),
  citizenships: z.array(OfacCitizenship).optional(),
  programs: z.array(OfacProgram).optional(),
  aliases: z.array(OfacAlias).optional(),
});
export type OfacRecord = z.infer<typeof OfacRecord>;
