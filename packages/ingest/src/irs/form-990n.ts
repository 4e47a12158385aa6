import type { Form990nRecord } from '@dnp/contracts';
import { clean, required, splitRow, tinOrNull } from '../fields.js';
import { parseDate } from '../dates.js';
import { readLines } from '../lines.js';
import { FieldError, mapRow, type ParseInput, type ParseItem } from '../types.js';

const COLUMNS = 26;

function flag(value: string | undefined, column: string): string | null {
  const text = clean(value);
  if (text === null) return null;
  const upper = text.toUpperCase();
  if (upper !== 'T' && upper !== 'F') throw new FieldError(column, `${column} "${text}" is not T or F`);
  return upper;
}

/** The state, or the province for a foreign address: the spec has one field for both. */
function stateOrProvince(state: string | undefined, province: string | undefined): string | null {
  return clean(state) ?? clean(province);
}

export function form990nFromFields(fields: readonly string[]): { key: string; record: Form990nRecord } {
  const [ein, taxYear, legalName, receiptsUnder, terminated, begin, end, website, officer] = fields;
  const [oLine1, oLine2, oCity, oProvince, oState, oZip, oCountry] = fields.slice(9, 16);
  const [mLine1, mLine2, mCity, mProvince, mState, mZip, mCountry] = fields.slice(16, 23);
  const tin = tinOrNull(ein, 'EIN');
  if (tin === null) throw new FieldError('EIN', 'EIN is empty');
  const year = clean(taxYear);
  if (year === null || !/^\d{4}$/.test(year))
    throw new FieldError('Tax Year', `Tax Year "${taxYear ?? ''}" is not a year`);
  const name = required(legalName, 'Legal Name');
  const dbaNames = fields.slice(23, 26).map((dba) => clean(dba));
  const alsoKnownAs = dbaNames.filter((dba): dba is string => dba !== null).join('; ');
  const layouts = ['YYYY-MM-DD', 'MM-DD-YYYY', 'MM/DD/YYYY', 'YYYYMMDD'] as const;
  return {
    // An organization files one e-Postcard a tax year; the bulk file holds every year.
    key: `${tin}|${year}`,
    record: {
      name,
      tin,
      businessName: name,
      taxYear: year,
      taxPeriodBeginDate: parseDate(begin, 'Tax Period Begin Date', layouts),
      taxPeriodEndDate: parseDate(end, 'Tax Period End Date', layouts),
      receiptUnderAllowance: flag(receiptsUnder, 'Gross Receipts Not Greater Than'),
      terminated: flag(terminated, 'Organization Has Terminated'),
      companyUrl: clean(website),
      alsoKnownAs: alsoKnownAs === '' ? null : alsoKnownAs,
      officerName: clean(officer),
      mailingAddrLine1: clean(mLine1),
      mailingAddrLine2: clean(mLine2),
      mailingCity: clean(mCity),
      mailingState: stateOrProvince(mState, mProvince),
      mailingZip: clean(mZip),
      mailingCountry: clean(mCountry),
      officerAddressLine1: clean(oLine1),
      officerAddressLine2: clean(oLine2),
      officerCity: clean(oCity),
      officerStateCd: stateOrProvince(oState, oProvince),
      officerPostalCd: clean(oZip),
      officerCountryCd: clean(oCountry),
    },
  };
}

/** IRS Form 990-N (e-Postcard) bulk data: 26 pipe-delimited columns (docs/data-formats.md). */
export async function* parseForm990n(input: ParseInput): AsyncGenerator<ParseItem<Form990nRecord>> {
  for await (const { line, text } of readLines(input)) {
    yield mapRow(line, () => form990nFromFields(splitRow(text, '|', COLUMNS, 'Form 990-N')));
  }
}
