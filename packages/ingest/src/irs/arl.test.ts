import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { parseArl } from './arl.js';

const row = (overrides: Partial<Record<number, string>> = {}) => {
  const fields = [
    '010203040',
    'FRIENDS OF THE PARK INC',
    'PARK FRIENDS',
    '12 MAIN ST',
    'SPRINGFIELD',
    'IL',
    '62701-1234',
    'US',
    '03',
    '15-MAY-2011',
    '08-JUN-2011',
    '',
  ];
  for (const [index, value] of Object.entries(overrides)) fields[Number(index)] = value ?? '';
  return fields.join('|');
};

describe('parseArl', () => {
  it('maps a revocation with its dates as text and as ISO dates', async () => {
    const { records, rejections } = await collect(parseArl(streamOf([row()])));
    expect(rejections).toEqual([]);
    expect(records[0]).toMatchObject({
      line: 1,
      key: '010203040',
      record: {
        name: 'FRIENDS OF THE PARK INC',
        tin: '010203040',
        taxIdType: 'EIN',
        alsoKnownAs: 'PARK FRIENDS',
        postalCode: '62701-1234',
        searchExemptionType: '03',
        searchExemptionTypeDesc: '501(c)(3)',
        revocationDateText: '15-MAY-2011',
        revocationDate: '2011-05-15',
        postingDate: '2011-06-08',
        reinstatementDate: null,
      },
    });
  });

  it('rejects a bad date, a bad EIN and a wrong column count on their own lines', async () => {
    const input = streamOf([
      row(),
      row({ 9: '31-FEB-2011' }),
      row({ 0: '01-0203040X' }),
      'only|three|fields',
      row({ 11: '01-JAN-2015' }),
    ]);
    const { records, rejections } = await collect(parseArl(input));
    expect(records.map((item) => item.line)).toEqual([1, 5]);
    expect(records[1]?.record.reinstatementDate).toBe('2015-01-01');
    expect(rejections).toEqual([
      {
        kind: 'rejection',
        line: 2,
        column: 'Revocation Date',
        reason: 'Revocation Date "31-FEB-2011" is not a valid DD-MMM-YYYY date',
      },
      { kind: 'rejection', line: 3, column: 'EIN', reason: 'EIN "01-0203040X" is not a 9-digit TIN' },
      { kind: 'rejection', line: 4, column: '*', reason: 'expected 12 revocation list fields, found 3' },
    ]);
  });
});
