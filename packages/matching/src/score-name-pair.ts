import { defaultMatchConfig } from './config.js';
import type { MatchConfig } from './config.js';
import { scoreCandidate } from './score-candidate.js';
import type { MatchResult } from './score-candidate.js';
import type { PartyKind } from './types.js';

/**
 * Two names alone, as the score-pairs command and the evaluation compare them: kind 'unknown' infers person or
 * entity from the names (a legal form makes an entity). The match level follows the same rule as full records.
 */
export function scoreNamePair(
  name1: string,
  name2: string,
  kind: PartyKind = 'unknown',
  config: MatchConfig = defaultMatchConfig,
): MatchResult {
  return scoreCandidate({ name: { full: name1, kind } }, { name: { full: name2, kind } }, config);
}
