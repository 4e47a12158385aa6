import type { Random } from './random.js';

/**
 * The day the synthetic data is "as of": the generator never reads the clock, so a seed
 * gives the same dates whenever it runs.
 */
export const AS_OF = '2025-06-30';
const AS_OF_DAY = dayNumber(AS_OF);

export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

export function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** A date between two others (inclusive). */
export function drawDate(random: Random, from: string, to: string): string {
  return isoDay(random.int(dayNumber(from), dayNumber(to)));
}

export function addDays(iso: string, days: number): string {
  return isoDay(dayNumber(iso) + days);
}

export interface LifeDates {
  birthDate: string;
  deathDate: string;
}

/**
 * A death between 1975 and AS_OF (recent years more often, as files grow), and an age at
 * death around 76 years (US life tables; sd 14, kept within 0-106), so death always follows
 * birth.
 */
export function drawLifeDates(random: Random): LifeDates {
  const span = AS_OF_DAY - dayNumber('1975-01-01');
  const death = AS_OF_DAY - Math.floor(span * random.next() ** 1.6);
  const ageYears = Math.min(106, Math.max(0, random.normal(76, 14)));
  const birth = death - Math.max(1, Math.floor(ageYears * 365.25)) - random.int(0, 364);
  return { birthDate: isoDay(birth), deathDate: isoDay(death) };
}

/** A living adult's birth date: 18 to 90 years before AS_OF. */
export function drawAdultBirthDate(random: Random): string {
  return isoDay(AS_OF_DAY - random.int(18 * 365, 90 * 365));
}
