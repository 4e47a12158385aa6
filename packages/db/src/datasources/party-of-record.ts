import {
  partyAddress,
  partyCountry,
  partyDate,
  partyTin,
  type DatasourceApiName,
  type OfacRecord,
  type RecordAttributesByApiName,
  type SearchAttributes,
} from '@dnp/contracts';
import { listedNames } from './record-names.js';
import type { PartyRecord } from '@dnp/matching';
import { ofacDob } from './ofac-birth-date.js';
import { ofacCountry } from './ofac-country.js';

/**
 * A stored record as the matching engine takes it: every listed name, and the TIN, birth date,
 * address and country where the source's party fields (@dnp/contracts party-fields.ts) say.
 * The query matters only where a source lists several dates of birth or countries (OFAC) and the
 * engine compares one: the one given is then chosen against the query's.
 */
export function partyOfRecord<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
  query: Pick<SearchAttributes, 'birthDate' | 'countryCode'> = {},
): PartyRecord {
  const [primary, ...aliases] = listedNames(apiName, record);
  // The API name says which schema the record was stored from.
  const ofac = apiName === 'ofac' ? (record as OfacRecord) : undefined;
  const tin = partyTin(apiName, record);
  const dob = ofac ? ofacDob(ofac.birthDates, query.birthDate) : partyDate(apiName, record, 'birthDate');
  const address = partyAddress(apiName, record);
  const country = ofac ? ofacCountry(ofac, query.countryCode) : partyCountry(apiName, record);
  return {
    name: primary ? { full: primary.name, kind: primary.kind } : { full: '', kind: 'unknown' },
    aliases: aliases.map((alias) => ({ full: alias.name, kind: alias.kind })),
    ...(tin ? { tin } : {}),
    ...(dob ? { dob } : {}),
    ...(address ? { address } : {}),
    ...(country ? { country } : {}),
  };
}
