import type { ReportRow } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { chartOf } from './report-figures.js';

const row = (period: string, measure: string, value: number, category = ''): ReportRow => ({
  period,
  agencyAlcCode: '97000001',
  measure,
  category,
  value,
  amount: null,
  rows: null,
  link: null,
});

describe('a report chart', () => {
  it('charts the batch-match counts per month, whatever opens their rows', () => {
    const chart = chartOf([
      row('2026-03', 'filesReceived', 1),
      row('2026-03', 'partiesMatched', 2, 'DMF · level 1'),
      row('2026-03', 'partiesMatched', 1, 'OFAC · level 3'),
      row('2026-04', 'filesReceived', 2),
    ]);
    expect(chart.series).toEqual([
      { key: 'filesReceived', label: 'Files received' },
      { key: 'partiesMatched', label: 'Parties matched' },
    ]);
    expect(chart.rows).toEqual([
      { category: 'March 2026', filesReceived: 1, partiesMatched: 3 },
      { category: 'April 2026', filesReceived: 2, partiesMatched: 0 },
    ]);
  });

  it('keeps a duration out of the counts', () => {
    const chart = chartOf([row('2026-03', 'matched', 2), row('2026-03', 'medianDaysToDecision', 7)]);
    expect(chart.series.map((series) => series.key)).toEqual(['matched']);
  });
});
