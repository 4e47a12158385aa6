import type { DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import { setImmediate as nextRound } from 'node:timers/promises';
import type { StoredRecord } from '../datasources/query-records.js';
import type { AgencyParty } from './batch-level.js';
import { CallingThreadTurns } from './calling-thread-turns.js';
import { matchesOf, type PartyMatch, type PreparedParties } from './score-pairs.js';
import type { PairScorer } from './scoring-pool.js';

/** Pairs scored between two looks at the clock: at 40–90 µs a pair, well within a 10 ms turn. */
const PAIRS_PER_SLICE = 100;

/**
 * Scores on the calling thread, as `mainThreadScorer` does, in turns of about 10 ms
 * (`CallingThreadTurns`) with a round of the event loop between them. The bulk matcher reads the
 * next unit's candidates from the database while a unit is scored (match-agency-file.ts): scored in
 * one piece, the scoring held the thread until it ended and that read only started after it, so a
 * million-row run on PostgreSQL spent its database's time and its scoring one after the other. The
 * matches are the same, in the same order: each slice is scored as `matchesOf` scores it, with the
 * same prepared records, and the slices are put back in order.
 */
export const turnTakingScorer: PairScorer = {
  workers: 0,
  async matches<K extends DatasourceApiName>(
    apiName: K,
    pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
    records: ReadonlyMap<number, StoredRecord<K>>,
    config: MatchConfig,
    parties: PreparedParties,
  ): Promise<PartyMatch[]> {
    // A round before the first slice: what runs alongside sends its first statement before the scoring starts.
    await nextRound();
    const turns = new CallingThreadTurns();
    const found: PartyMatch[] = [];
    for (let from = 0; from < pairs.length; from += PAIRS_PER_SLICE) {
      await turns.pause();
      for (const match of matchesOf(apiName, pairs.slice(from, from + PAIRS_PER_SLICE), records, parties, config)) {
        found.push(match);
      }
    }
    return found;
  },
  close: async () => {},
};
