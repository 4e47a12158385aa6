import type { SamEntRecord } from '@dnp/contracts';
import { parseDate } from '../dates.js';
import { FieldError } from '../types.js';
import { samBusinessTypes, samDisasterResponseScopes, samSbaBusinessTypeCodes } from './sam-entity-codes.js';
import { SAM_ENTITY_POSITIONS as P, type SamEntityField } from './sam-entity-layout.js';

type SubLists = Pick<
  SamEntRecord,
  'businessTypes' | 'naicsDetails' | 'pscDetails' | 'fscDetails' | 'smallBusinesses' | 'disasterResponses'
>;

/** Lists in the extract are tilde-separated. */
function items(value: string | null): string[] {
  return (value ?? '')
    .split('~')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** "541511Y": NAICS code then flags; Y/N small business for that size standard, E emerging small business. */
function naicsDetails(value: string | null, primary: string | null): NonNullable<SamEntRecord['naicsDetails']> {
  return items(value).map((item) => {
    const match = /^(\d{2,6})([YNE]*)$/.exec(item);
    if (!match) throw new FieldError('NAICS CODE STRING', `NAICS entry "${item}" is not a code with Y/N/E flags`);
    const [, code = '', flags = ''] = match;
    const size = flags.includes('Y') ? 'Y' : flags.includes('N') ? 'N' : null;
    return {
      naicsCode: code,
      // The extract carries codes only; titles come from the Census NAICS table, not this file.
      naicsDescription: null,
      smallBusinessIndicator: size,
      emergingSmallBusinessIndicator: flags.includes('E') ? 'Y' : 'N',
      primaryIndicator: code === primary ? 'Y' : 'N',
    };
  });
}

/** "A620230101" or "A62023010120280101": SBA type code, then entry and exit dates when SBA gives them. */
function smallBusinesses(value: string | null): NonNullable<SamEntRecord['smallBusinesses']> {
  return items(value).map((item) => {
    const match = /^([0-9A-Z]{2})(\d{8})?(\d{8})?$/.exec(item);
    if (!match) throw new FieldError('SBA BUSINESS TYPES STRING', `SBA entry "${item}" is not a code with dates`);
    const [, code = '', first, second] = match;
    const exit = second ?? first;
    return {
      sbaCode: code,
      sbaDescription: samBusinessTypes[code] ?? null,
      expirationDate: parseDate(exit, 'SBA BUSINESS TYPES STRING', ['YYYYMMDD']),
    };
  });
}

/** "STA:VA" / "ANY": a scope prefix, then the area it names. */
function disasterResponses(value: string | null): NonNullable<SamEntRecord['disasterResponses']> {
  return items(value).map((item) => {
    const scope = item.slice(0, 3).toUpperCase();
    const area = item.slice(3).replace(/^[:\s]+/, '');
    return { displayDescription: samDisasterResponseScopes[scope] ?? scope, displayValue: area === '' ? null : area };
  });
}

export function samEntitySubLists(field: SamEntityField): SubLists {
  const psc = items(field(P.psc));
  return {
    businessTypes: items(field(P.businessTypes))
      .filter((code) => !samSbaBusinessTypeCodes.has(code))
      .map((code) => ({ businessCode: code, businessCodeDescription: samBusinessTypes[code] ?? null })),
    naicsDetails: naicsDetails(field(P.naics), field(P.primaryNaics)),
    pscDetails: psc.map((code) => ({ pscCode: code, pscDescription: null })),
    // Product service codes (a digit first) are the Federal Supply Classification codes.
    fscDetails: psc.filter((code) => /^\d/.test(code)).map((code) => ({ fscCode: code, fscDescription: null })),
    smallBusinesses: smallBusinesses(field(P.sbaBusinessTypes)),
    disasterResponses: disasterResponses(field(P.disasterResponse)),
  };
}
