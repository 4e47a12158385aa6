import type { DatasourceApiName, OfacRecord, RecordAttributesByApiName, SearchAttributes } from '@dnp/contracts';
import { listedNames } from '@dnp/db';
import type { PartyAddress, PartyRecord } from '@dnp/matching';
import { ofacDob } from './ofac-birth-date.js';
import { ofacCountry } from './ofac-country.js';

type AnyRecord = Record<string, unknown>;

const text = (record: AnyRecord, key: string): string | undefined => {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** Fact-of-death records carry the date of birth in parts. */
function dobOf(record: AnyRecord): string | undefined {
  const full = text(record, 'birthDate');
  if (full) return full;
  const year = text(record, 'birthDateYear');
  if (!year) return undefined;
  const month = text(record, 'birthDateMonth');
  const day = text(record, 'birthDateDay');
  return [year, month?.padStart(2, '0'), month && day ? day.padStart(2, '0') : undefined].filter(Boolean).join('-');
}

/** The first address-like attributes a source has: its own, a physical one, or a mailing one. */
function addressOf(record: AnyRecord): PartyAddress | undefined {
  const address: PartyAddress = {};
  const line1 =
    text(record, 'addressLine1') ?? text(record, 'physicalStreetAddressLine1') ?? text(record, 'mailingAddrLine1');
  const city =
    text(record, 'city') ?? text(record, 'cityName') ?? text(record, 'physicalCity') ?? text(record, 'mailingCity');
  const state =
    text(record, 'stateCode') ??
    text(record, 'state') ??
    text(record, 'physicalStateCode') ??
    text(record, 'mailingState');
  const postalCode =
    text(record, 'postalCode') ??
    text(record, 'zip') ??
    text(record, 'physicalPostalCode') ??
    text(record, 'mailingZip');
  if (line1) address.line1 = line1;
  if (city) address.city = city;
  if (state) address.state = state;
  if (postalCode) address.postalCode = postalCode;
  return Object.keys(address).length > 0 ? address : undefined;
}

/**
 * A stored record as the matching engine takes it: every listed name, TIN, birth date, address.
 * The query matters only where a source lists several dates of birth or countries (OFAC) and the
 * engine compares one: the one given is then chosen against the query's.
 */
export function partyOfRecord<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
  query: Pick<SearchAttributes, 'birthDate' | 'countryCode'> = {},
): PartyRecord {
  const [primary, ...aliases] = listedNames(apiName, record);
  const attributes = record as unknown as AnyRecord;
  // The API name says which schema the record was stored from.
  const ofac = apiName === 'ofac' ? (record as OfacRecord) : undefined;
  const tin = text(attributes, 'tin');
  const dob = ofac ? ofacDob(ofac.birthDates, query.birthDate) : dobOf(attributes);
  const address = addressOf(attributes);
  const country = ofac
    ? ofacCountry(ofac, query.countryCode)
    : (text(attributes, 'country') ?? text(attributes, 'countryCode'));
  return {
    name: primary ? { full: primary.name, kind: primary.kind } : { full: '', kind: 'unknown' },
    aliases: aliases.map((alias) => ({ full: alias.name, kind: alias.kind })),
    ...(tin ? { tin } : {}),
    ...(dob ? { dob } : {}),
    ...(address ? { address } : {}),
    ...(country ? { country } : {}),
  };
}
