import { ConMonSeriesPointAttributes } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { matchesOverTime } from './matches-over-time.js';

function point(loadId: string, source: 'DMF' | 'OFAC', loadedAt: string, counts: [number, number, number]) {
  return ConMonSeriesPointAttributes.parse({
    agencyFrbFileId: '801975',
    loadId,
    srcSysTypeCd: source,
    datasource: source,
    loadedAt,
    conclusiveCount: String(counts[0]),
    probableCount: String(counts[1]),
    possibleCount: String(counts[2]),
    newCount: '0',
    withdrawnCount: '0',
  });
}

describe('matchesOverTime', () => {
  it('counts the file after each load as every source’s latest figures, in load order', () => {
    const rows = matchesOverTime([
      point('12', 'DMF', '2026-11-08T12:00:00Z', [6, 1, 2]),
      point('10', 'DMF', '2026-11-01T12:00:00Z', [5, 1, 0]),
      point('11', 'OFAC', '2026-11-02T12:00:00Z', [1, 0, 3]),
    ]);
    expect(rows.map(({ conclusive, probable, possible }) => [conclusive, probable, possible])).toEqual([
      [5, 1, 0],
      [6, 1, 3],
      [7, 1, 5],
    ]);
    expect(rows.map((row) => row.category.endsWith(', DMF') || row.category.endsWith(', OFAC'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(rows[1]?.category).toMatch(/OFAC$/);
  });

  it('draws nothing for a file no load has reached', () => {
    expect(matchesOverTime([])).toEqual([]);
  });
});
