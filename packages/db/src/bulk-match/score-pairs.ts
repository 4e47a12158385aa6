import { partyTin, type DatasourceApiName } from '@dnp/contracts';
import {
  bestNames,
  compareTin,
  mayMatch,
  nameKeys,
  normalizeTin,
  prepareRecord,
  scoreCandidate,
  surnameCodes,
  type BestNames,
  type MatchConfig,
  type PartyKind,
  type PreparedRecord,
  type TinAgreement,
} from '@dnp/matching';
import type { StoredRecord } from '../datasources/query-records.js';
import { partyOfRecord } from '../datasources/party-of-record.js';
import { listedNames } from '../datasources/record-names.js';
import { batchMatchOf, partyKindOf, partyOfAgencyRow, type AgencyParty, type BatchMatch } from './batch-level.js';

/** One party matched to one record, ready to be written to match_results. */
export interface PartyMatch extends BatchMatch {
  partyId: number;
  recordId: number;
  score: number;
  matchedName: string;
  explanation: unknown[];
}

/** What the engine reads of a party's name: its kind and its words, the same for every namesake. */
/** A party's name keys and the sound codes of its surname (`surnameCodes`). */
export interface LookupKeys {
  keys: readonly string[];
  surname: readonly string[];
}

export const nameOf = (party: AgencyParty, apiName: DatasourceApiName): string =>
  `${partyKindOf(party, apiName)}\t${party.fullName}`;

/**
 * Parties prepared once for every source of a step range: a party is prepared per kind (the
 * file's type code, else the source's), and its keys computed once per kind too.
 */
export class PreparedParties {
  /** By kind, then party id: looked up once a pair, so without building a key or the party's record. */
  private readonly prepared = new Map<PartyKind, Map<number, PreparedRecord>>();
  private readonly keys = new Map<string, LookupKeys>();
  private records: { read: ReadonlyMap<number, unknown>; prepared: PreparedRecords<DatasourceApiName> } | undefined;

  of(party: AgencyParty, apiName: DatasourceApiName): PreparedRecord {
    const kind = partyKindOf(party, apiName);
    let ofKind = this.prepared.get(kind);
    if (ofKind === undefined) {
      ofKind = new Map();
      this.prepared.set(kind, ofKind);
    }
    let prepared = ofKind.get(party.partyId);
    if (prepared === undefined) {
      prepared = prepareRecord(partyOfAgencyRow(party, apiName));
      ofKind.set(party.partyId, prepared);
    }
    return prepared;
  }

  /**
   * The records last scored with these parties, prepared once for every call given the same records read
   * (a con-mon step scores its pairs in slices while their matches are written); records read anew start anew.
   */
  recordsFor<K extends DatasourceApiName>(apiName: K, read: ReadonlyMap<number, StoredRecord<K>>): PreparedRecords<K> {
    if (this.records?.read !== read) this.records = { read, prepared: new PreparedRecords(apiName) };
    return this.records.prepared as PreparedRecords<K>;
  }

  /**
   * The keys the name index is searched by, as a search computes them for the same name, and the sound codes of
   * its surname that a bulk run narrows them by (`bulkKeys`).
   */
  lookupKeysOf(party: AgencyParty, apiName: DatasourceApiName): LookupKeys {
    const prepared = this.of(party, apiName);
    const id = `${prepared.names[0]?.kind ?? ''}:${party.partyId}`;
    let keys = this.keys.get(id);
    if (keys === undefined) {
      const [name] = prepared.names;
      keys = name ? { keys: nameKeys(name), surname: surnameCodes(name) } : { keys: [], surname: [] };
      this.keys.set(id, keys);
    }
    return keys;
  }
}

/**
 * Records prepared once per id for one batch of pairs, except OFAC's, whose date of birth is
 * chosen against each party's (party-of-record.ts) and so prepared per pair. The batch keeps the
 * name score of every party name against every record name it compared: namesakes in a file are
 * given the same candidates (candidate-pairs.ts), a common name's candidates are mostly namesakes
 * of each other, and the names decide most pairs alone.
 */
export class PreparedRecords<K extends DatasourceApiName> {
  private readonly prepared = new Map<number, PreparedRecord>();
  private readonly identities = new Map<number, { names: number; tin: string | null }>();
  /** Party names and record names as small numbers, so a pair of names is one number, not a long string a pair. */
  private readonly nameIds = new Map<string, number>();
  private readonly bestOfNames = new Map<number, BestNames>();

  constructor(private readonly apiName: K) {}

  /**
   * The record's TIN as the engine normalizes it, and its names (primary and aliases, with their kinds) as the
   * engine is given them (`partyOfRecord`): read from the record's own fields, without building the whole party
   * (its address, its dates) that only a pair the names do not rule out needs.
   */
  private identityOf(stored: StoredRecord<K>): { names: number; tin: string | null } {
    let identity = this.identities.get(stored.id);
    if (identity === undefined) {
      const names = listedNames(this.apiName, stored.record)
        .map((listed) => `${listed.kind}\t${listed.name}`)
        .join('\n');
      identity = { names: this.nameId(names), tin: normalizeTin(partyTin(this.apiName, stored.record)) };
      this.identities.set(stored.id, identity);
    }
    return identity;
  }

  /** How the party's TIN and the record's agree, as `scoreCandidate` compares them. */
  tinAgreement(party: AgencyParty, stored: StoredRecord<K>): TinAgreement {
    return compareTin(normalizeTin(party.tin ?? undefined), this.identityOf(stored).tin);
  }

  /** The pair's best names (`bestNames`), found once per party name (`nameOf`) and record names. */
  bestNames(partyName: string, party: AgencyParty, stored: StoredRecord<K>, query: () => PreparedRecord): BestNames {
    // Below 2^26 names on either side (a step holds far fewer), the product stays an exact integer.
    const pair = this.nameId(partyName) * 2 ** 26 + this.identityOf(stored).names;
    let best = this.bestOfNames.get(pair);
    if (best === undefined) {
      best = bestNames(query(), this.of(party, stored));
      this.bestOfNames.set(pair, best);
    }
    return best;
  }

  private nameId(names: string): number {
    let id = this.nameIds.get(names);
    if (id === undefined) {
      id = this.nameIds.size;
      this.nameIds.set(names, id);
    }
    return id;
  }

  of(party: AgencyParty, stored: StoredRecord<K>): PreparedRecord {
    if (this.apiName === 'ofac') {
      return prepareRecord(partyOfRecord(this.apiName, stored.record, { birthDate: party.birthDate ?? undefined }));
    }
    let prepared = this.prepared.get(stored.id);
    if (prepared === undefined) {
      prepared = prepareRecord(partyOfRecord(this.apiName, stored.record));
      this.prepared.set(stored.id, prepared);
    }
    return prepared;
  }
}

/** One pair scored with the search's engine: its match, or null when the engine classifies none. */
export function scorePair<K extends DatasourceApiName>(
  apiName: K,
  party: AgencyParty,
  stored: StoredRecord<K>,
  prepared: { parties: PreparedParties; records: PreparedRecords<K> },
  config: MatchConfig,
): PartyMatch | null {
  // The engine's own bound (mayMatch) before the whole engine: without an agreeing TIN the names
  // decide most pairs alone (most candidates share a word or two and score under the thresholds), and
  // their score is kept per pair of names, so a pair ruled out is neither prepared nor scored again.
  const tin = prepared.records.tinAgreement(party, stored);
  if (tin === 'differ') return null;
  const best =
    tin === 'absent'
      ? prepared.records.bestNames(nameOf(party, apiName), party, stored, () => prepared.parties.of(party, apiName))
      : undefined;
  if (best !== undefined && !mayMatch(tin, best.score, config)) return null;
  const query = prepared.parties.of(party, apiName);
  const record = prepared.records.of(party, stored);
  const match = scoreCandidate(query, record, config, {
    explainNonMatches: false,
    ...(best === undefined ? {} : { bestNames: best }),
  });
  const batch = batchMatchOf(match);
  if (batch === null) return null;
  return {
    ...batch,
    partyId: party.partyId,
    recordId: stored.id,
    score: match.score,
    matchedName: match.recordName,
    explanation: match.features,
  };
}

/**
 * Each party's best matches first and at most `perParty` of them, parties in the order of their
 * first match: the same list whichever thread scored the pairs, given the matches in pair order.
 */
export function keepBest(matches: Iterable<PartyMatch>, perParty: number): PartyMatch[] {
  const byParty = new Map<number, PartyMatch[]>();
  for (const match of matches) {
    const found = byParty.get(match.partyId);
    if (found === undefined) byParty.set(match.partyId, [match]);
    else found.push(match);
  }
  return [...byParty.values()].flatMap((found) =>
    found.sort((a, b) => b.score - a.score || a.recordId - b.recordId).slice(0, perParty),
  );
}

/** The matches of the pairs in pair order, scored on this thread (a pair without a match left out). */
export function matchesOf<K extends DatasourceApiName>(
  apiName: K,
  pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
  records: ReadonlyMap<number, StoredRecord<K>>,
  parties: PreparedParties,
  config: MatchConfig,
): PartyMatch[] {
  const prepared = { parties, records: parties.recordsFor(apiName, records) };
  const matches: PartyMatch[] = [];
  for (const { party, recordId } of pairs) {
    const stored = records.get(recordId);
    if (stored === undefined) continue;
    const match = scorePair(apiName, party, stored, prepared, config);
    if (match !== null) matches.push(match);
  }
  return matches;
}
