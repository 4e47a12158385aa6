import {
  AGENCY_PAYMENT_FIXED_WIDTH_LENGTH,
  agencyPaymentFixedWidthLayout,
  type AgencyPaymentRow,
} from '@dnp/contracts';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ParseItem } from '../types.js';
import { detectAgencyFileFormat, readAgencyFile, type AgencyFileFormat } from './agency-file.js';
import { agencyPaymentLayout } from './layouts.js';

const read = async (text: string, format: AgencyFileFormat = 'csv') => {
  const items: ParseItem<AgencyPaymentRow>[] = [];
  for await (const item of readAgencyFile(Readable.from([Buffer.from(text)]), format, agencyPaymentLayout)) {
    items.push(item);
  }
  return items;
};

const header =
  'paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate,agencyAlcCode,scheduleNumber';

const harold: AgencyPaymentRow = {
  paymentId: 'P0001',
  agencyPartyId: 1001,
  payeeName: 'HAROLD WHITCOMB',
  tin: '524713380',
  tinTypeCode: 'SSN',
  paymentAmount: '1843.27',
  paymentTypeCode: 'MONTHLY BENEFIT',
  workingPaymentDate: '2026-03-03',
  agencyAlcCode: '97010001',
  scheduleNumber: 'S2603001',
};

describe('payment files in CSV', () => {
  it('reads the payment columns in any order, TINs as people write them, codes in any case', async () => {
    const items = await read(
      `${header},payeeAccountNumber,payeeStateCode\n` +
        'P0001,1001,HAROLD WHITCOMB,524-71-3380,ssn,1843.27,monthly benefit,2026-03-03,97010001,S2603001,000123456789,oh\n',
    );
    expect(items).toEqual([
      {
        kind: 'record',
        line: 2,
        key: '1001',
        record: { ...harold, payeeAccountNumber: '000123456789', payeeStateCode: 'OH' },
      },
    ]);
  });

  it('refuses a batch-match column by name and names the missing payment columns', async () => {
    const items = await read('agencyAlcCode,agencyPartyId,agencySourceFullName\n97010001,1,ANN LEE\n');
    expect(items).toEqual([
      expect.objectContaining({
        line: 1,
        column: 'header',
        reason: expect.stringContaining('unknown column(s) "agencySourceFullName"'),
      }),
      expect.objectContaining({
        line: 1,
        column: 'header',
        reason:
          'the header lacks the required column(s) scheduleNumber, paymentId, payeeName, tin, tinTypeCode, paymentAmount, paymentTypeCode, workingPaymentDate',
      }),
    ]);
  });

  it('names the row and column of each bad value, and a payee sent twice', async () => {
    const items = await read(
      `${header}\n` +
        'P0001,1001,HAROLD WHITCOMB,52471338,SSN,1843.27,MONTHLY BENEFIT,2026-02-30,97010001,S1\n' +
        'P0002,1002,ANN LEE,123456789,SSN,12,BONUS,2026-03-03,97010001,S1\n' +
        'P0003,1002,ANN LEE,123456789,SSN,12.00,SALARY,2026-03-03,97010001,S1\n',
    );
    expect(items.map((item) => (item.kind === 'rejection' ? [item.line, item.column] : item.kind))).toEqual([
      [2, 'tin'],
      [2, 'workingPaymentDate'],
      [3, 'paymentAmount'],
      [3, 'paymentTypeCode'],
      [4, 'agencyPartyId'],
    ]);
    expect(items.at(-1)).toMatchObject({ reason: 'agencyPartyId 1002 appears earlier in the file' });
  });

  it('says a required value left empty is required', async () => {
    const [item] = await read(`${header}\nP0001,1001,HAROLD WHITCOMB,,SSN,1.00,N/A,2026-03-03,97010001,S1\n`);
    expect(item).toMatchObject({ kind: 'rejection', line: 2, column: 'tin', reason: 'required, and empty' });
  });
});

function fixedLine(values: Partial<Record<string, string>>): string {
  return agencyPaymentFixedWidthLayout
    .map((field) => {
      const value = values[field.column] ?? '';
      return agencyPaymentLayout.rightAligned.includes(field.column)
        ? value.padStart(field.width)
        : value.padEnd(field.width);
    })
    .join('');
}

describe('payment files in the fixed-width layout', () => {
  it('has contiguous fields that end where the record does', () => {
    let next = 1;
    for (const field of agencyPaymentFixedWidthLayout) {
      expect(field.start).toBe(next);
      next = field.start + field.width;
    }
    expect(next - 1).toBe(AGENCY_PAYMENT_FIXED_WIDTH_LENGTH);
  });

  it('reads a record by position, dates as YYYYMMDD, and is told from a CSV header', async () => {
    const line = fixedLine({
      ...harold,
      agencyPartyId: '1001',
      workingPaymentDate: '20260303',
      payeeCityName: 'DAYTON',
    });
    expect(line).toHaveLength(AGENCY_PAYMENT_FIXED_WIDTH_LENGTH);
    expect(detectAgencyFileFormat(line, agencyPaymentLayout)).toBe('fixed');
    expect(detectAgencyFileFormat(header, agencyPaymentLayout)).toBe('csv');
    const items = await read(`${line.trimEnd()}\n`, 'fixed');
    expect(items).toEqual([{ kind: 'record', line: 1, key: '1001', record: { ...harold, payeeCityName: 'DAYTON' } }]);
  });

  it('refuses a record that stops before the payment date', async () => {
    const [item] = await read(`${fixedLine({ ...harold, agencyPartyId: '1001' }).slice(0, 150)}\n`, 'fixed');
    expect(item).toMatchObject({ kind: 'rejection', line: 1, reason: expect.stringContaining('516 characters') });
  });
});
