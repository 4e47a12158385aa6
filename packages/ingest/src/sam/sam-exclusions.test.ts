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

/**
 * The 28 columns of the SAM Exclusions Public Extract Layout v1.0 (June 2016 PDF), by column
 * order, with the attribute each one fills; DUNS and Record Status are read by no attribute
 * (the DUNS was retired for the UEI; the status is always blank, every row being active).
 */
const LAYOUT_2016: ReadonlyArray<readonly [order: number, header: string, value: string, attribute: string | null]> = [
  [1, 'Classification', 'Individual', 'classification'],
  [2, 'Name', '', 'name'],
  [3, 'Prefix', 'Mr.', 'prefix'],
  [4, 'First', 'JORDAN', 'firstName'],
  [5, 'Middle', 'P', 'middleName'],
  [6, 'Last', 'MARSH', 'lastName'],
  [7, 'Suffix', 'JR', 'suffix'],
  [8, 'Address 1', '1 FIRST ST', 'addressLine1'],
  [9, 'Address 2', 'UNIT 2', 'addressLine2'],
  [10, 'Address 3', 'BLDG 3', 'addressLine3'],
  [11, 'Address 4', 'DOCK 4', 'addressLine4'],
  [12, 'City', 'DOVER', 'city'],
  [13, 'State / Province', 'DE', 'stateCode'],
  [14, 'Country', 'USA', 'countryCode'],
  [15, 'Zip Code', '19901', 'postalCode'],
  [16, 'DUNS', '123456789', null],
  [17, 'Exclusion Program', 'Reciprocal', 'exclusionProgram'],
  [18, 'Excluding Agency', 'OPM', 'agency'],
  [19, 'CT Code', 'A', 'exclusionCode'],
  [20, 'Exclusion Type', 'Ineligible (Proceedings Pending)', 'exclusionType'],
  [21, 'Additional Comments', 'Pending proceedings.', 'exclusionDesc'],
  [22, 'Active Date', '06/24/2016', 'exclusionDate'],
  [23, 'Termination Date', '06/23/2019', 'terminationDate'],
  [24, 'Record Status', '', null],
  [25, 'Cross-Reference', '(also MARSH, J.)', 'crossReference'],
  [26, 'SAM Number', 'S4MRA1B2C', 'samNumber'],
  [27, 'CAGE', '9Z9Z9', 'cageCode'],
  [28, 'NPI', '1987654321', 'npi'],
];

describe('the 2016 layout of the layout PDF', () => {
  it('reads every column the PDF lists, in its order, into its attribute', async () => {
    const header = LAYOUT_2016.map(([, name]) => name);
    const values = Object.fromEntries(LAYOUT_2016.map(([, name, value]) => [name, value]));
    const { records, rejections } = await collect(
      parseSamExclusionsPublic(streamOf([header.join(','), csvRow(values, header)])),
    );
    expect(rejections).toEqual([]);
    const record = records[0]?.record as Record<string, unknown> | undefined;
    const read = LAYOUT_2016.flatMap(([, name, , attribute]) =>
      attribute === null || name === 'Name' ? [] : [[name, record?.[attribute]]],
    );
    expect(read).toEqual(
      LAYOUT_2016.flatMap(([, name, value, attribute]) => {
        if (attribute === null || name === 'Name') return [];
        const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
        return [[name, date ? `${date[3]}-${date[1]}-${date[2]}` : value]];
      }),
    );
    expect(record).toMatchObject({ name: 'JORDAN P MARSH JR', uei: null, createDate: null });
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
