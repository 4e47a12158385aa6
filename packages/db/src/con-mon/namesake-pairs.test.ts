import { describe, expect, it } from 'vitest';
import { agencyParty } from '../bulk-match/agency-party.fixture.js';
import type { AgencyParty } from '../bulk-match/batch-level.js';
import type { PartyMatch } from '../bulk-match/score-pairs.js';
import { namesakePairs } from './namesake-pairs.js';

const party = (partyId: number, fields: Partial<AgencyParty> = {}): AgencyParty => agencyParty({ partyId, ...fields });

/** What a scorer answers for a pair: a match whose score tells which record it was. */
const matchOf = ({ party: { partyId }, recordId }: { party: AgencyParty; recordId: number }): PartyMatch => ({
  partyId,
  recordId,
  score: recordId / 100,
  level: 'POSSIBLE',
  matchType: 'NAME MATCH',
  matchedName: 'JOHN SMITH',
  explanation: [],
});

describe('namesake pairs', () => {
  it('scores a record once for namesakes alike in all the engine reads, and gives each of them its match', () => {
    const pairs = [
      { party: party(1), recordId: 10 },
      { party: party(2), recordId: 10 },
      { party: party(2), recordId: 11 },
      { party: party(3), recordId: 10 },
    ];
    const once = namesakePairs(pairs);
    expect(once.pairs.map((pair) => [pair.party.partyId, pair.recordId])).toEqual([
      [1, 10],
      [1, 11],
    ]);
    const spread = once.spread(once.pairs.map(matchOf));
    // Party 1 was never given record 11: only its namesake 2 gets that match.
    expect(spread.map((match) => [match.partyId, match.recordId, match.score])).toEqual([
      [1, 10, 0.1],
      [2, 10, 0.1],
      [3, 10, 0.1],
      [2, 11, 0.11],
    ]);
  });

  it('scores a namesake with a date of birth, an address or a TIN of its own on its own', () => {
    const pairs = [
      { party: party(1), recordId: 10 },
      { party: party(2, { birthDate: '1940-01-05' }), recordId: 10 },
      { party: party(3, { postalCode: '20001' }), recordId: 10 },
      { party: party(4, { tin: '123456789' }), recordId: 10 },
      { party: party(5, { partyType: null }), recordId: 10 },
    ];
    const once = namesakePairs(pairs);
    expect(once.pairs).toEqual(pairs);
    expect(once.spread([]).length).toBe(0);
  });

  it('passes a party alike to no other as it is, its matches its own, beside namesakes scored once', () => {
    const lone = party(7, { fullName: 'MARY JONES' });
    const pairs = [
      { party: lone, recordId: 20 },
      { party: party(1), recordId: 10 },
      { party: lone, recordId: 21 },
      { party: party(2), recordId: 10 },
    ];
    const once = namesakePairs(pairs);
    expect(once.pairs.map((pair) => [pair.party.partyId, pair.recordId])).toEqual([
      [7, 20],
      [1, 10],
      [7, 21],
    ]);
    const spread = once.spread(once.pairs.map(matchOf));
    expect(spread.map((match) => [match.partyId, match.recordId])).toEqual([
      [7, 20],
      [1, 10],
      [2, 10],
      [7, 21],
    ]);
  });
});
