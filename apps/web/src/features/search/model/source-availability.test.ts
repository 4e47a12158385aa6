import { datasourceApiNames } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { datasourceRows } from '../test/datasource-fixtures.js';
import { availabilityFor, groupByCategory, offeredSources, searchableSelection } from './source-availability.js';

const all = datasourceRows(datasourceApiNames);
const source = (apiName: string) => {
  const found = all.find((s) => s.apiName === apiName);
  if (!found) throw new Error(apiName);
  return found;
};

describe('the hint rule', () => {
  it('rules out CAIVRS for a name search, with its hint as the reason', () => {
    expect(availabilityFor(source('caivrs'), 'NAME')).toEqual({
      searchable: false,
      reason: 'CAIVRS is keyed by taxpayer identification number: search it by SSN/EIN/TIN, not by name.',
    });
    expect(availabilityFor(source('caivrs'), 'SSN/EIN/TIN')).toEqual({ searchable: true });
  });

  it('rules out OFAC for a TIN search', () => {
    expect(availabilityFor(source('ofac'), 'SSN/EIN/TIN')).toEqual({
      searchable: false,
      reason: 'The SDN list carries no U.S. taxpayer numbers: search it by name only.',
    });
    expect(availabilityFor(source('ofac'), 'NAME')).toEqual({ searchable: true });
  });

  it('leaves every other source open to both kinds of search', () => {
    const others = all.filter((s) => s.apiName !== 'ofac' && s.apiName !== 'caivrs');
    expect(others).toHaveLength(16);
    for (const s of others) {
      expect(availabilityFor(s, 'NAME').searchable).toBe(true);
      expect(availabilityFor(s, 'SSN/EIN/TIN').searchable).toBe(true);
    }
  });

  it('searches only the chosen sources the criteria allow', () => {
    const selected = ['ofac', 'caivrs', 'dmf'] as const;
    expect(searchableSelection(all, selected, 'NAME')).toEqual(['dmf', 'ofac']);
    expect(searchableSelection(all, selected, 'SSN/EIN/TIN')).toEqual(['caivrs', 'dmf']);
  });
});

describe('offeredSources and groupByCategory', () => {
  it('offers only the sources the user may use, grouped by kind in catalog order', () => {
    const offered = offeredSources(datasourceRows(['ofac', 'pub78', 'arl', 'dmf']));
    expect(offered.map((s) => s.apiName)).toEqual(['dmf', 'ofac', 'arl', 'pub78']);
    expect(groupByCategory(offered).map((g) => [g.label, g.sources.map((s) => s.apiName)])).toEqual([
      ['Death records', ['dmf']],
      ['Sanctions', ['ofac']],
      ['Tax-exempt organizations', ['arl', 'pub78']],
    ]);
  });
});
