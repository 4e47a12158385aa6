import type { DatasourceApiName } from '@dnp/contracts';
import { nameKeys, prepareRecord, scoreCandidate, type MatchConfig, type PreparedRecord } from '@dnp/matching';
import type { StoredRecord } from '../datasources/query-records.js';
import { partyOfRecord } from '../datasources/party-of-record.js';
import { batchMatchOf, partyOfAgencyRow, type AgencyParty, type BatchMatch } from './batch-level.js';

/** One party matched to one record, ready to be written to match_results. */
export interface PartyMatch extends BatchMatch {
  partyId: number;
  recordId: number;
  score: number;
  matchedName: string;
  explanation: unknown[];
}

/**
 * Parties prepared once for every source of a step range: a party is prepared per kind (the
 * file's type code, else the source's), and its keys computed once per kind too.
 */
export class PreparedParties {
  private readonly prepared = new Map<string, PreparedRecord>();
  private readonly keys = new Map<string, string[]>();

  of(party: AgencyParty, apiName: DatasourceApiName): PreparedRecord {
    const record = partyOfAgencyRow(party, apiName);
    const id = `${record.name.kind}:${party.partyId}`;
    let prepared = this.prepared.get(id);
    if (prepared === undefined) {
      prepared = prepareRecord(record);
      this.prepared.set(id, prepared);
    }
    return prepared;
  }

  /** The keys the name index is searched by, as a search computes them for the same name. */
  keysOf(party: AgencyParty, apiName: DatasourceApiName): string[] {
    const prepared = this.of(party, apiName);
    const id = `${prepared.names[0]?.kind ?? ''}:${party.partyId}`;
    let keys = this.keys.get(id);
    if (keys === undefined) {
      const [name] = prepared.names;
      keys = name ? nameKeys(name) : [];
      this.keys.set(id, keys);
    }
    return keys;
  }
}

/**
 * Scores candidate pairs with the search's engine and keeps what it classifies, each party's
 * best first and at most `perParty` of them. A record is prepared once, except OFAC's, whose
 * date of birth is chosen against each party's (party-of-record.ts).
 */
export function scorePairs<K extends DatasourceApiName>(
  apiName: K,
  pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
  records: ReadonlyMap<number, StoredRecord<K>>,
  parties: PreparedParties,
  config: MatchConfig,
  perParty: number,
): PartyMatch[] {
  const preparedRecords = new Map<number, PreparedRecord>();
  const recordFor = (party: AgencyParty, stored: StoredRecord<K>): PreparedRecord => {
    if (apiName === 'ofac') {
      return prepareRecord(partyOfRecord(apiName, stored.record, { birthDate: party.birthDate ?? undefined }));
    }
    let prepared = preparedRecords.get(stored.id);
    if (prepared === undefined) {
      prepared = prepareRecord(partyOfRecord(apiName, stored.record));
      preparedRecords.set(stored.id, prepared);
    }
    return prepared;
  };
  const byParty = new Map<number, PartyMatch[]>();
  for (const { party, recordId } of pairs) {
    const stored = records.get(recordId);
    if (stored === undefined) continue;
    const match = scoreCandidate(parties.of(party, apiName), recordFor(party, stored), config, {
      explainNonMatches: false,
    });
    const batch = batchMatchOf(match);
    if (batch === null) continue;
    const found = byParty.get(party.partyId) ?? [];
    found.push({
      ...batch,
      partyId: party.partyId,
      recordId,
      score: match.score,
      matchedName: match.recordName,
      explanation: match.features,
    });
    byParty.set(party.partyId, found);
  }
  return [...byParty.values()].flatMap((found) =>
    found.sort((a, b) => b.score - a.score || a.recordId - b.recordId).slice(0, perParty),
  );
}
