import type { RecordAttributesByApiName } from '@dnp/contracts';
import { devUnavailableJurisdictions } from '@dnp/db';
import { catalogEntry } from '@dnp/contracts';
import { addDays, drawDate } from './dates.js';
import { fullName, type Person } from './people.js';
import { stateCodes } from './places.js';
import type { Population } from './population.js';
import type { Random } from './random.js';
import type { GeneratedRecord } from './source-generator.js';

type Rec<K extends keyof RecordAttributesByApiName> = GeneratedRecord<RecordAttributesByApiName[K]>;

/**
 * Death sources other than DMF list a subset of the same deaths: index i of DoD is death
 * 13·i+5 of the population, so in a slice with a few thousand DMF records about a third of
 * the DoD records are also in DMF (with the same SSN, name and dates), as in real files.
 */
const sharedDeath = (pop: Population, index: number, stride: number, offset: number): Person =>
  pop.deceased(stride * index + offset);

export const deathCore = (person: Person) => ({
  name: fullName(person),
  tin: person.ssn,
  birthDate: person.birthDate,
  deathDate: person.deathDate,
});

export function dmfRecord(person: Person, random: Random): Rec<'dmf'> {
  const proof = random.next();
  return {
    key: person.ssn,
    record: {
      ...deathCore(person),
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      suffix: person.suffix,
      // Most DMF deaths are verified with a family member or another source; a third have proof seen.
      verifyOrProof: proof < 0.6 ? 'V' : proof < 0.95 ? 'P' : '',
      datasourceDescr: catalogEntry('dmf').displayName,
    },
  };
}

/** An AIS obituary or probate record: the death and the last known address. */
export function obituaryRecord(person: Person): Rec<'aisObituary'> {
  const a = person.address;
  const record = {
    ...deathCore(person),
    addressLine1: a.line1,
    addressLine2: null,
    city: a.city,
    stateCode: a.stateCode,
    postalCode: a.postalCode,
  };
  return { key: person.ssn, record };
}

export const deathSources = {
  dmf: (pop: Population, index: number): Rec<'dmf'> => dmfRecord(pop.deceased(index), pop.random('dmf', index)),
  dod: (pop: Population, index: number): Rec<'dod'> => {
    const person = sharedDeath(pop, index, 13, 5);
    return { key: person.ssn, record: deathCore(person) };
  },
  dos: (pop: Population, index: number): Rec<'dos'> => {
    const person = sharedDeath(pop, index, 17, 7);
    return { key: person.ssn, record: deathCore(person) };
  },
  aisObituary: (pop: Population, index: number): Rec<'aisObituary'> => obituaryRecord(sharedDeath(pop, index, 7, 3)),
  aisProbate: (pop: Population, index: number): Rec<'aisProbate'> => obituaryRecord(sharedDeath(pop, index, 11, 1)),
  fod: (pop: Population, index: number): Rec<'fod'> =>
    fodRecord(sharedDeath(pop, index, 5, 2), pop.random('fod', index), index),
  bop: (pop: Population, index: number): Rec<'bop'> =>
    bopRecord(pop.living(3 * index + 1), pop.random('bop', index), index),
};

/**
 * Jurisdictions treated as not yet exchanging Fact of Death records in this synthetic data:
 * no FOD record is generated for a death registered there, and the portal names them with
 * each FOD result. A test-data choice, not a statement about real participation.
 */
export const fodUnavailableJurisdictions: readonly string[] = devUnavailableJurisdictions;
const fodJurisdictions = stateCodes.filter((code) => !fodUnavailableJurisdictions.includes(code));

/**
 * A Fact of Death registration. States number death certificates by year; the drawn records take
 * the year and a serial from their index, so no two share a state file number (random digits did
 * at 400,000 records, and a full file repeating a key with other content is rejected by the loader).
 * Planted cases, without a serial, keep six random digits: one digit shorter, never equal.
 */
export function fodRecord(person: Person, random: Random, serial?: number): Rec<'fod'> {
  const deathDate = person.deathDate ?? drawDate(random, '1990-01-01', '2025-06-30');
  const registered = addDays(deathDate, random.int(1, 20));
  const state = fodJurisdictions.includes(person.address.stateCode)
    ? person.address.stateCode
    : random.pick(fodJurisdictions);
  const number = serial === undefined ? random.digits(6) : String(serial).padStart(7, '0');
  const fileNumber = `${deathDate.slice(0, 4)}${number}`;
  const [by, bm, bd] = person.birthDate.split('-');
  const [dy, dm, dd] = deathDate.split('-');
  const [ry, rm, rd] = registered.split('-');
  // Some jurisdictions send the year only for a date of birth; the parts are then absent.
  const fullBirth = random.chance(0.9);
  return {
    key: `${state}-${fileNumber}`,
    record: {
      firstName: person.firstName,
      ...(person.middleName === null ? {} : { middleName: person.middleName }),
      lastName: person.lastName,
      tin: person.ssn,
      stateOfBirthAbbreviation: random.chance(0.7) ? state : random.pick(stateCodes),
      stateFileNumber: fileNumber,
      matchingStateAbbreviation: state,
      registrationDateDay: rd,
      registrationDateMonth: rm,
      registrationDateYear: ry,
      deathDateDay: dd,
      deathDateMonth: dm,
      deathDateYear: dy,
      ...(fullBirth ? { birthDateDay: bd, birthDateMonth: bm } : {}),
      birthDateYear: by,
    },
  };
}

const facilities = [
  'FCI TERMINAL ISLAND',
  'FCI DANBURY',
  'USP ATLANTA',
  'FMC DEVENS',
  'FCI ENGLEWOOD',
  'FDC MIAMI',
  'FCI SEAGOVILLE',
  'USP LEAVENWORTH',
  'FCI MORGANTOWN',
  'MCC CHICAGO',
  'FCI TALLAHASSEE',
  'FPC PENSACOLA',
  'FCI SHERIDAN',
  'USP TUCSON',
];

export function bopRecord(person: Person, random: Random, index: number): Rec<'bop'> {
  const months = random.pick([12, 18, 24, 30, 37, 46, 57, 60, 70, 84, 96, 120, 151, 180, 240]);
  const start = drawDate(random, '2008-01-01', '2025-03-31');
  const release = addDays(start, Math.round(months * 30.4 * 0.85));
  // Register numbers are five digits and a three-digit district code.
  const register = `${String(10000 + (index % 90000)).padStart(5, '0')}-${String(1 + Math.floor(index / 90000)).padStart(3, '0')}`;
  return {
    key: register,
    record: {
      name: fullName(person),
      tin: person.ssn,
      sentenceStartDate: start,
      releaseDate: release,
      sentenceLength: `${months} MONTHS`,
      federalRegisterNbr: register,
      confinementPlace: random.pick(facilities),
      birthDate: person.birthDate,
    },
  };
}
