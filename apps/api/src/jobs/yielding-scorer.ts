import { mainThreadScorer, type PairScorer } from '@dnp/db';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RequestsInFlight } from './requests-in-flight.js';

export interface YieldingScorerOptions {
  /**
   * Pairs scored between two turns of the event loop. At about 75 µs a pair (docs/benchmarks.md,
   * "Batch match"), 100 pairs hold the thread under 10 ms: what a search waits at most for a slice.
   */
  pairsPerSlice?: number;
  /** The longest a slice waits for the requests in flight to end. */
  maxWaitMs?: number;
  /**
   * The part of the thread the scoring keeps under a steady stream of requests (0.2): a slice
   * waits at most (1 − share) / share times as long as the last slice took, so a busy portal slows
   * a run and never starves it. 0 waits up to maxWaitMs every time.
   */
  share?: number;
  /** Scores one slice: mainThreadScorer (tests count the slices with their own). */
  inner?: PairScorer;
}

/**
 * Scores on the calling thread, as mainThreadScorer does, in slices with a turn of the event loop
 * between them, and waits before a slice while requests are in flight. Without it, a step's
 * scoring held the thread for seconds (tens of seconds for a million-row file's TIN step), and
 * every search that arrived meanwhile waited for it. The matches are the same, in the same order:
 * each slice is scored as mainThreadScorer scores it, and the slices are put back in order.
 */
export function yieldingScorer(requests: RequestsInFlight, options: YieldingScorerOptions = {}): PairScorer {
  const pairsPerSlice = options.pairsPerSlice ?? 100;
  const maxWaitMs = options.maxWaitMs ?? 250;
  const inner = options.inner ?? mainThreadScorer;
  const share = options.share ?? 0.2;
  const waitPerMs = share > 0 ? (1 - share) / share : Number.POSITIVE_INFINITY;
  // Before the first slice is timed, a wait as long as a slice of about 100 pairs takes.
  let lastSliceMs = 10;
  return {
    workers: 0,
    async matches(apiName, pairs, records, config, parties) {
      const found = [];
      for (let from = 0; from < pairs.length; from += pairsPerSlice) {
        await requests.settled(Math.min(maxWaitMs, lastSliceMs * waitPerMs));
        const started = performance.now();
        found.push(
          ...(await inner.matches(apiName, pairs.slice(from, from + pairsPerSlice), records, config, parties)),
        );
        lastSliceMs = performance.now() - started;
        await nextTurn();
      }
      return found;
    },
    close: async () => {},
  };
}
