import type { OfacRecord } from '@dnp/contracts';
import { foldToAscii } from '@dnp/matching';

/** A country name folded for lookup: no accents, case, punctuation or "&" spelled differently. */
function foldCountry(name: string): string {
  return foldToAscii(name)
    .text.toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/\bST\b\.?/g, 'SAINT')
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * OFAC's spellings that differ from the English region names Node's ICU data gives
 * (checked against every nationality, citizenship and address country of the 2021 SDN file).
 * Left unknown on purpose: "possibly Palestinian", "undetermined", "Netherlands Antilles" (no
 * longer a country) and regions whose country is disputed, such as "Region: Crimea".
 */
const OFAC_SPELLINGS: Record<string, string> = {
  'KOREA NORTH': 'KP',
  'KOREA SOUTH': 'KR',
  BURMA: 'MM',
  'CONGO DEMOCRATIC REPUBLIC OF THE': 'CD',
  'CONGO REPUBLIC OF THE': 'CG',
  'HONG KONG': 'HK',
  MACAU: 'MO',
  PALESTINIAN: 'PS',
  'WEST BANK': 'PS',
  'REGION GAZA': 'PS',
  'CZECH REPUBLIC': 'CZ',
  TURKEY: 'TR',
  'BOSNIA HERZEGOVINA': 'BA',
  'MICRONESIA FEDERATED STATES OF': 'FM',
  'VIRGIN ISLANDS BRITISH': 'VG',
  'VIRGIN ISLANDS U S': 'VI',
  'SAINT VINCENT AND THE GRENADINES': 'VC',
  'TIMOR LESTE': 'TL',
  'CABO VERDE': 'CV',
  ESWATINI: 'SZ',
  'MACEDONIA THE FORMER YUGOSLAV REPUBLIC OF': 'MK',
  'COTE D IVOIRE': 'CI',
  'GAMBIA THE': 'GM',
  'BAHAMAS THE': 'BS',
  'THE GAMBIA': 'GM',
  'REGION NORTHERN MALI': 'ML',
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every two-letter region code by its English name, and by the name without its parenthesis. */
function buildIndex(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const index = new Map<string, string>(Object.entries(OFAC_SPELLINGS));
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const name = names.of(code);
      if (name === undefined || name === code) continue;
      const bare = name.replace(/\s*\(.*\)\s*$/, '');
      for (const variant of [name, bare]) {
        const key = foldCountry(variant);
        if (!index.has(key)) index.set(key, code);
      }
    }
  }
  return index;
}

let index: Map<string, string> | undefined;

/** The ISO 3166 two-letter code of a country as OFAC names it; undefined when it is not known. */
export function countryCodeOf(name: string): string | undefined {
  index ??= buildIndex();
  return index.get(foldCountry(name));
}

/** Every country OFAC lists for an entry: nationalities, citizenships, then address countries. */
function listedCountries(record: OfacRecord): string[] {
  return [
    ...(record.nationalities ?? []).map((item) => item.country),
    ...(record.citizenships ?? []).map((item) => item.country),
    ...(record.addresses ?? []).flatMap((address) => (address.country === null ? [] : [address.country])),
  ];
}

/**
 * The one country the matching engine is given for an OFAC entry, built per query as the engine
 * compares a single country with the query's two- or three-letter code. The query's own code when
 * any listed country is that country. A different listed code only when every listed country was
 * recognised and the query code is two letters, so that a name this table cannot read, or a
 * three-letter code it does not translate, never makes a country "differ".
 */
export function ofacCountry(record: OfacRecord, queryCountry: string | undefined): string | undefined {
  const codes = listedCountries(record).map(countryCodeOf);
  const known = codes.filter((code): code is string => code !== undefined);
  if (queryCountry === undefined) return known[0];
  const query = queryCountry.toUpperCase();
  if (known.includes(query)) return query;
  if (query.length !== 2 || known.length === 0 || known.length !== codes.length) return undefined;
  return known[0];
}
