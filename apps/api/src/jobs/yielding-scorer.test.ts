import { mainThreadScorer, type PairScorer } from '@dnp/db';
import { defaultMatchConfig } from '@dnp/matching';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RequestsInFlight } from './requests-in-flight.js';
import { yieldingScorer } from './yielding-scorer.js';

type Pairs = Parameters<PairScorer['matches']>[1];
type Match = Awaited<ReturnType<PairScorer['matches']>>[number];

/** Pairs the fake scorer below answers by party id; the engine is mainThreadScorer's, tested in packages/db. */
const pairs = Array.from({ length: 250 }, (_, at) => ({ party: { partyId: at }, recordId: at })) as unknown as Pairs;

/** Scores a pair as a match of its party, and counts the slices it was given and what ran between them. */
function countingScorer(log: string[]): PairScorer {
  return {
    ...mainThreadScorer,
    matches: async (_apiName, slice) => {
      log.push(`slice of ${slice.length}`);
      return slice.map((pair) => ({ partyId: pair.party.partyId }) as Match);
    },
  };
}

const score = (scorer: PairScorer) =>
  scorer.matches(
    'dmf',
    pairs,
    new Map(),
    defaultMatchConfig,
    undefined as never as Parameters<PairScorer['matches']>[4],
  );

describe('scoring that gives way to requests', () => {
  it('answers every pair, in order, scored in slices with a turn of the event loop between them', async () => {
    const log: string[] = [];
    const scorer = yieldingScorer(new RequestsInFlight(), { pairsPerSlice: 100, inner: countingScorer(log) });
    // A request's callback queued before the scoring runs between its slices, not after them all.
    const request = nextTurn().then(() => log.push('request answered'));
    const matches = await score(scorer);
    await request;

    expect(matches.map((match) => match.partyId)).toEqual(pairs.map((pair) => pair.party.partyId));
    expect(log).toEqual(['slice of 100', 'request answered', 'slice of 100', 'slice of 50']);
  });

  it('scores no slice while a request is in flight, and goes on once it is answered', async () => {
    const log: string[] = [];
    const requests = new RequestsInFlight();
    requests.begin();
    const scoring = score(yieldingScorer(requests, { inner: countingScorer(log), maxWaitMs: 60_000, share: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toEqual([]);

    requests.end();
    expect(await scoring).toHaveLength(250);
    expect(log).toEqual(['slice of 100', 'slice of 100', 'slice of 50']);
  });

  it('waits no longer than its bound for a request that does not end', async () => {
    const requests = new RequestsInFlight();
    requests.begin();
    const started = performance.now();
    const matches = await score(yieldingScorer(requests, { inner: countingScorer([]), maxWaitMs: 20, share: 0 }));
    expect(matches).toHaveLength(250);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(requests.size).toBe(1);
  });

  it('keeps its share of the thread under a steady stream of requests', async () => {
    const requests = new RequestsInFlight();
    requests.begin();
    // Each slice takes about 20 ms; with half the thread kept, a slice waits about as long.
    const slow: PairScorer = {
      ...mainThreadScorer,
      matches: async (_apiName, slice) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return slice.map((pair) => ({ partyId: pair.party.partyId }) as Match);
      },
    };
    const started = performance.now();
    await score(yieldingScorer(requests, { inner: slow, maxWaitMs: 60_000, share: 0.5 }));
    // Three slices of 20 ms and three waits of at most about 20 ms each, never a minute.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
