import type { ArlRecord } from '@dnp/contracts';
import { clean, required, splitRow, tinOrNull } from '../fields.js';
import { parseDayMonthNameYear } from '../dates.js';
import { readLines } from '../lines.js';
import { FieldError, mapRow, type ParseInput, type ParseItem } from '../types.js';

const COLUMNS = 12;

/** IRS subsection codes: 01-29 are the paragraphs of section 501(c); 92 is a 4947(a)(1) trust. */
export function exemptionTypeDescription(code: string | null): string | null {
  if (code === null || !/^\d{1,2}$/.test(code)) return null;
  const number = Number(code);
  if (number >= 1 && number <= 29) return `501(c)(${number})`;
  if (number === 92) return '4947(a)(1) nonexempt charitable trust';
  return null;
}

export function arlFromFields(fields: readonly string[]): { key: string; record: ArlRecord } {
  const [ein, legalName, dba, address, city, state, zip, country, exemptionType, revoked, posted, reinstated] = fields;
  const tin = tinOrNull(ein, 'EIN');
  if (tin === null) throw new FieldError('EIN', 'EIN is empty');
  const name = required(legalName, 'Legal Name');
  const searchExemptionType = clean(exemptionType);
  return {
    key: tin,
    record: {
      name,
      tin,
      businessName: name,
      taxIdType: 'EIN',
      addressLine1: clean(address),
      cityName: clean(city),
      stateCode: clean(state),
      postalCode: clean(zip),
      countryCode: clean(country),
      alsoKnownAs: clean(dba),
      searchExemptionType,
      searchExemptionTypeDesc: exemptionTypeDescription(searchExemptionType),
      revocationDateText: clean(revoked),
      revocationDate: parseDayMonthNameYear(revoked, 'Revocation Date'),
      postingDateText: clean(posted),
      postingDate: parseDayMonthNameYear(posted, 'Revocation Posting Date'),
      reinstatementDateText: clean(reinstated),
      reinstatementDate: parseDayMonthNameYear(reinstated, 'Exemption Reinstatement Date'),
    },
  };
}

/**
 * IRS Automatic Revocation of Exemption List: EIN|Legal Name|DBA|Address|City|State|ZIP|
 * Country|Exemption Type|Revocation Date|Revocation Posting Date|Exemption Reinstatement Date.
 */
export async function* parseArl(input: ParseInput): AsyncGenerator<ParseItem<ArlRecord>> {
  for await (const { line, text } of readLines(input)) {
    yield mapRow(line, () => arlFromFields(splitRow(text, '|', COLUMNS, 'revocation list')));
  }
}
