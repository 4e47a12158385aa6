import { defaultMatchConfig } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { openTestDb } from '../testing/index.js';
import { matchesOf, PreparedParties } from './score-pairs.js';
import { loadScoringCandidates, type ScoringCandidates } from './scoring-candidates.fixture.js';
import { createScoringPool, type PairScorer } from './scoring-pool.js';

let handle: DbHandle & { url?: string };
let pool: PairScorer;
let loaded: Awaited<ReturnType<typeof loadScoringCandidates>>;

beforeAll(async () => {
  handle = await openTestDb();
  if (handle.url === undefined) throw new Error('a PostgreSQL test database has a url');
  pool = createScoringPool({ workers: 2, pairsPerTask: 97, database: handle.url });
  loaded = await loadScoringCandidates(handle);
}, 240_000);
afterAll(async () => {
  await pool?.close();
  await handle.close();
});

/** The pool's matches with each worker reading the records in a step's snapshot; `meanwhile` runs once it is exported. */
async function inSnapshot<K extends 'ofac' | 'pub78'>(
  apiName: K,
  { pairs }: ScoringCandidates<K>,
  meanwhile: () => Promise<unknown> = async () => undefined,
) {
  return inLoadTransaction(handle, async (session) => {
    if (session.exportSnapshot === undefined || pool.matchesInSnapshot === undefined) {
      throw new Error('a PostgreSQL step exports its snapshot and a pool given the database scores in it');
    }
    const snapshot = await session.exportSnapshot();
    await meanwhile();
    return pool.matchesInSnapshot(apiName, pairs, snapshot, defaultMatchConfig, new PreparedParties());
  });
}

describe('scoring in a snapshot (PostgreSQL)', () => {
  it.each(['ofac', 'pub78'] as const)(
    'answers the matches scoring on the calling thread answers, with the workers reading the records (%s)',
    async (apiName) => {
      const candidates = loaded[apiName];
      const onThread = matchesOf(
        apiName,
        candidates.pairs,
        candidates.records,
        new PreparedParties(),
        defaultMatchConfig,
      );

      const read = apiName === 'ofac' ? await inSnapshot('ofac', loaded.ofac) : await inSnapshot('pub78', loaded.pub78);

      expect(onThread.length).toBeGreaterThan(150);
      expect(read).toEqual(onThread);
    },
    120_000,
  );

  it('reads the records as the step saw them, not as a load committed since', async () => {
    const before = matchesOf(
      'pub78',
      loaded.pub78.pairs,
      loaded.pub78.records,
      new PreparedParties(),
      defaultMatchConfig,
    );

    const read = await inSnapshot('pub78', loaded.pub78, () =>
      queryRows(handle, `update pub78_records set name = 'ZZYZX QUORVANT', tin = null`),
    );

    expect(before.length).toBeGreaterThan(150);
    expect(read).toEqual(before);
    const [renamed] = await queryRows<{ n: number }>(
      handle,
      `select count(*)::int as n from pub78_records where name = 'ZZYZX QUORVANT'`,
    );
    expect(renamed?.n).toBeGreaterThan(0);
  }, 120_000);
});
