import type { PartyRecord } from '@dnp/matching';
import { scoreCandidate } from '@dnp/matching';
import { describe, expect, it } from 'vitest';
import { plantedCases } from './planted-cases.js';

/** The planted record of a source as the search screens it: its listed name and TIN. */
function asParty(record: Record<string, unknown>): PartyRecord {
  const name =
    typeof record.name === 'string'
      ? record.name
      : [record.firstName, record.middleName, record.lastName].filter((part) => typeof part === 'string').join(' ');
  return { name: { full: name, kind: 'unknown' }, ...(typeof record.tin === 'string' ? { tin: record.tin } : {}) };
}

describe('planted cases', () => {
  const expectations = plantedCases.flatMap((plantedCase) =>
    plantedCase.searches.flatMap((search) =>
      Object.entries(search.expect).map(([apiName, level]) => ({
        id: plantedCase.id,
        search,
        apiName,
        level,
        plantedCase,
      })),
    ),
  );

  it.each(expectations)('$id in $apiName reaches $level', ({ search, apiName, level, plantedCase }) => {
    const planted = plantedCase.records.find((r) => r.apiName === apiName);
    expect(planted).toBeDefined();
    const query: PartyRecord = {
      name: { full: search.name ?? '', kind: 'unknown' },
      ...(search.tin === undefined ? {} : { tin: search.tin }),
    };
    const result = scoreCandidate(query, asParty(planted?.record as Record<string, unknown>));
    expect(result.classification?.level).toBe(level);
  });
});
