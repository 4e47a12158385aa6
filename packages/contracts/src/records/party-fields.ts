import type { DatasourceApiName } from '../datasource-catalog.js';
import type { RecordAttributesByApiName } from './index.js';

/** The attributes of a record that hold text or nothing: the ones a party's details are read from. */
export type TextAttribute<R> = {
  [F in keyof R]-?: Exclude<R[F], null | undefined> extends string ? F : never;
}[keyof R] &
  string;

/** A date a source splits into parts any of which may be missing (Fact of Death). */
export interface DateParts<R> {
  year: TextAttribute<R>;
  month: TextAttribute<R>;
  day: TextAttribute<R>;
}

/** A 'YYYY-MM-DD' attribute, or the parts of one. */
export type DateAttribute<R> = TextAttribute<R> | DateParts<R>;

export interface AddressAttributes<R> {
  line1?: TextAttribute<R>;
  city?: TextAttribute<R>;
  state?: TextAttribute<R>;
  postalCode?: TextAttribute<R>;
}

/**
 * Where a source keeps the details of the party a record names. Every name and alias a record
 * is found under is listed per source in @dnp/db (record-names.ts); this says which attributes
 * make the name a reader sees, and which hold the TIN, the dates, the address and the country.
 */
export interface PartyFields<R> {
  /** Read in order and joined with spaces; empty for a source without names (CAIVRS). */
  name: readonly TextAttribute<R>[];
  tin?: TextAttribute<R>;
  birthDate?: DateAttribute<R>;
  deathDate?: DateAttribute<R>;
  address?: AddressAttributes<R>;
  country?: TextAttribute<R>;
}

export type PartyFieldsByApiName = { [K in DatasourceApiName]: PartyFields<RecordAttributesByApiName[K]> };

const person = { name: ['name'], tin: 'tin', birthDate: 'birthDate', deathDate: 'deathDate' } as const;
const street = { line1: 'addressLine1', city: 'city', state: 'stateCode', postalCode: 'postalCode' } as const;
const leie = { name: ['name'], birthDate: 'birthDate', address: street } as const;
const samExclusion = { name: ['name'], address: street, country: 'countryCode' } as const;

/**
 * The party fields of each of the 18 sources. OFAC's dates of birth and countries are lists,
 * chosen against the query (@dnp/db ofac-birth-date.ts, ofac-country.ts), so none is named here.
 */
export const partyFieldsByApiName = {
  aisObituary: { ...person, address: street },
  aisProbate: { ...person, address: street },
  bop: { name: ['name'], tin: 'tin', birthDate: 'birthDate' },
  dmf: person,
  dod: person,
  dos: person,
  fod: {
    name: ['firstName', 'middleName', 'lastName'],
    tin: 'tin',
    birthDate: { year: 'birthDateYear', month: 'birthDateMonth', day: 'birthDateDay' },
    deathDate: { year: 'deathDateYear', month: 'deathDateMonth', day: 'deathDateDay' },
  },
  caivrs: { name: [], tin: 'tin' },
  dbck: { name: ['name'], tin: 'tin', address: street, country: 'countryCode' },
  samExPub: samExclusion,
  samExRes: { ...samExclusion, tin: 'tin' },
  leiePublic: leie,
  leiePrivate: { ...leie, tin: 'tin' },
  ofac: { name: ['name'] },
  samEnt: {
    name: ['name'],
    tin: 'tin',
    address: {
      line1: 'physicalStreetAddressLine1',
      city: 'physicalCity',
      state: 'physicalStateCode',
      postalCode: 'physicalPostalCode',
    },
  },
  arl: {
    name: ['name'],
    tin: 'tin',
    address: { line1: 'addressLine1', city: 'cityName', state: 'stateCode', postalCode: 'postalCode' },
    country: 'countryCode',
  },
  pub78: { name: ['name'], tin: 'tin', address: { city: 'cityName', state: 'stateCode' }, country: 'country' },
  form990n: {
    name: ['name'],
    tin: 'tin',
    address: { line1: 'mailingAddrLine1', city: 'mailingCity', state: 'mailingState', postalCode: 'mailingZip' },
  },
} as const satisfies PartyFieldsByApiName;

/** The attribute's text, or undefined where the record leaves it empty. */
function textAt(record: object, attribute: string): string | undefined {
  const value: unknown = (record as Readonly<Record<string, unknown>>)[attribute];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Each reader reads only attributes named in the map above, which the type check holds to the
// source's schema: the record is indexed by name here, and nowhere is a name guessed.
type AnyPartyFields = PartyFields<Record<string, string | null | undefined>>;
const fieldsOf = (apiName: DatasourceApiName): AnyPartyFields => partyFieldsByApiName[apiName];

/** The name a reader sees, from the source's name attributes; undefined for a source without names. */
export function partyName<K extends DatasourceApiName>(apiName: K, record: RecordAttributesByApiName[K]) {
  const words = fieldsOf(apiName).name.flatMap((attribute) => textAt(record, attribute) ?? []);
  return words.length > 0 ? words.join(' ') : undefined;
}

export function partyTin<K extends DatasourceApiName>(apiName: K, record: RecordAttributesByApiName[K]) {
  const attribute = fieldsOf(apiName).tin;
  return attribute ? textAt(record, attribute) : undefined;
}

/** Whether a source holds TINs at all. */
export function sourceHasTin(apiName: DatasourceApiName): boolean {
  return fieldsOf(apiName).tin !== undefined;
}

/**
 * A date of the party as far as the source knows it: YYYY-MM-DD, or YYYY-MM or YYYY when
 * parts are missing. A part after a missing one means nothing (a day without its month).
 */
export function partyDate<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
  which: 'birthDate' | 'deathDate',
): string | undefined {
  const attribute = fieldsOf(apiName)[which];
  if (attribute === undefined) return undefined;
  if (typeof attribute === 'string') return textAt(record, attribute);
  const year = textAt(record, attribute.year);
  if (!year) return undefined;
  const month = textAt(record, attribute.month);
  if (!month) return year;
  const day = textAt(record, attribute.day);
  return day ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : `${year}-${month.padStart(2, '0')}`;
}

export interface PartyAddressText {
  line1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

export function partyAddress<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
): PartyAddressText | undefined {
  const attributes = fieldsOf(apiName).address ?? {};
  const address: PartyAddressText = {};
  for (const part of ['line1', 'city', 'state', 'postalCode'] as const) {
    const attribute = attributes[part];
    const value = attribute ? textAt(record, attribute) : undefined;
    if (value) address[part] = value;
  }
  return Object.keys(address).length > 0 ? address : undefined;
}

export function partyCountry<K extends DatasourceApiName>(apiName: K, record: RecordAttributesByApiName[K]) {
  const attribute = fieldsOf(apiName).country;
  return attribute ? textAt(record, attribute) : undefined;
}
