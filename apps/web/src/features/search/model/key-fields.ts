import {
  partyDate,
  partyName,
  type partyFieldsByApiName,
  type DatasourceApiName,
  type SearchResultAttributesOf,
  type TextAttribute,
} from '@dnp/contracts';
import { textOf, type SearchHit } from './search-hit.js';

/** A date of the party that the source's party fields name (contracts party-fields.ts). */
type PartyDateOf<K extends DatasourceApiName> = Extract<
  keyof (typeof partyFieldsByApiName)[K],
  'birthDate' | 'deathDate'
>;

/**
 * One identifying column of a source's results: a text attribute of its hits, or a date of
 * the party (Fact of Death splits dates into parts). Typed per source, so a renamed attribute
 * in packages/contracts fails the type check here.
 */
export type KeyFieldSpec<K extends DatasourceApiName> =
  { header: string; attribute: TextAttribute<SearchResultAttributesOf<K>> } | { header: string; date: PartyDateOf<K> };

export type KeyFieldSpecs = { [K in DatasourceApiName]: readonly KeyFieldSpec<K>[] };

const birthDate = { header: 'Date of birth', date: 'birthDate' } as const;
const deathDate = { header: 'Date of death', date: 'deathDate' } as const;

/**
 * The identifying columns of each source's results table, besides name, TIN,
 * score and match (spec section 3 lists each source's attributes): dates of
 * birth and death where the source has them, and the identifiers a reviewer
 * quotes when following a match up.
 */
export const keyFieldSpecs = {
  aisObituary: [birthDate, deathDate, { header: 'State', attribute: 'stateCode' }],
  aisProbate: [birthDate, deathDate, { header: 'State', attribute: 'stateCode' }],
  caivrs: [
    { header: 'Agency', attribute: 'agencyName' },
    { header: 'Case number', attribute: 'caseNumber' },
    { header: 'Case type', attribute: 'caseType' },
  ],
  samEnt: [
    { header: 'UEI', attribute: 'uei' },
    { header: 'CAGE code', attribute: 'cageCode' },
    { header: 'Registration status', attribute: 'registrationStatus' },
  ],
  dbck: [
    { header: 'Debt number', attribute: 'debtNumber' },
    { header: 'Debt type', attribute: 'debtType' },
    { header: 'Delinquent since', attribute: 'delinquentDebtDate' },
  ],
  dmf: [birthDate, deathDate, { header: 'Verified (V) or proven (P)', attribute: 'verifyOrProof' }],
  dod: [birthDate, deathDate],
  dos: [birthDate, deathDate],
  samExRes: [
    { header: 'Exclusion type', attribute: 'exclusionType' },
    { header: 'Excluding agency', attribute: 'agency' },
    { header: 'Active since', attribute: 'exclusionDate' },
    { header: 'UEI', attribute: 'uei' },
  ],
  samExPub: [
    { header: 'Exclusion type', attribute: 'exclusionType' },
    { header: 'Excluding agency', attribute: 'agency' },
    { header: 'Active since', attribute: 'exclusionDate' },
    { header: 'UEI', attribute: 'uei' },
  ],
  leiePublic: [
    birthDate,
    { header: 'Exclusion code', attribute: 'exclusionCode' },
    { header: 'Excluded since', attribute: 'exclusionDate' },
    { header: 'NPI', attribute: 'npi' },
  ],
  leiePrivate: [
    birthDate,
    { header: 'Exclusion code', attribute: 'exclusionCode' },
    { header: 'Excluded since', attribute: 'exclusionDate' },
    { header: 'NPI', attribute: 'npi' },
  ],
  ofac: [
    { header: 'Type', attribute: 'typeDescription' },
    { header: 'SDN entry', attribute: 'entNum' },
  ],
  arl: [
    { header: 'State', attribute: 'stateCode' },
    { header: 'Revoked on', attribute: 'revocationDate' },
  ],
  fod: [
    birthDate,
    deathDate,
    { header: 'Reporting state', attribute: 'matchingStateAbbreviation' },
    { header: 'State file number', attribute: 'stateFileNumber' },
  ],
  pub78: [
    { header: 'City', attribute: 'cityName' },
    { header: 'State', attribute: 'stateCode' },
    { header: 'Deductibility', attribute: 'deductibilityCode' },
  ],
  form990n: [
    { header: 'Tax year', attribute: 'taxYear' },
    { header: 'State', attribute: 'mailingState' },
  ],
  bop: [
    birthDate,
    { header: 'Register number', attribute: 'federalRegisterNbr' },
    { header: 'Release date', attribute: 'releaseDate' },
  ],
} as const satisfies KeyFieldSpecs;

export interface KeyField {
  /** Stable id for the table column and the CSV header: the attribute, or birthDate / deathDate. */
  id: string;
  header: string;
  value(hit: SearchHit): string | null;
}

/** The key fields of a source's hits, as columns to read (the hits given are that source's). */
export function keyFieldsOf(apiName: DatasourceApiName): KeyField[] {
  const specs: ReadonlyArray<KeyFieldSpecs[DatasourceApiName][number]> = keyFieldSpecs[apiName];
  return specs.map((spec) =>
    'date' in spec
      ? { id: spec.date, header: spec.header, value: (hit) => partyDate(apiName, hit, spec.date) ?? null }
      : { id: spec.attribute, header: spec.header, value: (hit) => textOf(hit, spec.attribute) },
  );
}

/** The name a result is listed under (FOD gives parts, CAIVRS no name at all). */
export function displayNameOf(apiName: DatasourceApiName, hit: SearchHit): string | null {
  return partyName(apiName, hit) ?? null;
}
