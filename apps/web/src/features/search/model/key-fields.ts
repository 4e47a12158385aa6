import type { DatasourceApiName } from '@dnp/contracts';
import { textOf } from './search-hit.js';

type RecordLike = Readonly<Record<string, unknown>>;

export interface KeyField {
  /** Stable id for the table column and the CSV header. */
  id: string;
  header: string;
  value(record: RecordLike): string | null;
}

const field = (id: string, header: string, key: string = id): KeyField => ({
  id,
  header,
  value: (record) => textOf(record, key),
});

/** FOD splits dates into parts that jurisdictions may leave out; show what is known (YYYY-MM-DD, YYYY-MM or YYYY). */
function datePartsField(id: string, header: string, prefix: string): KeyField {
  return {
    id,
    header,
    value: (record) => {
      const known: string[] = [];
      for (const part of ['Year', 'Month', 'Day']) {
        const value = textOf(record, `${prefix}${part}`);
        // A day without its month means nothing: stop at the first missing part.
        if (value === null) break;
        known.push(part === 'Year' ? value : value.padStart(2, '0'));
      }
      return known.length > 0 ? known.join('-') : null;
    },
  };
}

const birthDate = field('birthDate', 'Date of birth');
const deathDate = field('deathDate', 'Date of death');

/**
 * The identifying columns of each source's results table, besides name, TIN,
 * score and match (spec section 3 lists each source's attributes): dates of
 * birth and death where the source has them, and the identifiers a reviewer
 * quotes when following a match up.
 */
export const keyFieldsBySource: Readonly<Record<DatasourceApiName, readonly KeyField[]>> = {
  aisObituary: [birthDate, deathDate, field('stateCode', 'State')],
  aisProbate: [birthDate, deathDate, field('stateCode', 'State')],
  caivrs: [field('agencyName', 'Agency'), field('caseNumber', 'Case number'), field('caseType', 'Case type')],
  samEnt: [field('uei', 'UEI'), field('cageCode', 'CAGE code'), field('registrationStatus', 'Registration status')],
  dbck: [
    field('debtNumber', 'Debt number'),
    field('debtType', 'Debt type'),
    field('delinquentDebtDate', 'Delinquent since'),
  ],
  dmf: [birthDate, deathDate, field('verifyOrProof', 'Verified (V) or proven (P)')],
  dod: [birthDate, deathDate],
  dos: [birthDate, deathDate],
  samExRes: [
    field('exclusionType', 'Exclusion type'),
    field('agency', 'Excluding agency'),
    field('exclusionDate', 'Active since'),
    field('uei', 'UEI'),
  ],
  samExPub: [
    field('exclusionType', 'Exclusion type'),
    field('agency', 'Excluding agency'),
    field('exclusionDate', 'Active since'),
    field('uei', 'UEI'),
  ],
  leiePublic: [
    birthDate,
    field('exclusionCode', 'Exclusion code'),
    field('exclusionDate', 'Excluded since'),
    field('npi', 'NPI'),
  ],
  leiePrivate: [
    birthDate,
    field('exclusionCode', 'Exclusion code'),
    field('exclusionDate', 'Excluded since'),
    field('npi', 'NPI'),
  ],
  ofac: [field('typeDescription', 'Type'), field('entNum', 'SDN entry')],
  arl: [field('stateCode', 'State'), field('revocationDate', 'Revoked on')],
  fod: [
    datePartsField('birthDate', 'Date of birth', 'birthDate'),
    datePartsField('deathDate', 'Date of death', 'deathDate'),
    field('matchingStateAbbreviation', 'Reporting state'),
    field('stateFileNumber', 'State file number'),
  ],
  pub78: [field('cityName', 'City'), field('stateCode', 'State'), field('deductibilityCode', 'Deductibility')],
  form990n: [field('taxYear', 'Tax year'), field('mailingState', 'State')],
  bop: [birthDate, field('federalRegisterNbr', 'Register number'), field('releaseDate', 'Release date')],
};

/** The name a result is listed under; FOD gives parts, CAIVRS no name at all. */
export function displayNameOf(record: RecordLike): string | null {
  const name = textOf(record, 'name');
  if (name) return name;
  const parts = ['firstName', 'middleName', 'lastName'].map((key) => textOf(record, key)).filter((p) => p !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** Whether the source holds TINs at all (the TIN column is left out where none can appear). */
export function sourceHasTin(apiName: DatasourceApiName): boolean {
  return !['ofac', 'samExPub', 'leiePublic'].includes(apiName);
}
