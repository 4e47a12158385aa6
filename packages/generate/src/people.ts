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
import { drawAddress, type Address } from './places.js';
import { WeightedTable, type Random } from './random.js';

type Origin = 'general' | 'hispanic' | 'asian' | 'slavic' | 'arabic';

/**
 * Shares of surname origin, after the 2010 Census surname file: about 18% of people carry a
 * Hispanic surname, 6% an Asian one; Slavic and Arabic surnames are smaller groups.
 */
const origins = new WeightedTable<Origin>([
  ['general', 70],
  ['hispanic', 18],
  ['asian', 6],
  ['slavic', 4],
  ['arabic', 2],
]);

const surnames: Record<Origin, WeightedTable<string>> = {
  general: new WeightedTable(generalSurnames),
  hispanic: new WeightedTable(hispanicSurnames),
  asian: new WeightedTable(asianSurnames),
  slavic: new WeightedTable(slavicSurnames),
  arabic: new WeightedTable(arabicSurnames),
};
const male = new WeightedTable(maleGivenNames);
const female = new WeightedTable(femaleGivenNames);
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
