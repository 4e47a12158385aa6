import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { parseForm990n } from './form-990n.js';

function row(overrides: Record<number, string> = {}): string {
  const fields = [
    '391234567',
    '2022',
    'HARBOR ROWING CLUB',
    'T',
    'F',
    '01-01-2022',
    '12-31-2022',
    'www.harborrowing.org',
    'JANE Q SMITH',
    '5 DOCK RD',
    'APT 2',
    'MILWAUKEE',
    '',
    'WI',
    '53202',
    'US',
    'PO BOX 10',
    '',
    'MILWAUKEE',
    '',
    'WI',
    '53201',
    'US',
    'HRC',
    'HARBOR CREW',
    '',
  ];
  for (const [index, value] of Object.entries(overrides)) fields[Number(index)] = value;
  return fields.join('|');
}

describe('parseForm990n', () => {
  it('maps all 26 columns onto the spec attributes', async () => {
    const { records, rejections } = await collect(parseForm990n(streamOf([row()])));
    expect(rejections).toEqual([]);
    expect(records[0]).toEqual({
      kind: 'record',
      line: 1,
      key: '391234567|2022',
      record: {
        name: 'HARBOR ROWING CLUB',
        tin: '391234567',
        businessName: 'HARBOR ROWING CLUB',
        taxYear: '2022',
        taxPeriodBeginDate: '2022-01-01',
        taxPeriodEndDate: '2022-12-31',
        receiptUnderAllowance: 'T',
        terminated: 'F',
        companyUrl: 'www.harborrowing.org',
        alsoKnownAs: 'HRC; HARBOR CREW',
        officerName: 'JANE Q SMITH',
        mailingAddrLine1: 'PO BOX 10',
        mailingAddrLine2: null,
        mailingCity: 'MILWAUKEE',
        mailingState: 'WI',
        mailingZip: '53201',
        mailingCountry: 'US',
        officerAddressLine1: '5 DOCK RD',
        officerAddressLine2: 'APT 2',
        officerCity: 'MILWAUKEE',
        officerStateCd: 'WI',
        officerPostalCd: '53202',
        officerCountryCd: 'US',
      },
    });
  });

  it('uses the province when a foreign address has no state', async () => {
    const { records } = await collect(parseForm990n(streamOf([row({ 12: 'ONTARIO', 13: '', 15: 'CA' })])));
    expect(records[0]?.record.officerStateCd).toBe('ONTARIO');
  });

  it('rejects bad lines with their numbers and keeps reading', async () => {
    const input = streamOf([
      row({ 5: '13-01-2022' }),
      row({ 1: '22' }),
      row().split('|').slice(0, 25).join('|'),
      row({ 0: 'ABC' }),
      row(),
    ]);
    const { records, rejections } = await collect(parseForm990n(input));
    expect(records.map((item) => item.line)).toEqual([5]);
    expect(rejections.map(({ line, column }) => ({ line, column }))).toEqual([
      { line: 1, column: 'Tax Period Begin Date' },
      { line: 2, column: 'Tax Year' },
      { line: 3, column: '*' },
      { line: 4, column: 'EIN' },
    ]);
  });
});
