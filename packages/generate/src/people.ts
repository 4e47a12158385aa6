import { drawLifeDates, drawAdultBirthDate } from './dates.js';
import { drawSsn } from './identifiers.js';
import {
  arabicGivenNames,
  arabicSurnames,
  asianGivenNames,
  asianSurnames,
  femaleGivenNames,
  generalSurnames,
  hispanicSurnames,
  maleGivenNames,
  slavicSurnames,
} from './name-frequencies.js';
import { givenNamePatterns, surnamePatterns } from './name-syllables.js';
import { buildGivenNameTable, buildSurnameTables } from './name-tables.js';
import { drawAddress, type Address } from './places.js';
import { WeightedTable, type Random } from './random.js';

type Origin = 'general' | 'hispanic' | 'asian' | 'slavic' | 'arabic';

/**
 * Shares of surname origin, after the 2010 Census surname file: about 18% of people carry a
 * Hispanic surname, 6% an Asian one; Slavic and Arabic surnames are smaller groups.
 */
const originShares: Record<Origin, number> = { general: 70, hispanic: 18, asian: 6, slavic: 4, arabic: 2 };
const origins = new WeightedTable(Object.entries(originShares) as [Origin, number][]);

/** Each origin's real surnames and its share of the synthetic long tail (name-tables.ts). */
const surnames = buildSurnameTables(
  {
    general: generalSurnames,
    hispanic: hispanicSurnames,
    asian: asianSurnames,
    slavic: slavicSurnames,
    arabic: arabicSurnames,
  },
  originShares,
  surnamePatterns,
);
/**
 * The 100 most common given names hold about two thirds of the men and half of the women born
 * 1930-1990 (SSA, approximate); a thousand rarer names after them hold the rest.
 */
const GIVEN_NAME_TAIL = 1_000;
const male = buildGivenNameTable(maleGivenNames, 0.65, givenNamePatterns.male, GIVEN_NAME_TAIL);
const female = buildGivenNameTable(femaleGivenNames, 0.5, givenNamePatterns.female, GIVEN_NAME_TAIL);
const arabic = { male: new WeightedTable(arabicGivenNames.male), female: new WeightedTable(arabicGivenNames.female) };
const asian = { male: new WeightedTable(asianGivenNames.male), female: new WeightedTable(asianGivenNames.female) };
const suffixes = ['JR', 'SR', 'II', 'III'];

export interface Person {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  sex: 'M' | 'F';
  ssn: string;
  birthDate: string;
  /** Null for the living (exclusions, debts, prisons). */
  deathDate: string | null;
  address: Address;
}

function givenName(random: Random, origin: Origin, sex: 'M' | 'F'): string {
  const key = sex === 'M' ? 'male' : 'female';
  if (origin === 'arabic' && random.chance(0.7)) return arabic[key].draw(random);
  if (origin === 'asian' && random.chance(0.4)) return asian[key].draw(random);
  return (sex === 'M' ? male : female).draw(random);
}

/** A person with census-weighted names, a valid SSN and a US address; dead when `deceased`. */
export function drawPerson(random: Random, deceased: boolean): Person {
  const origin = origins.draw(random);
  const sex = random.chance(0.5) ? 'M' : 'F';
  const firstName = givenName(random, origin, sex);
  // Most records carry a middle name or initial; SSA files often hold only the initial.
  const middle = random.next();
  const middleName =
    middle < 0.45 ? givenName(random, origin, sex) : middle < 0.8 ? (givenName(random, origin, sex)[0] ?? null) : null;
  const lastName = surnames[origin].draw(random);
  const suffix = sex === 'M' && random.chance(0.03) ? random.pick(suffixes) : null;
  const life = deceased ? drawLifeDates(random) : { birthDate: drawAdultBirthDate(random), deathDate: null };
  return { firstName, middleName, lastName, suffix, sex, ssn: drawSsn(random), ...life, address: drawAddress(random) };
}

/** "FIRST MIDDLE LAST SUFFIX", the display name the parsers build. */
export function fullName(person: Pick<Person, 'firstName' | 'middleName' | 'lastName' | 'suffix'>): string {
  return [person.firstName, person.middleName, person.lastName, person.suffix]
    .filter((p) => p !== null && p !== '')
    .join(' ');
}
