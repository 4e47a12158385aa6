import type { PaymentAvailableReportFilter } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { alcsOf, fitChoice, monthName, monthsOf, yearsOf } from './report-periods.js';

const entry = (year: string, month: string, alcs: string): PaymentAvailableReportFilter => ({
  reportYearNumber: year,
  reportMonthNumber: month,
  level1AccessGroupId: 'DOD',
  agencyAlcList: alcs,
});

// As the filters call answers: newest month first, one entry per month with its ALCs.
const filters = [
  entry('2025', '02', '97000002'),
  entry('2025', '01', '97000001,97000002'),
  entry('2024', '12', '97000003'),
];

describe('report periods', () => {
  it('offer only the years, months and ALCs the filters call returned', () => {
    expect(yearsOf(filters)).toEqual(['2025', '2024']);
    expect(monthsOf(filters, '2025')).toEqual(['01', '02']);
    expect(alcsOf(filters, '2025', '')).toEqual(['97000001', '97000002']);
    expect(alcsOf(filters, '2025', '02')).toEqual(['97000002']);
    expect(alcsOf(filters, '2024', '')).toEqual(['97000003']);
  });

  it('name a month as people read it', () => {
    expect(monthName('01')).toBe('January');
    expect(monthName('12')).toBe('December');
  });

  it('keep a choice to what exists, and have none when nothing holds data', () => {
    expect(fitChoice(filters, { year: '2025', month: '01', alc: '97000001' })).toEqual({
      year: '2025',
      month: '01',
      alc: '97000001',
    });
    expect(fitChoice(filters, { year: '2019', month: '01', alc: '97000001' })).toEqual({
      year: '2025',
      month: '01',
      alc: '97000001',
    });
    expect(fitChoice(filters, { year: '2025', month: '02', alc: '97000001' })).toEqual({
      year: '2025',
      month: '02',
      alc: '',
    });
    expect(fitChoice(filters, { year: '2024', month: '01', alc: '' })).toEqual({ year: '2024', month: '', alc: '' });
    expect(fitChoice([], { year: '2025', month: '', alc: '' })).toBeNull();
  });

  it('give a monthly report the year’s latest month rather than the whole year', () => {
    expect(fitChoice(filters, { year: '2025', month: '', alc: '' }, true)).toEqual({
      year: '2025',
      month: '02',
      alc: '',
    });
    expect(fitChoice(filters, { year: '2025', month: '01', alc: '' }, true)).toEqual({
      year: '2025',
      month: '01',
      alc: '',
    });
  });
});
