import type { DatasourceApiName } from '@dnp/contracts';
import { copyRow } from '../datasources/copy-text.js';
import type { LoadSession } from '../datasources/load-session.js';
import type { PartyMatch } from './score-pairs.js';

const matchColumns = [
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

/** Writes one step's matches with COPY; the unique match_results_once refuses a pair written twice. */
export async function writeMatches(
  session: LoadSession,
  input: { fileId: number; apiName: DatasourceApiName; sourceAsOf: string | null; matches: readonly PartyMatch[] },
): Promise<void> {
  if (input.matches.length === 0) return;
  let data = '';
  for (const match of input.matches) {
    data += copyRow([
      input.fileId,
      match.partyId,
      input.apiName,
      match.recordId,
      match.level,
      match.matchType,
      match.score,
      match.matchedName,
      match.explanation,
      input.sourceAsOf,
    ]);
  }
  await session.copyText('match_results', matchColumns, data);
}
