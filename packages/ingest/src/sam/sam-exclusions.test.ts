import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { parseSamExclusionsPublic, parseSamExclusionsRestricted } from './sam-exclusions.js';

/** Column headers of the V2 public extract (UEI replaced DUNS in 2022). */
const V2_HEADER = [
  'Classification',
  'Name',
  'Prefix',
  'First',
  'Middle',
  'Last',
  'Suffix',
  'Address 1',
  'Address 2',
  'Address 3',
  'Address 4',
  'City',
  'State / Province',
  'Country',
  'Zip Code',
  'Open Data Flag',
  'Blank (Deprecated)',
  'Unique Entity ID',
  'Exclusion Program',
  'Excluding Agency',
  'CT Code',
  'Exclusion Type',
  'Additional Comments',
  'Active Date',
  'Termination Date',
  'Record Status',
  'Cross-Reference',
  'SAM Number',
  'CAGE',
  'NPI',
  'Creation_Date',
];

function csvRow(values: Record<string, string>, header: readonly string[] = V2_HEADER): string {
  return header.map((name) => `"${(values[name] ?? '').replace(/"/g, '""')}"`).join(',');
}

const firm = {
  Classification: 'Firm',
  Name: 'NORTHWIND TRADERS, INC.',
  'Address 1': '100 RIVER RD',
  City: 'ALEXANDRIA',
  'State / Province': 'VA',
  Country: 'USA',
  'Zip Code': '22314',
  'Unique Entity ID': 'ABCDEFGH1234',
  'Exclusion Program': 'Reciprocal',
  'Excluding Agency': 'GSA',
  'Exclusion Type': 'Ineligible (Proceedings Completed)',
  'Additional Comments': 'Debarred under FAR 9.406-2.',
  'Active Date': '03/01/2023',
  'Termination Date': '02/28/2026',
  'SAM Number': 'S4MR3R7V5',
  CAGE: '1ABC2',
  Creation_Date: '02/27/2023',
};
const person = {
  Classification: 'Individual',
  Prefix: 'Dr.',
  First: 'ALEX',
  Middle: 'J',
  Last: 'RIVERA',
  Suffix: 'III',
  'Excluding Agency': 'HHS',
  'Exclusion Type': 'Prohibition/Restriction',
  'CT Code': 'Z1',
  'Active Date': '11/05/2009',
  'Termination Date': 'Indefinite',
  'Cross-Reference': '(also RIVERA, ALEJANDRO)',
  'SAM Number': 'S4MR1Q2W3',
  NPI: '1234567893',
};

describe('parseSamExclusionsPublic', () => {
  it('maps firms and individuals onto the spec attributes', async () => {
    const { records, rejections } = await collect(
      parseSamExclusionsPublic(streamOf([V2_HEADER.join(','), csvRow(firm), csvRow(person)])),
    );
    expect(rejections).toEqual([]);
    expect(records[0]).toMatchObject({
      line: 2,
      key: 'S4MR3R7V5',
      record: {
        name: 'NORTHWIND TRADERS, INC.',
        classification: 'Firm',
        uei: 'ABCDEFGH1234',
        agency: 'GSA',
        exclusionType: 'Ineligible (Proceedings Completed)',
        exclusionProgram: 'Reciprocal',
        exclusionDesc: 'Debarred under FAR 9.406-2.',
        exclusionDate: '2023-03-01',
        actionDate: '2023-03-01',
        terminationDate: '2026-02-28',
        createDate: '2023-02-27',
        cageCode: '1ABC2',
        countryCode: 'USA',
        datasourceDesc: 'SAM Exclusions (public)',
      },
    });
    expect(records[1]?.record).toMatchObject({
      name: 'ALEX J RIVERA III',
      prefix: 'Dr.',
      lastName: 'RIVERA',
      exclusionCode: 'Z1',
      terminationDate: null,
      npi: '1234567893',
      crossReference: '(also RIVERA, ALEJANDRO)',
    });
  });

  it('rejects a wrong column count and a bad date with their line numbers', async () => {
    const input = streamOf([
      V2_HEADER.join(','),
      csvRow(firm),
      '"Firm","TOO SHORT"',
      csvRow({ ...person, 'Active Date': '13/45/2009' }),
      csvRow({ ...firm, 'SAM Number': '' }),
      csvRow(person),
    ]);
    const { records, rejections } = await collect(parseSamExclusionsPublic(input));
    expect(records.map((item) => item.line)).toEqual([2, 6]);
    expect(rejections).toEqual([
      { kind: 'rejection', line: 3, column: '*', reason: 'expected 31 fields, found 2' },
      {
        kind: 'rejection',
        line: 4,
        column: 'Active Date',
        reason: 'Active Date "13/45/2009" is not a valid MM/DD/YYYY or YYYY-MM-DD date',
      },
      { kind: 'rejection', line: 5, column: 'SAM Number', reason: 'SAM Number is empty' },
    ]);
  });
});

describe('parseSamExclusionsRestricted', () => {
  it('adds the TIN and rejects a malformed one', async () => {
    const header = [...V2_HEADER, 'TIN'];
    const input = streamOf([
      header.join(','),
      csvRow({ ...firm, TIN: '12-3456789' }, header),
      csvRow({ ...person, TIN: '12345' }, header),
    ]);
    const { records, rejections } = await collect(parseSamExclusionsRestricted(input));
    expect(records[0]?.record).toMatchObject({ tin: '123456789', datasourceDesc: 'SAM Exclusions (restricted)' });
    expect(rejections).toEqual([
      { kind: 'rejection', line: 3, column: 'TIN', reason: 'TIN "12345" is not a 9-digit TIN' },
    ]);
  });
});
