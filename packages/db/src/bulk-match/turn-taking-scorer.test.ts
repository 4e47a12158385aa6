import { defaultMatchConfig } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { openTestDb } from '../testing/index.js';
import { loadScoringCandidates, type ScoringCandidates } from './scoring-candidates.fixture.js';
import { matchesOf, PreparedParties } from './score-pairs.js';
import { turnTakingScorer } from './turn-taking-scorer.js';

let handle: DbHandle;
let ofac: ScoringCandidates<'ofac'>;
let pub78: ScoringCandidates<'pub78'>;

beforeAll(async () => {
  handle = await openTestDb();
  ({ ofac, pub78 } = await loadScoringCandidates(handle));
}, 240_000);
afterAll(() => handle.close());

describe('the turn-taking scorer', () => {
  it.each(['ofac', 'pub78'] as const)(
    'answers the same matches, in the same order, as scoring in one piece (%s)',
    async (apiName) => {
      const { records, pairs } = apiName === 'ofac' ? ofac : pub78;
      const inOnePiece = matchesOf(apiName, pairs, records, new PreparedParties(), defaultMatchConfig);
      const inTurns = await turnTakingScorer.matches(
        apiName,
        pairs,
        records,
        defaultMatchConfig,
        new PreparedParties(),
      );
      expect(inOnePiece.length).toBeGreaterThan(150);
      expect(inTurns).toEqual(inOnePiece);
    },
    120_000,
  );

  it('lets work waiting on the event loop run while it scores, not only after', async () => {
    const { records, pairs } = pub78;
    const rounds: number[] = [];
    let scored = false;
    // What the matcher runs alongside its scoring: the next unit's reads, each waiting on the event loop.
    const alongside = (async () => {
      while (!scored) {
        rounds.push(performance.now());
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await turnTakingScorer.matches('pub78', pairs, records, defaultMatchConfig, new PreparedParties());
    scored = true;
    await alongside;
    // Scoring 2,000 pairs takes tens of milliseconds: a round at least every turn of 10 ms, well over two in all.
    expect(rounds.length).toBeGreaterThan(2);
  });
});
