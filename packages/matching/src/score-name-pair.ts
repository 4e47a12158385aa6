import { defaultMatchConfig } from './config.js';
import type { MatchConfig } from './config.js';
import { prepareName } from './prepare-name.js';
import type { PreparedName } from './prepare-name.js';
import { scoreCandidate } from './score-candidate.js';
import type { MatchResult, PreparedRecord } from './score-candidate.js';
import type { PartyKind } from './types.js';

function nameOnly(name: PreparedName): PreparedRecord {
  return { names: [name], tin: null, dob: null, address: null, country: null };
}

/**
 * Two names alone, as the score-pairs command and the evaluation compare them: kind 'unknown' infers person or
 * entity from the names (a legal form makes an entity). When only one side reads as an organization ("GOOD WILL
 * HOME ASSN" beside "GOOD WILL HOME ASSOCIATION"), both are read as one, as compareNames does. The match level
 * follows the same rule as full records.
 */
export function scoreNamePair(
  name1: string,
  name2: string,
  kind: PartyKind = 'unknown',
  config: MatchConfig = defaultMatchConfig,
): MatchResult {
  let left = prepareName(name1, kind);
  let right = prepareName(name2, kind);
  if (kind === 'unknown' && left.kind !== right.kind) {
    left = prepareName(name1, 'entity');
    right = prepareName(name2, 'entity');
  }
  return scoreCandidate(nameOnly(left), nameOnly(right), config);
}
