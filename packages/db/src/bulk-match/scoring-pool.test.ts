import { defaultMatchConfig, prepareRecord, scoreCandidate } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { partyOfRecord } from '../datasources/party-of-record.js';
import { openTestDb } from '../testing/index.js';
import { batchMatchOf, partyOfAgencyRow } from './batch-level.js';
import { loadScoringCandidates, type ScoringCandidates } from './scoring-candidates.fixture.js';
import { keepBest, matchesOf, PreparedParties } from './score-pairs.js';
import { createScoringPool, type PairScorer } from './scoring-pool.js';

let handle: DbHandle;
let pool: PairScorer;
let ofac: ScoringCandidates<'ofac'>;
let pub78: ScoringCandidates<'pub78'>;

beforeAll(async () => {
  handle = await openTestDb();
  ({ ofac, pub78 } = await loadScoringCandidates(handle));
  pool = createScoringPool({ workers: 2, pairsPerTask: 97 });
}, 240_000);
afterAll(async () => {
  await pool?.close();
  await handle.close();
});

async function bothWays<K extends 'ofac' | 'pub78'>(apiName: K, { records, pairs }: ScoringCandidates<K>) {
  const onThread = matchesOf(apiName, pairs, records, new PreparedParties(), defaultMatchConfig);
  const inWorkers = await pool.matches(apiName, pairs, records, defaultMatchConfig, new PreparedParties());
  return { pairs: pairs.length, onThread, inWorkers };
}

describe('scoring pool', () => {
  // OFAC's records are prepared per party; Pub 78's once for every slice of the call a worker serves.
  it.each(['ofac', 'pub78'] as const)(
    'answers the same matches, in the same order, as scoring on the calling thread (%s)',
    async (apiName) => {
      const { pairs, onThread, inWorkers } =
        apiName === 'ofac' ? await bothWays('ofac', ofac) : await bothWays('pub78', pub78);

      expect(pairs).toBeGreaterThan(1_900);
      expect(onThread.length).toBeGreaterThan(150);
      expect(inWorkers).toEqual(onThread);
      expect(keepBest(inWorkers, 3)).toEqual(keepBest(onThread, 3));
    },
    120_000,
  );

  // The bound before the whole engine, the name scores kept per pair of names and the records' TINs
  // read beside them must leave every match as the engine makes it, pair by pair.
  it.each(['ofac', 'pub78'] as const)(
    'finds the matches the engine finds scoring each pair whole, namesakes and TINs included (%s)',
    (apiName) => {
      const { records, pairs } = apiName === 'ofac' ? ofac : pub78;
      const tinOf = (recordId: number) => {
        const stored = records.get(recordId);
        return stored ? (partyOfRecord(apiName, stored.record).tin ?? null) : null;
      };
      // Each party again under a new id (a namesake), half of them with their own record's TIN, a
      // quarter with another's.
      const ownRecord = new Map<number, number>();
      for (const { party, recordId } of pairs)
        if (!ownRecord.has(party.partyId)) ownRecord.set(party.partyId, recordId);
      const twins = pairs.map(({ party, recordId }) => {
        const id = party.partyId;
        const tin = id % 2 === 0 ? tinOf(ownRecord.get(id) ?? 0) : id % 4 === 1 ? '987654321' : null;
        return { party: { ...party, partyId: id + 10_000, tin }, recordId };
      });
      const all = [...pairs, ...twins];
      const whole = all.flatMap(({ party, recordId }) => {
        const stored = records.get(recordId);
        if (stored === undefined) return [];
        const record = partyOfRecord(apiName, stored.record, { birthDate: party.birthDate ?? undefined });
        const match = scoreCandidate(prepareRecord(partyOfAgencyRow(party, apiName)), prepareRecord(record));
        const batch = batchMatchOf(match);
        return batch ? [{ partyId: party.partyId, recordId, score: match.score, ...batch }] : [];
      });
      const bounded = matchesOf(apiName, all, records, new PreparedParties(), defaultMatchConfig).map(
        ({ partyId, recordId, score, level, matchType }) => ({ partyId, recordId, score, level, matchType }),
      );

      expect(whole.some((match) => match.level === 'CONCLUSIVE' || match.level === 'PROBABLE')).toBe(
        apiName === 'pub78',
      );
      expect(bounded).toEqual(whole);
    },
    120_000,
  );

  it('refuses a pool without a worker', () => {
    expect(() => createScoringPool({ workers: 0 })).toThrow('A scoring pool needs at least one worker, not 0');
  });
});
