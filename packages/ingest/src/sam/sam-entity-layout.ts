/**
 * 1-based positions in the SAM Entity Management Public Extract V2 (pipe-delimited, one
 * registration a line), as numbered by GSA's "SAM Master Extract Mapping v6.1, Public File V2
 * Layout": 142 fields, 122 the entity EVS source, 123-141 flex fields, 142 "!end". The Functional
 * Data Dictionary PDF defines the fields but gives no positions (docs/data-formats.md).
 */
export const SAM_ENTITY_POSITIONS = {
  uei: 1,
  eftIndicator: 3,
  cageCode: 4,
  dodaac: 5,
  extractCode: 6,
  registrationPurpose: 7,
  initialRegistrationDate: 8,
  expirationDate: 9,
  lastUpdateDate: 10,
  activationDate: 11,
  legalBusinessName: 12,
  dba: 13,
  divisionName: 14,
  divisionNumber: 15,
  physicalLine1: 16,
  physicalLine2: 17,
  physicalCity: 18,
  physicalState: 19,
  physicalZip: 20,
  physicalZip4: 21,
  physicalCountry: 22,
  entityStartDate: 25,
  fiscalYearEndCloseDate: 26,
  url: 27,
  entityStructure: 28,
  businessTypes: 32,
  primaryNaics: 33,
  naics: 35,
  psc: 37,
  mailLine1: 40,
  mailLine2: 41,
  mailCity: 42,
  mailZip: 43,
  mailZip4: 44,
  mailCountry: 45,
  mailState: 46,
  /** Six points of contact of 11 fields each follow (government business, past performance, electronic; each with an alternate). */
  firstPointOfContact: 47,
  debtSubjectToOffset: 115,
  exclusionStatus: 116,
  sbaBusinessTypes: 118,
  disasterResponse: 121,
  lastRequired: 122,
} as const;

/** Reads the cleaned value at a 1-based position of the current row. */
export type SamEntityField = (position: number) => string | null;
