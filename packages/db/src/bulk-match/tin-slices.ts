import type { DatasourceApiName } from '@dnp/contracts';
import type { TinPair } from './tin-pairs.js';

/**
 * The TIN join's pairs cut into slices of about `perSlice` pairs, all of a party's pairs (every source's) in one
 * slice: the matches kept per party and source are chosen among all of them, and a party is prepared once, by the
 * one slice that scores it. Parties in the order of their first pair, each source's pairs in the join's order.
 */
export function tinSlices(
  bySource: ReadonlyMap<DatasourceApiName, TinPair[]>,
  perSlice: number,
): Array<Map<DatasourceApiName, TinPair[]>> {
  const byParty = new Map<number, Array<{ apiName: DatasourceApiName; pair: TinPair }>>();
  for (const [apiName, pairs] of bySource) {
    for (const pair of pairs) {
      const found = byParty.get(pair.partyId);
      if (found === undefined) byParty.set(pair.partyId, [{ apiName, pair }]);
      else found.push({ apiName, pair });
    }
  }
  const slices: Array<Map<DatasourceApiName, TinPair[]>> = [];
  let slice = new Map<DatasourceApiName, TinPair[]>();
  let size = 0;
  for (const partyPairs of byParty.values()) {
    if (size >= perSlice) {
      slices.push(slice);
      slice = new Map();
      size = 0;
    }
    for (const { apiName, pair } of partyPairs) {
      const inSlice = slice.get(apiName);
      if (inSlice === undefined) slice.set(apiName, [pair]);
      else inSlice.push(pair);
    }
    size += partyPairs.length;
  }
  if (size > 0 || slices.length === 0) slices.push(slice);
  return slices;
}
