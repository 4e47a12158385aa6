import type { AgencyParty } from '../bulk-match/batch-level.js';
import type { PartyMatch } from '../bulk-match/score-pairs.js';

/**
 * Everything of a party the engine reads (partyOfAgencyRow, and the date of birth OFAC's record is
 * chosen by): two parties of one file alike in all of it score the same against any record.
 */
const identityOf = (party: AgencyParty): string =>
  JSON.stringify([
    party.fullName,
    party.partyType,
    party.tin,
    party.birthDate,
    party.addressLine1,
    party.cityName,
    party.stateCode,
    party.postalCode,
  ]);

/**
 * One file's pairs with each pair of namesakes (parties alike in all the engine reads) and record
 * scored once: `pairs` holds each such pair once, on the party id of the first namesake met, and
 * `spread` gives the match to every namesake that was given the record. A file of payees repeats
 * a name with nothing else to tell the parties apart, and namesakes are ranked once, so they come
 * with the same records. A party alike to no other passes as it is, with no bookkeeping a pair:
 * in a file of different parties, the bookkeeping of every pair cost a second of 23 (docs/benchmarks.md).
 */
export function namesakePairs<P extends { party: AgencyParty; recordId: number }>(
  filePairs: readonly P[],
): { pairs: P[]; spread: (matches: readonly PartyMatch[]) => PartyMatch[] } {
  // A party comes with up to 20 records, read once (delta-pairs.ts): its identity is built once too.
  const firstOfParty = new Map<AgencyParty, number>();
  const firstOf = new Map<string, number>();
  /** The first namesakes some other party is alike to. */
  const shared = new Set<number>();
  for (const { party } of filePairs) {
    if (firstOfParty.has(party)) continue;
    const identity = identityOf(party);
    const first = firstOf.get(identity);
    if (first === undefined) firstOf.set(identity, party.partyId);
    else if (first !== party.partyId) shared.add(first);
    firstOfParty.set(party, first ?? party.partyId);
  }
  /** `first namesake's party id:record id` → the parties given that record. */
  const holders = new Map<string, number[]>();
  const pairs: P[] = [];
  for (const pair of filePairs) {
    const { partyId } = pair.party;
    const first = firstOfParty.get(pair.party) ?? partyId;
    if (!shared.has(first)) {
      pairs.push(pair);
      continue;
    }
    const scoredAs = `${first}:${pair.recordId}`;
    const given = holders.get(scoredAs);
    if (given === undefined) {
      holders.set(scoredAs, [partyId]);
      pairs.push(first === partyId ? pair : { ...pair, party: { ...pair.party, partyId: first } });
    } else {
      given.push(partyId);
    }
  }
  return {
    pairs,
    spread: (matches) =>
      matches.flatMap((match) =>
        shared.has(match.partyId)
          ? (holders.get(`${match.partyId}:${match.recordId}`) ?? []).map((partyId) =>
              partyId === match.partyId ? match : { ...match, partyId },
            )
          : [match],
      ),
  };
}
