import type { DatasourceApiName, MatchLevel, RecordAttributesByApiName } from '@dnp/contracts';
import type { Business } from './businesses.js';
import type { Person } from './people.js';
import { Random } from './random.js';
import { bopRecord, deathCore, dmfRecord, fodRecord, obituaryRecord } from './sources-deaths.js';
import { caivrsRecord, dbckRecord } from './sources-debts.js';
import { arlRecord, form990nRecord, samEntRecord } from './sources-entities.js';
import { leieExclusion, samExclusion } from './sources-exclusions.js';
import type { GeneratedRecord } from './source-generator.js';

/** What a demo user types, and what the portal should answer. */
export interface PlantedSearch {
  name?: string;
  tin?: string;
  /** The match level expected in each source, as docs/generator.md states it. */
  expect: Partial<Record<DatasourceApiName, MatchLevel>>;
}

export interface PlantedCase {
  id: string;
  summary: string;
  searches: readonly PlantedSearch[];
  records: readonly PlantedRecord[];
}

type PlantedRecord = {
  [K in DatasourceApiName]: { apiName: K } & GeneratedRecord<RecordAttributesByApiName[K]>;
}[DatasourceApiName];

const person = (p: Omit<Person, 'sex' | 'suffix'> & Partial<Pick<Person, 'suffix' | 'sex'>>): Person => ({
  sex: 'M',
  suffix: null,
  ...p,
});
const rng = (id: string): Random => new Random(`planted/${id}`);
/** Planted records take numbers far above any drawn record's (drawn ones count from 0). */
const PLANTED_INDEX = 900_000_000;

const whitcomb = person({
  firstName: 'HAROLD',
  middleName: 'EUGENE',
  lastName: 'WHITCOMB',
  ssn: '524713380',
  birthDate: '1941-03-12',
  deathDate: '2024-11-02',
  address: { line1: '1420 SOUTH PEARL ST', city: 'DENVER', stateCode: 'CO', postalCode: '80210' },
});
const kowalczyk = person({
  firstName: 'LINDA',
  middleName: 'MARIE',
  lastName: 'KOWALCZYK',
  sex: 'F',
  ssn: '318442097',
  birthDate: '1952-09-30',
  deathDate: '2023-05-17',
  address: { line1: '88 LINCOLN AVE', city: 'ROCKFORD', stateCode: 'IL', postalCode: '61107' },
});
const hartley = { ...kowalczyk, lastName: 'HARTLEY' };
const kaminski = person({
  firstName: 'ROBERT',
  middleName: 'JAMES',
  lastName: 'KAMINSKI',
  ssn: '189406631',
  birthDate: '1958-06-21',
  deathDate: null,
  address: { line1: '2217 BROWNSVILLE RD', city: 'PITTSBURGH', stateCode: 'PA', postalCode: '15210' },
});
const osullivan = person({
  firstName: 'WILLIAM',
  middleName: 'THOMAS',
  lastName: 'OSULLIVAN',
  ssn: '041628815',
  birthDate: '1937-12-04',
  deathDate: '2023-02-14',
  address: { line1: '17 GRANITE ST', city: 'BOSTON', stateCode: 'MA', postalCode: '02127' },
});
const alRashid = person({
  firstName: 'MUHAMMAD',
  middleName: 'ABDULLAH',
  lastName: 'AL-RASHID',
  ssn: '611304472',
  birthDate: '1969-01-23',
  deathDate: '2022-08-19',
  address: { line1: '5400 DEARBORN ST', city: 'DETROIT', stateCode: 'MI', postalCode: '48126' },
});
const albright = person({
  firstName: 'TERESA',
  middleName: 'ANN',
  lastName: 'ALBRIGHT',
  sex: 'F',
  ssn: '229586104',
  birthDate: '1976-04-08',
  deathDate: null,
  address: { line1: '310 CHURCH ST', city: 'ROANOKE', stateCode: 'VA', postalCode: '24011' },
});
const palmquist = person({
  firstName: 'GREGORY',
  middleName: 'ALAN',
  lastName: 'PALMQUIST',
  ssn: '468279931',
  birthDate: '1971-10-15',
  deathDate: null,
  address: { line1: '902 LAKE ST', city: 'DULUTH', stateCode: 'MN', postalCode: '55802' },
});
const vasquez = person({
  firstName: 'ELEANOR',
  middleName: 'ROSE',
  lastName: 'VASQUEZ',
  sex: 'F',
  ssn: '585193346',
  birthDate: '1948-07-02',
  deathDate: '2025-01-09',
  address: { line1: '4100 MONTGOMERY BLVD', city: 'ALBUQUERQUE', stateCode: 'NM', postalCode: '87109' },
});
const bayside: Business = {
  name: 'BAYSIDE MEDICAL SUPPLY LLC',
  ein: '274419863',
  address: { line1: '2600 GULF TO BAY BLVD', city: 'TAMPA', stateCode: 'FL', postalCode: '33619' },
};
const millbrook: Business = {
  name: 'FRIENDS OF THE MILLBROOK PUBLIC LIBRARY',
  ein: '142870551',
  address: { line1: '3 FRANKLIN AVE', city: 'ALBANY', stateCode: 'NY', postalCode: '12203' },
};

/**
 * The planted cases of every generated data set (docs/generator.md lists them for users):
 * each is built to reach a known match level in several sources.
 */
export const plantedCases: readonly PlantedCase[] = [
  {
    id: 'whitcomb',
    summary: 'A deceased retiree in DMF and DoD with a delinquent debt in Debt Check: same SSN and name everywhere.',
    searches: [
      {
        name: 'HAROLD WHITCOMB',
        tin: '524713380',
        expect: { dmf: 'CONCLUSIVE', dod: 'CONCLUSIVE', dbck: 'CONCLUSIVE' },
      },
    ],
    records: [
      { apiName: 'dmf', ...dmfRecord(whitcomb, rng('whitcomb')) },
      { apiName: 'dod', key: whitcomb.ssn, record: deathCore(whitcomb) },
      { apiName: 'dbck', ...dbckRecord({ ...whitcomb, deathDate: null }, rng('whitcomb/dbck'), PLANTED_INDEX + 1) },
    ],
  },
  {
    id: 'hartley',
    summary:
      'Paid under her married name LINDA HARTLEY; SSA lists her death under her maiden name KOWALCZYK, probate under HARTLEY.',
    searches: [{ name: 'LINDA HARTLEY', tin: '318442097', expect: { dmf: 'PROBABLE', aisProbate: 'CONCLUSIVE' } }],
    records: [
      { apiName: 'dmf', ...dmfRecord(kowalczyk, rng('hartley')) },
      { apiName: 'aisProbate', ...obituaryRecord(hartley) },
    ],
  },
  {
    id: 'kaminski',
    summary:
      'An excluded home-health aide known by name and date of birth only: LEIE public and SAM public list no TIN.',
    searches: [{ name: 'ROBERT KAMINSKI', expect: { leiePublic: 'POSSIBLE', samExPub: 'POSSIBLE' } }],
    records: [
      { apiName: 'leiePublic', ...leieExclusion(kaminski, rng('kaminski/leie'), false) },
      { apiName: 'samExPub', ...samExclusion(kaminski, rng('kaminski/sam'), PLANTED_INDEX + 2, false) },
    ],
  },
  {
    id: 'osullivan',
    summary: "WILLIAM THOMAS OSULLIVAN in DMF, paid as BILL O'SULLIVAN: a nickname and an apostrophe.",
    searches: [{ name: "BILL O'SULLIVAN", tin: '041628815', expect: { dmf: 'CONCLUSIVE' } }],
    records: [{ apiName: 'dmf', ...dmfRecord(osullivan, rng('osullivan')) }],
  },
  {
    id: 'al-rashid',
    summary:
      'A U.S. citizen who died abroad, in DoS as MUHAMMAD ABDULLAH AL-RASHID; searched with another transliteration.',
    searches: [
      { name: 'MOHAMMED ABDALLAH ALRASHID', tin: '611304472', expect: { dos: 'CONCLUSIVE', dmf: 'CONCLUSIVE' } },
    ],
    records: [
      { apiName: 'dos', key: alRashid.ssn, record: deathCore(alRashid) },
      { apiName: 'dmf', ...dmfRecord(alRashid, rng('al-rashid')) },
    ],
  },
  {
    id: 'albright',
    summary: 'A defaulted HUD-insured mortgage in CAIVRS (searched by TIN only) and a student-loan debt in Debt Check.',
    searches: [{ tin: '229586104', expect: { caivrs: 'PROBABLE', dbck: 'PROBABLE' } }],
    records: [
      { apiName: 'caivrs', ...caivrsRecord(albright, rng('albright/caivrs'), PLANTED_INDEX + 3) },
      { apiName: 'dbck', ...dbckRecord(albright, rng('albright/dbck'), PLANTED_INDEX + 4) },
    ],
  },
  {
    id: 'bayside',
    summary: 'A medical-supply firm excluded from federal awards but still registered in SAM under the same EIN.',
    searches: [
      {
        name: 'BAYSIDE MEDICAL SUPPLY LLC',
        tin: '274419863',
        expect: { samExRes: 'CONCLUSIVE', samEnt: 'CONCLUSIVE' },
      },
      { name: 'BAYSIDE MEDICAL SUPPLY', expect: { samExPub: 'POSSIBLE' } },
    ],
    records: [
      { apiName: 'samExRes', ...samExclusion(bayside, rng('bayside/sam'), PLANTED_INDEX + 5, true) },
      { apiName: 'samExPub', ...samExclusion(bayside, rng('bayside/sam'), PLANTED_INDEX + 5, false) },
      { apiName: 'samEnt', ...samEntRecord(bayside, rng('bayside/ent'), PLANTED_INDEX + 5) },
    ],
  },
  {
    id: 'millbrook',
    summary:
      'A small library charity that filed e-Postcards, then lost its exemption for not filing three years running.',
    searches: [
      {
        name: 'FRIENDS OF THE MILLBROOK PUBLIC LIBRARY',
        tin: '142870551',
        expect: { arl: 'CONCLUSIVE', form990n: 'CONCLUSIVE' },
      },
    ],
    records: [
      { apiName: 'arl', ...arlRecord(millbrook, rng('millbrook/arl')) },
      { apiName: 'form990n', ...form990nRecord(millbrook, 'MARGARET HALVORSEN', rng('millbrook/990n')) },
    ],
  },
  {
    id: 'palmquist',
    summary: 'A federal inmate who is also excluded from health-care programs (restricted LEIE, with his SSN).',
    searches: [
      { name: 'GREGORY PALMQUIST', tin: '468279931', expect: { bop: 'CONCLUSIVE', leiePrivate: 'CONCLUSIVE' } },
    ],
    records: [
      { apiName: 'bop', ...bopRecord(palmquist, rng('palmquist/bop'), 89_999) },
      { apiName: 'leiePrivate', ...leieExclusion(palmquist, rng('palmquist/leie'), true) },
    ],
  },
  {
    id: 'vasquez',
    summary: 'A recent death in New Mexico known to state vital records and an obituary before it reached SSA.',
    searches: [{ name: 'ELEANOR VASQUEZ', tin: '585193346', expect: { fod: 'CONCLUSIVE', aisObituary: 'CONCLUSIVE' } }],
    records: [
      { apiName: 'fod', ...fodRecord(vasquez, rng('vasquez/fod')) },
      { apiName: 'aisObituary', ...obituaryRecord(vasquez) },
    ],
  },
];

/** The planted records of one source. */
export function plantedRecords<K extends DatasourceApiName>(
  apiName: K,
): GeneratedRecord<RecordAttributesByApiName[K]>[] {
  return plantedCases.flatMap((c) =>
    c.records
      .filter((r): r is Extract<PlantedRecord, { apiName: K }> => r.apiName === apiName)
      .map(({ key, record }) => ({ key, record }) as GeneratedRecord<RecordAttributesByApiName[K]>),
  );
}
