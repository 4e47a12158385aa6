import { describe, expect, it } from 'vitest';
import { RecordResponse, SearchResponse, searchResponseFor, type SearchResultAttributesOf } from './search.js';

const match = {
  score: 0.3,
  level: 'PROBABLE',
  matchTypePortalDisplayText: 'TIN MATCH',
  matchedName: 'Oakleaf',
  explanation: [],
};

const pub78Hit = {
  name: 'Oakleaf',
  tin: '*****3154',
  tinMasked: true,
  taxIdType: 'EIN',
  cityName: 'Norfolk',
  stateCode: 'VA',
  country: null,
  partyTypeCd: 'E',
  businessName: null,
  deductibilityCode: 'PC',
  deductibilityDesc: null,
  searchCriteria: 'SSN/EIN/TIN',
  match,
};

const answer = (type: string, attributes: object) => ({ data: [{ id: '7', type, attributes }], meta: {} });

describe('SearchResponse', () => {
  it("checks each hit against its own source's record schema", () => {
    expect(SearchResponse.safeParse(answer('pub78', pub78Hit)).success).toBe(true);
    const { cityName: _cityName, ...withoutCity } = pub78Hit;
    expect(SearchResponse.safeParse(answer('pub78', withoutCity)).success).toBe(false);
    expect(SearchResponse.safeParse(answer('ofac', pub78Hit)).success).toBe(false);
  });

  it('refuses a hit or a record carrying a full TIN: only its last four digits leave unrevealed', () => {
    expect(SearchResponse.safeParse(answer('pub78', { ...pub78Hit, tin: '000003154' })).success).toBe(false);
    const { searchCriteria: _criteria, match: _match, ...record } = pub78Hit;
    expect(RecordResponse.safeParse(answer('pub78', record)).success).toBe(true);
    expect(RecordResponse.safeParse(answer('pub78', { ...record, tin: '000003154' })).success).toBe(false);
  });

  it("parses one source's answer as that source's hits, and no other source's", () => {
    const parsed = searchResponseFor('pub78').parse(answer('pub78', pub78Hit));
    const city: string | null = parsed.data[0]?.attributes.cityName ?? null;
    expect(city).toBe('Norfolk');
    expect(searchResponseFor('arl').safeParse(answer('pub78', pub78Hit)).success).toBe(false);
  });

  it('types a hit by its source: an attribute another source has is a type error', () => {
    const hit = pub78Hit as SearchResultAttributesOf<'pub78'>;
    // @ts-expect-error Pub 78 hits name the city cityName; `city` is another source's attribute.
    const city: unknown = hit.city;
    expect(city).toBeUndefined();
  });
});
