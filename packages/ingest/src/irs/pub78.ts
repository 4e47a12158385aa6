import type { Pub78Record } from '@dnp/contracts';
import { clean, required, splitRow, tinOrNull } from '../fields.js';
import { readLines } from '../lines.js';
import { FieldError, mapRow, type ParseInput, type ParseItem } from '../types.js';

/** Pub 78 deductibility status codes, as the IRS data key explains them. */
export const pub78DeductibilityCodes: Readonly<Record<string, string>> = {
  PC: 'Public charity (50% deductibility limitation)',
  POF: 'Private operating foundation (50% deductibility limitation)',
  PF: 'Private foundation (30% deductibility limitation, generally)',
  GROUP: 'Central organization holding a group exemption, whose subordinate units are also eligible',
  LODGE: 'Domestic fraternal society under the lodge system (contributions for charitable purposes only)',
  UNKWN: 'Charitable organization whose public charity status has not been determined',
  EO: 'Organization described in section 170(c) other than a public charity or private foundation',
  FORGN: 'Foreign-addressed organization',
  SO: 'Type I, Type II or functionally integrated Type III supporting organization',
  SONFI: 'Non-functionally integrated Type III supporting organization',
  SOUNK: 'Supporting organization, unspecified type',
};

const COLUMNS = 6;

export function pub78FromFields(fields: readonly string[]): { key: string; record: Pub78Record } {
  const [ein, legalName, city, state, country, codes] = fields;
  const tin = tinOrNull(ein, 'EIN');
  if (tin === null) throw new FieldError('EIN', 'EIN is empty');
  const name = required(legalName, 'Legal Name');
  const deductibilityCode = clean(codes);
  const descriptions = (deductibilityCode ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    // A code the IRS adds later keeps the record; it only lacks a description until listed here.
    .map((code) => pub78DeductibilityCodes[code])
    .filter((description): description is string => description !== undefined);
  return {
    key: tin,
    record: {
      name,
      tin,
      taxIdType: 'EIN',
      cityName: clean(city),
      stateCode: clean(state),
      country: clean(country),
      partyTypeCd: 'E',
      businessName: name,
      deductibilityCode,
      deductibilityDesc: descriptions.length === 0 ? null : descriptions.join('; '),
    },
  };
}

/** IRS Publication 78 data: EIN|Legal Name|City|State|Country|Deductibility codes. */
export async function* parsePub78(input: ParseInput): AsyncGenerator<ParseItem<Pub78Record>> {
  for await (const { line, text } of readLines(input)) {
    yield mapRow(line, () => pub78FromFields(splitRow(text, '|', COLUMNS, 'Pub 78')));
  }
}
