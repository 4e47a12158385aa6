import type { LeiePublicRecord } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import { readCsvObjects } from '../csv.js';
import { parseDate } from '../dates.js';
import { clean, joinParts, required } from '../fields.js';
import { FieldError, mapRow, reject, type ParseInput, type ParseItem } from '../types.js';
import { leieExclusionDescription } from './leie-exclusion-codes.js';

export const LEIE_COLUMNS = [
  'LASTNAME',
  'FIRSTNAME',
  'MIDNAME',
  'BUSNAME',
  'GENERAL',
  'SPECIALTY',
  'UPIN',
  'NPI',
  'DOB',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'EXCLTYPE',
  'EXCLDATE',
  'REINDATE',
  'WAIVERDATE',
  'WVRSTATE',
] as const;

type LeieRow = Record<(typeof LEIE_COLUMNS)[number], string | undefined>;

/** LEIE fills an absent NPI with ten zeros. */
function npiOrNull(value: string | undefined): string | null {
  const text = clean(value);
  if (text === null || /^0+$/.test(text)) return null;
  if (!/^\d{10}$/.test(text)) throw new FieldError('NPI', `NPI "${text}" is not 10 digits`);
  return text;
}

export function leieFromRow(row: LeieRow): { key: string; record: LeiePublicRecord } {
  const firstName = clean(row.FIRSTNAME);
  const middleName = clean(row.MIDNAME);
  const lastName = clean(row.LASTNAME);
  const businessName = clean(row.BUSNAME);
  const name = joinParts(firstName, middleName, lastName) ?? businessName;
  if (name === null) throw new FieldError('LASTNAME', 'both the person name and BUSNAME are empty');
  const exclusionCode = required(row.EXCLTYPE, 'EXCLTYPE');
  const birthDate = parseDate(row.DOB, 'DOB', ['YYYYMMDD']);
  const exclusionDate = parseDate(row.EXCLDATE, 'EXCLDATE', ['YYYYMMDD']);
  if (exclusionDate === null) throw new FieldError('EXCLDATE', 'EXCLDATE is empty');
  const npi = npiOrNull(row.NPI);
  const upin = clean(row.UPIN);
  const record: LeiePublicRecord = {
    name,
    firstName,
    middleName,
    lastName,
    businessName,
    birthDate,
    exclusionCode,
    exclusionDate,
    exclusionDesc: leieExclusionDescription(exclusionCode),
    reinstatementDate: parseDate(row.REINDATE, 'REINDATE', ['YYYYMMDD']),
    providerIdentifier: npi ?? upin,
    npi,
    upin,
    addressLine1: clean(row.ADDRESS),
    city: clean(row.CITY),
    stateCode: clean(row.STATE),
    postalCode: clean(row.ZIP),
    general: clean(row.GENERAL),
    specialty: clean(row.SPECIALTY),
    waiverState: clean(row.WVRSTATE),
    waiverDate: parseDate(row.WAIVERDATE, 'WAIVERDATE', ['YYYYMMDD']),
    datasourceDesc: catalogEntry('leiePublic').displayName,
  };
  // LEIE has no record id: a party's name, birth date and exclusion date identify an exclusion.
  const key = [lastName, firstName, middleName, businessName, birthDate, exclusionDate]
    .map((part) => (part ?? '').toUpperCase())
    .join('|');
  return { key, record };
}

/** HHS-OIG LEIE UPDATED.csv (header row, 18 columns; dates YYYYMMDD, 00000000 = none). */
export async function* parseLeie(input: ParseInput): AsyncGenerator<ParseItem<LeiePublicRecord>> {
  for await (const item of readCsvObjects(input, LEIE_COLUMNS)) {
    if ('error' in item) yield reject(item.line, item.error, item.column);
    else yield mapRow(item.line, () => leieFromRow(item.row as LeieRow));
  }
}
