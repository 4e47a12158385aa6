import type { DatasourceApiName } from '@dnp/contracts';
import type { CandidatePair } from './candidate-pairs.js';

/**
 * The TIN join's pairs cut into slices of about `perSlice` pairs, each source's pairs of a party in one slice (the
 * matches kept per party and source are chosen among all of them), sources and parties in the join's order.
 */
export function tinSlices(
  bySource: ReadonlyMap<DatasourceApiName, CandidatePair[]>,
  perSlice: number,
): Array<Map<DatasourceApiName, CandidatePair[]>> {
  const slices: Array<Map<DatasourceApiName, CandidatePair[]>> = [];
  let slice = new Map<DatasourceApiName, CandidatePair[]>();
  let size = 0;
  for (const [apiName, pairs] of bySource) {
    const byParty = new Map<number, CandidatePair[]>();
    for (const pair of pairs) {
      const found = byParty.get(pair.party.partyId);
      if (found === undefined) byParty.set(pair.party.partyId, [pair]);
      else found.push(pair);
    }
    for (const partyPairs of byParty.values()) {
      if (size >= perSlice) {
        slices.push(slice);
        slice = new Map();
        size = 0;
      }
      const inSlice = slice.get(apiName);
      if (inSlice === undefined) slice.set(apiName, [...partyPairs]);
      else inSlice.push(...partyPairs);
      size += partyPairs.length;
    }
  }
  if (size > 0 || slices.length === 0) slices.push(slice);
  return slices;
}
