import type { ReportRow } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { figureRowsHref, figureRowsLocation } from './figure-rows-location.js';

const figure: ReportRow = {
  period: '2026-05',
  agencyAlcCode: '97000001',
  measure: 'partiesMatched',
  category: 'DMF · level 1',
  value: 2,
  amount: null,
  rows: {
    'filter[reportYearNumber]': '2026',
    'filter[reportMonthNumber]': '05',
    'filter[agencyAlcCode]': '97000001',
    'filter[measure]': 'partiesMatched',
    'filter[datasource]': 'dmf',
    'filter[matchLevelNumber]': '1',
  },
  link: null,
};

describe('a figure’s rows address', () => {
  it('carries the figure’s rows query, its words and the way back to the report as run', () => {
    const href = figureRowsHref('batch-match', { year: '2026', month: '', alc: '' }, figure);
    const location = figureRowsLocation(new URL(`http://portal${href ?? ''}`).searchParams);
    expect(location).toEqual({
      reportName: 'batch-match',
      description: 'Parties matched, DMF · level 1: May 2026, ALC 97000001',
      figure: figure.rows,
      backHref: '/reporting?report=batch-match&year=2026',
    });
  });

  it('has no address for a figure that counts no rows, and the form’s address is no rows screen', () => {
    expect(figureRowsHref('batch-match', { year: '2026', month: '', alc: '' }, { ...figure, rows: null })).toBeNull();
    expect(figureRowsLocation(new URLSearchParams('report=batch-match&year=2026'))).toBeNull();
  });
});
