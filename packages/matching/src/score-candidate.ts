import { classifyMatch } from './classify.js';
import type { Classification, MatchEvidence } from './classify.js';
import { comparePrepared } from './compare-names.js';
import type { NameComparison } from './compare-names.js';
import { defaultMatchConfig } from './config.js';
import type { MatchConfig } from './config.js';
import {
  compareAddress,
  compareDob,
  compareTin,
  evidenceFeatures,
  normalizeAddress,
  normalizeCountry,
  normalizeTin,
  parseDob,
} from './evidence.js';
import type { NormalizedAddress, PartialDate } from './evidence.js';
import { prepareName } from './prepare-name.js';
import type { PreparedName } from './prepare-name.js';
import type { Feature, PartyRecord } from './types.js';

/** A record normalized once: every name and alias prepared, evidence parsed. */
export interface PreparedRecord {
  names: readonly PreparedName[];
  tin: string | null;
  dob: PartialDate | null;
  address: NormalizedAddress | null;
  country: string | null;
}

export interface MatchResult extends MatchEvidence {
  classification: Classification | null;
  /** The query name and record name (primary or alias) that agreed best. */
  queryName: string;
  recordName: string;
  features: Feature[];
}

export function prepareRecord(record: PartyRecord): PreparedRecord {
  const names = [record.name, ...(record.aliases ?? [])]
    .filter((name) => [name.full, name.first, name.middle, name.last].some((part) => part?.trim()))
    .map((name) => prepareName(name));
  return {
    names,
    tin: normalizeTin(record.tin),
    dob: parseDob(record.dob),
    address: normalizeAddress(record.address),
    country: normalizeCountry(record.country ?? record.address?.country),
  };
}

function isPreparedRecord(record: PartyRecord | PreparedRecord): record is PreparedRecord {
  return 'names' in record;
}

interface BestName {
  comparison: NameComparison;
  query: PreparedName | null;
  record: PreparedName | null;
}

/** Every query name against every record name (aliases included); the best pair speaks for the record. */
function bestNamePair(query: PreparedRecord, record: PreparedRecord): BestName {
  let best: BestName = { comparison: { score: 0, features: [] }, query: null, record: null };
  for (const q of query.names) {
    for (const r of record.names) {
      const comparison = comparePrepared(q, r);
      if (best.query === null || comparison.score > best.comparison.score) best = { comparison, query: q, record: r };
      if (comparison.score === 1) return best;
    }
  }
  return best;
}

/** Scores one candidate record against a query: name, aliases, TIN, date of birth, address and country. */
export function scoreCandidate(
  queryInput: PartyRecord | PreparedRecord,
  recordInput: PartyRecord | PreparedRecord,
  config: MatchConfig = defaultMatchConfig,
): MatchResult {
  const query = isPreparedRecord(queryInput) ? queryInput : prepareRecord(queryInput);
  const record = isPreparedRecord(recordInput) ? recordInput : prepareRecord(recordInput);
  const best = bestNamePair(query, record);
  const tin = compareTin(query.tin, record.tin);
  const dob = compareDob(query.dob, record.dob);
  const address = compareAddress(query.address, record.address);
  const country =
    query.country === null || record.country === null
      ? 'absent'
      : query.country === record.country
        ? 'agree'
        : 'differ';
  const evidence = evidenceFeatures(tin, dob, address, country, config.evidence);
  const nameScore = best.comparison.score;
  const raw = evidence.reduce((sum, feature) => sum + feature.contribution, nameScore);
  const score = Math.round(Math.max(0, Math.min(1, raw)) * 1000) / 1000;
  const aliasNote: Feature[] =
    best.record !== null && best.record !== record.names[0]
      ? [
          {
            name: 'alias',
            value: best.record.display,
            contribution: 0,
            text: `Matched the alias "${best.record.display}"`,
          },
        ]
      : [];
  const matchEvidence: MatchEvidence = { nameScore, score, tin, dob, address };
  return {
    ...matchEvidence,
    classification: classifyMatch(matchEvidence, config),
    queryName: best.query?.display ?? '',
    recordName: best.record?.display ?? '',
    features: [...best.comparison.features, ...aliasNote, ...evidence],
  };
}
