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
import type { NormalizedAddress, PartialDate, TinAgreement } from './evidence.js';
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

/** The pair of names that agrees best: its score and where the two names sit in the records' name lists. */
export interface BestNames {
  score: number;
  /** Index into the query's names (-1 when either side has no name). */
  query: number;
  /** Index into the record's names (-1 when either side has no name). */
  record: number;
}

/**
 * The name score `scoreCandidate` gives the pair, and which names gave it: every query name against
 * every record name (aliases included), unexplained. It depends on the names alone, so a caller scoring
 * many pairs may keep it per pair of names, ask `mayMatch` first and hand it to `scoreCandidate`.
 */
export function bestNames(query: PreparedRecord, record: PreparedRecord): BestNames {
  let best: BestNames = { score: 0, query: -1, record: -1 };
  for (const [qi, q] of query.names.entries()) {
    for (const [ri, r] of record.names.entries()) {
      const score = comparePrepared(q, r, false).score;
      if (best.query === -1 || score > best.score) best = { score, query: qi, record: ri };
      if (score === 1) return best;
    }
  }
  return best;
}

/**
 * Whether a pair can be a match at all (classify.ts): an agreeing TIN matches whatever the name, a
 * different one never does, and otherwise the name must reach the lower of the two name thresholds,
 * whatever the date of birth and address add.
 */
export function mayMatch(tin: TinAgreement, nameScore: number, config: MatchConfig = defaultMatchConfig): boolean {
  return (
    tin === 'agree' || (tin !== 'differ' && nameScore >= Math.min(config.possibleThreshold, config.strongNameThreshold))
  );
}

/**
 * The best query name and record name (`bestNames`, or the caller's copy of it); the pair is scored
 * without its explanation, and only the best one is explained: the explanation costs as much as the
 * score, and a search compares hundreds of candidates.
 */
function bestNamePair(
  query: PreparedRecord,
  record: PreparedRecord,
  explain: (score: number) => boolean,
  known: BestNames | undefined,
): BestName {
  const best = known ?? bestNames(query, record);
  const q = query.names[best.query];
  const r = record.names[best.record];
  if (q === undefined || r === undefined) return { comparison: { score: 0, features: [] }, query: null, record: null };
  const comparison = explain(best.score) ? comparePrepared(q, r) : { score: best.score, features: [] };
  return { comparison, query: q, record: r };
}

export interface ScoreOptions {
  /**
   * Explain the name comparison of a record that is no match (default true: an analyst asking
   * why two names do not match wants the answer). A search, which drops non-matches, says false
   * and saves half the cost of each rejected candidate.
   */
  explainNonMatches?: boolean;
  /** The pair's `bestNames`, when the caller has it already: the names are then not compared again. */
  bestNames?: BestNames;
}

/** Scores one candidate record against a query: name, aliases, TIN, date of birth, address and country. */
export function scoreCandidate(
  queryInput: PartyRecord | PreparedRecord,
  recordInput: PartyRecord | PreparedRecord,
  config: MatchConfig = defaultMatchConfig,
  options: ScoreOptions = {},
): MatchResult {
  const query = isPreparedRecord(queryInput) ? queryInput : prepareRecord(queryInput);
  const record = isPreparedRecord(recordInput) ? recordInput : prepareRecord(recordInput);
  const tin = compareTin(query.tin, record.tin);
  const best = bestNamePair(
    query,
    record,
    (nameScore) => options.explainNonMatches !== false || mayMatch(tin, nameScore, config),
    options.bestNames,
  );
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
