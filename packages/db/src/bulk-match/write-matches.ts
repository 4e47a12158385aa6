import type { DatasourceApiName } from '@dnp/contracts';
import { copyRow } from '../datasources/copy-text.js';
import type { LoadSession } from '../datasources/load-session.js';
import type { PartyMatch } from './score-pairs.js';

/** The columns a bulk match writes a match to (a con-mon delta adds the load that made it). */
export const matchColumns = [
  'file_id',
  'party_id',
  'api_name',
  'record_id',
  'level',
  'match_type',
  'score',
  'matched_name',
  'explanation',
  'source_as_of',
] as const;

/** A match's values in `matchColumns` order. */
export function matchValues(
  fileId: number,
  apiName: DatasourceApiName,
  match: PartyMatch,
  sourceAsOf: string | null,
): unknown[] {
  return [
    fileId,
    match.partyId,
    apiName,
    match.recordId,
    match.level,
    match.matchType,
    match.score,
    match.matchedName,
    match.explanation,
    sourceAsOf,
  ];
}

/** Writes one step's matches with COPY; the unique match_results_once refuses a pair written twice. */
export async function writeMatches(
  session: LoadSession,
  input: { fileId: number; apiName: DatasourceApiName; sourceAsOf: string | null; matches: readonly PartyMatch[] },
): Promise<void> {
  if (input.matches.length === 0) return;
  let data = '';
  for (const match of input.matches) data += copyRow(matchValues(input.fileId, input.apiName, match, input.sourceAsOf));
  await session.copyText('match_results', matchColumns, data);
}
