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

/** Parties prepared once per source: a party's kind, and so its prepared name, can differ by source. */
export class PreparedParties {
  private readonly prepared = new Map<number, PreparedRecord>();
  constructor(private readonly apiName: DatasourceApiName) {}

  of(party: AgencyParty): PreparedRecord {
    let record = this.prepared.get(party.partyId);
    if (record === undefined) {
      record = prepareRecord(partyOfAgencyRow(party, this.apiName));
      this.prepared.set(party.partyId, record);
    }
    return record;
  }

  /** The keys the name index is searched by, as a search computes them for the same name. */
  keysOf(party: AgencyParty): string[] {
    const [name] = this.of(party).names;
    return name ? nameKeys(name) : [];
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
    const match = scoreCandidate(parties.of(party), recordFor(party, stored), config, { explainNonMatches: false });
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
