import { describe, expect, it } from 'vitest';
import { datasourceRows } from '../test/datasource-fixtures.js';
import { hitsOf, rankedPub78Hits, searchResponse } from '../test/search-hits.js';
import { displayNameOf } from './key-fields.js';
import { sortDescription, sortedHits } from './result-columns.js';
import type { SearchHit } from './search-hit.js';

const [pub78] = datasourceRows(['pub78']).filter((source) => source.apiName === 'pub78');
if (!pub78) throw new Error('pub78 is in the catalog');
const hits = hitsOf(searchResponse('pub78', rankedPub78Hits(30)));
const ids = (list: readonly { id: string }[]) => list.map((hit) => hit.id);
const nameOf = (hit: SearchHit | undefined) => (hit ? displayNameOf('pub78', hit) : undefined);
const tinOf = (hit: SearchHit) => ('tin' in hit ? String(hit.tin) : '');

describe('sortedHits', () => {
  it('keeps the server order for score, highest first, and reverses it for lowest first', () => {
    expect(ids(sortedHits(pub78, hits, [{ id: 'score', desc: true }]))).toEqual(ids(hits));
    expect(ids(sortedHits(pub78, hits, [{ id: 'score', desc: false }]))).toEqual(ids(hits).reverse());
  });

  it('orders by name, A to Z and Z to A', () => {
    const byName = sortedHits(pub78, hits, [{ id: 'name', desc: false }]).map(nameOf);
    expect(byName.slice(0, 3)).toEqual(['Charity 001', 'Charity 002', 'Charity 003']);
    expect(nameOf(sortedHits(pub78, hits, [{ id: 'name', desc: true }])[0])).toBe('Charity 030');
  });

  it('orders TINs by the masked number shown, whatever a row holds unmasked', () => {
    const unmasked = hits.map((hit, index) => ({ ...hit, tin: `${900 - index}00${String(hit.tin).slice(-4)}` }));
    const lastFour = sortedHits(pub78, unmasked, [{ id: 'tin', desc: false }]).map((hit) => tinOf(hit).slice(-4));
    expect(lastFour).toEqual([...lastFour].sort());
  });

  it('follows a change of order of the same hits, and of the hits under the same order', () => {
    expect(nameOf(sortedHits(pub78, hits, [{ id: 'name', desc: false }])[0])).toBe('Charity 001');
    expect(nameOf(sortedHits(pub78, hits, [{ id: 'name', desc: true }])[0])).toBe('Charity 030');
    const fewer = hits.slice(0, 5);
    expect(ids(sortedHits(pub78, fewer, [{ id: 'name', desc: true }]))).toEqual(
      ids([...fewer].sort((a, b) => b.name.localeCompare(a.name))),
    );
  });

  it('leaves the hits it was given as they were', () => {
    const before = ids(hits);
    sortedHits(pub78, hits, [{ id: 'name', desc: false }]);
    expect(ids(hits)).toEqual(before);
  });
});

describe('sortDescription', () => {
  it('says an order in words', () => {
    expect(sortDescription('score', 'Score', true)).toBe('Score, highest first');
    expect(sortDescription('match', 'Match', false)).toBe('Match, weakest first');
    expect(sortDescription('birthDate', 'Date of birth', false)).toBe('Date of birth, earliest first');
    expect(sortDescription('name', 'Name', false)).toBe('Name, A to Z');
  });
});
