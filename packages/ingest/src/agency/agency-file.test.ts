import { AGENCY_FIXED_WIDTH_LENGTH, agencyFixedWidthLayout, type AgencyPartyRow } from '@dnp/contracts';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ParseItem } from '../types.js';
import { detectAgencyFileFormat, readAgencyFile, type AgencyFileFormat } from './agency-file.js';

const read = async (text: string, format: AgencyFileFormat = 'csv') => {
  const items: ParseItem<AgencyPartyRow>[] = [];
  for await (const item of readAgencyFile(Readable.from([Buffer.from(text)]), format)) items.push(item);
  return items;
};

/** One fixed-width record from named values, padded as the layout says. */
function fixedLine(values: Partial<Record<(typeof agencyFixedWidthLayout)[number]['column'], string>>): string {
  return agencyFixedWidthLayout
    .map((field) => {
      const value = values[field.column] ?? '';
      return field.column === 'agencyPartyId' || field.column === 'paymentAmount'
        ? value.padStart(field.width)
        : value.padEnd(field.width);
    })
    .join('');
}

describe('agency files in CSV', () => {
  it('reads columns in any order, with TINs as people write them and blanks as absent values', async () => {
    const items = await read(
      'agencySourceFullName,agencyTin,agencyTinTypeCode,agencyPartyId,agencyAlcCode,birthDate,paymentAmount\n' +
        'HAROLD WHITCOMB,524-71-3380,ssn,1001,12345678,1941-03-02,1250.00\n' +
        'ACME SUPPLY LLC,,,1002,12345678,,\n',
    );
    expect(items).toEqual([
      {
        kind: 'record',
        line: 2,
        key: '1001',
        record: {
          agencySourceFullName: 'HAROLD WHITCOMB',
          agencyTin: '524713380',
          agencyTinTypeCode: 'SSN',
          agencyPartyId: 1001,
          agencyAlcCode: '12345678',
          birthDate: '1941-03-02',
          paymentAmount: '1250.00',
        },
      },
      {
        kind: 'record',
        line: 3,
        key: '1002',
        record: { agencySourceFullName: 'ACME SUPPLY LLC', agencyPartyId: 1002, agencyAlcCode: '12345678' },
      },
    ]);
  });

  it('refuses unknown columns by name and names the missing required ones', async () => {
    const items = await read('agencyAlcCode,agencySourceFullName,ssn,notes\n12345678,ANN LEE,123456789,x\n');
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'rejection',
        line: 1,
        column: 'header',
        reason: expect.stringMatching(/unknown column\(s\) "ssn", "notes"/),
      }),
      expect.objectContaining({
        kind: 'rejection',
        line: 1,
        column: 'header',
        reason: expect.stringMatching(/lacks the required column\(s\) agencyPartyId/),
      }),
    ]);
  });

  it('names the row and column of every bad value, and a party id used twice', async () => {
    const items = await read(
      'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode,birthDate\n' +
        '1234567,1,ANN LEE,12345678,SSN,1950-02-30\n' +
        '12345678,2,,,,\n' +
        '12345678,3,BOB RAY,123456789,,\n' +
        '12345678,3,BOB RAY,,,\n',
    );
    const rejections = items.map((item) =>
      item.kind === 'rejection' ? [item.line, item.column, item.reason] : item.kind,
    );
    expect(rejections).toEqual([
      [2, 'agencyAlcCode', 'expected an eight-digit agency location code'],
      [2, 'agencyTin', 'expected nine digits'],
      [2, 'birthDate', expect.stringMatching(/date/i)],
      [3, 'agencySourceFullName', 'required, and empty'],
      [4, 'agencyTinTypeCode', 'required when agencyTin is given (SSN or EIN)'],
      [5, 'agencyPartyId', 'agencyPartyId 3 appears earlier in the file'],
    ]);
  });

  it('refuses a row whose field count differs from the header', async () => {
    const items = await read('agencyAlcCode,agencyPartyId,agencySourceFullName\n12345678,1\n');
    expect(items).toEqual([
      expect.objectContaining({ kind: 'rejection', line: 2, reason: 'expected 3 fields as in the header, found 2' }),
    ]);
  });
});

describe('agency files in the fixed-width layout', () => {
  it('lays its fields end to end over the whole record', () => {
    let next = 1;
    for (const field of agencyFixedWidthLayout) {
      expect(field.start).toBe(next);
      next += field.width;
    }
    expect(next - 1).toBe(AGENCY_FIXED_WIDTH_LENGTH);
  });

  it('reads a record, also with its trailing blanks left off', async () => {
    const full = fixedLine({
      agencyAlcCode: '12345678',
      agencyPartyId: '77',
      agencySourceFullName: 'MARIA HERNANDEZ',
      agencyPartyTypeCode: 'I',
      agencyTin: '123456789',
      agencyTinTypeCode: 'SSN',
      birthDate: '19500704',
      stateCode: 'TX',
    });
    const short = fixedLine({ agencyAlcCode: '12345678', agencyPartyId: '78', agencySourceFullName: 'ACME LLC' })
      .trimEnd()
      .padEnd(123);
    const items = await read(`${full}\n${short}\n`, 'fixed');
    expect(items.map((item) => item.kind === 'record' && item.record)).toEqual([
      {
        agencyAlcCode: '12345678',
        agencyPartyId: 77,
        agencySourceFullName: 'MARIA HERNANDEZ',
        agencyPartyTypeCode: 'I',
        agencyTin: '123456789',
        agencyTinTypeCode: 'SSN',
        birthDate: '1950-07-04',
        stateCode: 'TX',
      },
      { agencyAlcCode: '12345678', agencyPartyId: 78, agencySourceFullName: 'ACME LLC' },
    ]);
    expect(detectAgencyFileFormat(full)).toBe('fixed');
  });

  it('refuses a line of the wrong length with its line number', async () => {
    const items = await read(
      `${fixedLine({ agencyAlcCode: '12345678', agencyPartyId: '1', agencySourceFullName: 'A B' })}XX\n`,
      'fixed',
    );
    expect(items).toEqual([
      expect.objectContaining({ kind: 'rejection', line: 1, reason: expect.stringMatching(/this line has 418/) }),
    ]);
  });
});

describe('detectAgencyFileFormat', () => {
  it('tells a CSV header from a fixed-width record, and neither from something else', () => {
    expect(detectAgencyFileFormat('\uFEFFagencyAlcCode,agencyPartyId,agencySourceFullName')).toBe('csv');
    expect(detectAgencyFileFormat('"agencyPartyId","agencyAlcCode"')).toBe('csv');
    expect(detectAgencyFileFormat('name,ssn,amount')).toBeUndefined();
    expect(detectAgencyFileFormat('hello')).toBeUndefined();
  });
});
