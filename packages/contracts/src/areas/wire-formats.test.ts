import { describe, expect, it } from 'vitest';
import { matchLevelByNumber, paymentIncludeSource } from './area-enums.js';
import { AlcCodeList, CountString, IsoDate, IsoTimestamp, MoneyAmount, PostalCode } from './wire-formats.js';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('wire formats', () => {
  it('counts are whole numbers written as strings, without leading zeros or signs', () => {
    expect(accepts(CountString, '0')).toBe(true);
    expect(accepts(CountString, '1663')).toBe(true);
    for (const wrong of [1663, '01', '-1', '1.5', '', ' 1']) expect(accepts(CountString, wrong)).toBe(false);
  });

  it('dates are real calendar days as YYYY-MM-DD', () => {
    expect(accepts(IsoDate, '2024-02-29')).toBe(true);
    for (const wrong of ['2023-02-29', '2024-13-01', '20240229', '2024-02-29T00:00:00Z']) {
      expect(accepts(IsoDate, wrong)).toBe(false);
    }
  });

  it('timestamps carry Z or an offset', () => {
    expect(accepts(IsoTimestamp, '2024-06-01T05:40:33.120Z')).toBe(true);
    expect(accepts(IsoTimestamp, '2024-06-01T05:40:33-04:00')).toBe(true);
    expect(accepts(IsoTimestamp, '2024-06-01T05:40:33')).toBe(false);
  });

  it('amounts are dollars with cents, reversals negative', () => {
    expect(accepts(MoneyAmount, '0.00')).toBe(true);
    expect(accepts(MoneyAmount, '-12.50')).toBe(true);
    for (const wrong of [12.5, '12.5', '012.50', '1,200.00', '$12.50']) expect(accepts(MoneyAmount, wrong)).toBe(false);
  });

  it('ALC lists are eight-digit codes joined by commas', () => {
    expect(accepts(AlcCodeList, '28040001')).toBe(true);
    for (const wrong of ['', '28040001,', '2804001', '28040001;28040002'])
      expect(accepts(AlcCodeList, wrong)).toBe(false);
  });

  it('ZIP codes take five digits with an optional extension', () => {
    expect(accepts(PostalCode, '45402')).toBe(true);
    expect(accepts(PostalCode, '454021123')).toBe(true);
    expect(accepts(PostalCode, '4540')).toBe(false);
  });
});

describe('area enums', () => {
  it('ranks match levels 1 to 3 from the strongest', () => {
    expect(matchLevelByNumber[1]).toBe('CONCLUSIVE');
    expect(matchLevelByNumber[3]).toBe('POSSIBLE');
  });

  it('maps payment include names to source codes', () => {
    expect(paymentIncludeSource('aisProbatePayment')).toBe('AIS-PR');
    expect(paymentIncludeSource('dosPayment')).toBe('DOS');
  });
});
