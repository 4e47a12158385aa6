import type { EvidenceWeights } from './config.js';
import { foldToAscii, normalizeTin } from './normalize.js';
import type { Feature, PartyAddress } from './types.js';

export interface PartialDate {
  year: number;
  month: number | null;
  day: number | null;
}

export type TinAgreement = 'agree' | 'differ' | 'absent';
export type DobAgreement = 'exact' | 'transposed' | 'year' | 'differ' | 'absent';
export type AddressAgreement = 'postal' | 'city' | 'none' | 'absent';

export interface NormalizedAddress {
  postalCode: string | null;
  city: string | null;
  state: string | null;
}

/** YYYY-MM-DD, YYYY-MM, YYYY or YYYYMMDD; month and day 00 mean unknown, as in death-record layouts. */
export function parseDob(text: string | undefined): PartialDate | null {
  if (text === undefined) return null;
  const match = /^(\d{4})(?:-?(\d{2})(?:-?(\d{2}))?)?$/.exec(text.trim());
  if (match === null) return null;
  const year = Number(match[1]);
  const month = match[2] !== undefined && match[2] !== '00' ? Number(match[2]) : null;
  const day = match[3] !== undefined && match[3] !== '00' ? Number(match[3]) : null;
  if (year < 1800 || (month !== null && month > 12) || (day !== null && day > 31)) return null;
  return { year, month, day: month === null ? null : day };
}

export function normalizeAddress(address: PartyAddress | undefined): NormalizedAddress | null {
  if (address === undefined) return null;
  const clean = (value: string | undefined): string | null => {
    const text = value === undefined ? '' : foldToAscii(value).text.replace(/,/g, '').trim();
    return text === '' ? null : text;
  };
  const zip = address.postalCode?.replace(/[^0-9A-Za-z]/g, '').toUpperCase() ?? '';
  // US ZIP+4 and ZIP agree on their first five digits.
  const postalCode = zip === '' ? null : /^\d{9}$/.test(zip) ? zip.slice(0, 5) : zip;
  return { postalCode, city: clean(address.city), state: clean(address.state) };
}

const countryAliases = new Map([
  ['US', 'US'],
  ['USA', 'US'],
  ['UNITED STATES', 'US'],
  ['UNITED STATES OF AMERICA', 'US'],
  ['GB', 'GB'],
  ['UK', 'GB'],
  ['UNITED KINGDOM', 'GB'],
  ['GREAT BRITAIN', 'GB'],
  ['RU', 'RU'],
  ['RUS', 'RU'],
  ['RUSSIA', 'RU'],
  ['RUSSIAN FEDERATION', 'RU'],
]);

export function normalizeCountry(country: string | undefined): string | null {
  if (country === undefined) return null;
  const text = foldToAscii(country).text.replace(/,/g, '').trim();
  if (text === '') return null;
  return countryAliases.get(text) ?? text;
}

export function compareTin(a: string | null, b: string | null): TinAgreement {
  if (a === null || b === null) return 'absent';
  return a === b ? 'agree' : 'differ';
}

export function compareDob(a: PartialDate | null, b: PartialDate | null): DobAgreement {
  if (a === null || b === null) return 'absent';
  if (a.year !== b.year) return 'differ';
  const full = a.month !== null && a.day !== null && b.month !== null && b.day !== null;
  if (full) {
    if (a.month === b.month && a.day === b.day) return 'exact';
    // 03/04 entered as 04/03: the day and month swapped between US and international order.
    if (a.month === b.day && a.day === b.month) return 'transposed';
    return 'differ';
  }
  if (a.month !== null && b.month !== null && a.month !== b.month) return 'differ';
  return 'year';
}

export function compareAddress(a: NormalizedAddress | null, b: NormalizedAddress | null): AddressAgreement {
  if (a === null || b === null) return 'absent';
  if (a.postalCode !== null && a.postalCode === b.postalCode) return 'postal';
  if (a.city !== null && a.city === b.city && (a.state === null || b.state === null || a.state === b.state))
    return 'city';
  return 'none';
}

export { normalizeTin };

/** The features and points of the evidence beyond the name. */
export function evidenceFeatures(
  tin: TinAgreement,
  dob: DobAgreement,
  address: AddressAgreement,
  country: 'agree' | 'differ' | 'absent',
  weights: EvidenceWeights,
): Feature[] {
  const features: Feature[] = [];
  const add = (name: string, value: string, contribution: number, text: string): void => {
    features.push({ name, value, contribution, text });
  };
  if (tin === 'agree') add('tin', tin, weights.tinAgree, 'TIN agrees exactly');
  if (tin === 'differ') add('tin', tin, weights.tinDiffer, 'TIN differs: most likely a different party');
  if (dob === 'exact') add('dob', dob, weights.dobExact, 'Date of birth agrees exactly');
  if (dob === 'transposed') add('dob', dob, weights.dobTransposed, 'Date of birth agrees with day and month swapped');
  if (dob === 'year')
    add('dob', dob, weights.dobYear, 'Year of birth agrees; the full date is not known on both sides');
  if (dob === 'differ') add('dob', dob, weights.dobDiffer, 'Date of birth differs');
  if (address === 'postal') add('address', address, weights.postalAgree, 'Postal code agrees');
  if (address === 'city') add('address', address, weights.cityAgree, 'City and state agree');
  if (address === 'none') add('address', address, 0, 'Address differs (people move, so this does not count against)');
  if (country === 'agree') add('country', country, weights.countryAgree, 'Country agrees');
  if (country === 'differ') add('country', country, weights.countryDiffer, 'Country differs');
  return features;
}
