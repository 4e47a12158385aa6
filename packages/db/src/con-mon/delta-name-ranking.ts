/**
 * A row of the delta's name join (delta-pairs.ts): either a party and the group of name keys it was
 * planned with (`fileId`, `partyId`), or a record that group ranked among its best (`recordId`,
 * `weight`, the key weight the record shares with the group).
 */
export interface NameGroupRow {
  grp: number;
  fileId: number | string | null;
  partyId: number | string | null;
  recordId: number | string | null;
  weight: number | null;
}

/** A party of an enrolled file, as the caller holds it. */
export interface GroupParty {
  fileId: number;
  partyId: number;
}

/** The parties the join planned: every party row's file and party id, once each. */
export function plannedParties(rows: readonly NameGroupRow[]): GroupParty[] {
  const parties: GroupParty[] = [];
  for (const row of rows) {
    if (row.recordId === null) parties.push({ fileId: Number(row.fileId), partyId: Number(row.partyId) });
  }
  return parties;
}

const byFileAndParty = (a: GroupParty, b: GroupParty) => a.fileId - b.fileId || a.partyId - b.partyId;

interface Ranking {
  weight: number;
  grp: number;
}

/**
 * Each record's `perRecord` best-sharing parties among the parties its groups ranked it for: the
 * higher shared weight first, then the lower file id and party id. The join answers each group's
 * parties and each group's records, not every (party, record) pair: namesakes planned with the same
 * keys share their records, and the pairs were many times the rows (387,800 against 58,764 on the
 * benchmark's delta), each carried and sorted by the database before (docs/benchmarks.md,
 * "Continuous monitoring"). `partyOf` gives the caller's party for a planned one, looked up once a party;
 * `pairOf` makes a kept pair.
 */
export function bestPartiesPerRecord<P extends GroupParty, T>(
  rows: readonly NameGroupRow[],
  perRecord: number,
  partyOf: (party: GroupParty) => P,
  pairOf: (party: P, recordId: number) => T,
): T[] {
  const partiesOf = new Map<number, P[]>();
  const groupsOf = new Map<number, Ranking[]>();
  for (const row of rows) {
    if (row.recordId === null) {
      const party = partyOf({ fileId: Number(row.fileId), partyId: Number(row.partyId) });
      const parties = partiesOf.get(row.grp);
      if (parties === undefined) partiesOf.set(row.grp, [party]);
      else parties.push(party);
    } else {
      const ranking = { weight: Number(row.weight), grp: row.grp };
      const recordId = Number(row.recordId);
      const groups = groupsOf.get(recordId);
      if (groups === undefined) groupsOf.set(recordId, [ranking]);
      else groups.push(ranking);
    }
  }
  for (const parties of partiesOf.values()) parties.sort(byFileAndParty);
  const pairs: T[] = [];
  for (const [recordId, groups] of groupsOf) {
    groups.sort((a, b) => b.weight - a.weight);
    let left = perRecord;
    // One weight at a time: its groups' parties in file and party order, until the record has its share.
    for (let at = 0; at < groups.length && left > 0;) {
      const weight = groups[at]?.weight;
      let tied: P[] = [];
      let merged = 0;
      for (; at < groups.length && groups[at]?.weight === weight; at++, merged++) {
        const parties = partiesOf.get(groups[at]?.grp ?? -1) ?? [];
        tied = merged === 0 ? parties : [...tied, ...parties];
      }
      if (merged > 1) tied.sort(byFileAndParty);
      for (const party of tied.slice(0, left)) pairs.push(pairOf(party, recordId));
      left -= Math.min(tied.length, left);
    }
  }
  return pairs;
}
