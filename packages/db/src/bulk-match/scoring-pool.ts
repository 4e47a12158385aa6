import type { DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { StoredRecord } from '../datasources/query-records.js';
import type { AgencyParty } from './batch-level.js';
import { matchesOf, type PartyMatch, type PreparedParties } from './score-pairs.js';
import type { ScoreTask } from './score-task.js';

/** Scores candidate pairs: on this thread, or in a pool of worker threads. */
export interface PairScorer {
  /** Worker threads scoring; 0 when pairs are scored on the calling thread. */
  readonly workers: number;
  /**
   * The matches of the pairs in pair order (a pair without a match left out), the same
   * whichever scorer answers. `parties` serves the calling thread only: a worker prepares its own.
   */
  matches<K extends DatasourceApiName>(
    apiName: K,
    pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
    records: ReadonlyMap<number, StoredRecord<K>>,
    config: MatchConfig,
    parties: PreparedParties,
  ): Promise<PartyMatch[]>;
  /** Ends the workers; a pool closed mid-task rejects that task. */
  close(): Promise<void>;
}

/** Scoring on the calling thread: what a caller without a pool gets. */
export const mainThreadScorer: PairScorer = {
  workers: 0,
  matches: async (apiName, pairs, records, config, parties) => matchesOf(apiName, pairs, records, parties, config),
  close: async () => {},
};

/**
 * One worker per core but the one the process (and PGlite, or PostgreSQL beside it) keeps; none on two cores
 * or fewer, where a worker measured slower than the main thread (docs/benchmarks.md, "Batch match": it can only
 * overlap the next step's SQL, and costs its start-up and the slices' cloning).
 */
export function defaultScoringWorkers(cores = availableParallelism()): number {
  return cores > 2 ? cores - 1 : 0;
}

/**
 * Pairs per task: bounds a message (a task carries each of its parties and records once, a few
 * hundred bytes each, so well under a megabyte) while keeping the per-task cost small against
 * the ~75 µs each pair costs to score.
 */
const DEFAULT_PAIRS_PER_TASK = 1_000;
/** Tasks in flight per worker: one being scored and one waiting, so a worker never idles between tasks. */
const TASKS_PER_WORKER = 2;
/** An idle worker ends after this; the next run starts it again (a start loads the engine's lexicons once). */
const IDLE_MS = 60_000;

export interface ScoringPoolOptions {
  /** Worker threads, at least one. */
  workers: number;
  pairsPerTask?: number;
}

/** The pairs of a slice as a task: each party and record once, the pairs as indexes into them. */
function taskOf<K extends DatasourceApiName>(
  apiName: K,
  pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
  records: ReadonlyMap<number, StoredRecord<K>>,
  config: MatchConfig,
  call: number,
): ScoreTask {
  const partyAt = new Map<number, number>();
  const recordAt = new Map<number, number>();
  const task: ScoreTask = { apiName, config, call, parties: [], records: [], pairs: new Int32Array(pairs.length * 2) };
  let used = 0;
  for (const { party, recordId } of pairs) {
    const stored = records.get(recordId);
    if (stored === undefined) continue;
    let p = partyAt.get(party.partyId);
    if (p === undefined) {
      p = task.parties.push(party) - 1;
      partyAt.set(party.partyId, p);
    }
    let r = recordAt.get(recordId);
    if (r === undefined) {
      r = task.records.push(stored) - 1;
      recordAt.set(recordId, r);
    }
    task.pairs[used++] = p;
    task.pairs[used++] = r;
  }
  task.pairs = task.pairs.subarray(0, used);
  return task;
}

/**
 * A pool of worker threads (tinypool) that score slices of a step's pairs in parallel; the
 * slices' matches are put back in pair order, so the result equals scoring on the calling
 * thread (docs/matching.md, "Scoring in worker threads"). Workers start on the first task.
 */
export function createScoringPool(options: ScoringPoolOptions): PairScorer {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new RangeError(`A scoring pool needs at least one worker, not ${options.workers}`);
  }
  const pairsPerTask = options.pairsPerTask ?? DEFAULT_PAIRS_PER_TASK;
  const pool = new Tinypool({
    filename: fileURLToPath(new URL('./score-worker.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: options.workers,
    idleTimeout: IDLE_MS,
  });
  let calls = 0;
  return {
    workers: options.workers,
    async matches(apiName, pairs, records, config) {
      const call = ++calls;
      const slices = Math.ceil(pairs.length / pairsPerTask);
      const found: PartyMatch[][] = new Array<PartyMatch[]>(slices);
      let next = 0;
      // Slices are cut and cloned as workers take them, so at most a few are in memory twice.
      const feed = async () => {
        for (let slice = next++; slice < slices; slice = next++) {
          const from = slice * pairsPerTask;
          const task = taskOf(apiName, pairs.slice(from, from + pairsPerTask), records, config, call);
          try {
            found[slice] = (await pool.run(task)) as PartyMatch[];
          } catch (error) {
            next = slices; // the step fails whole: the slices left are not worth scoring
            throw error;
          }
        }
      };
      const feeders = Array.from({ length: Math.min(slices, options.workers * TASKS_PER_WORKER) }, feed);
      const settled = await Promise.allSettled(feeders);
      const failed = settled.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return found.flat();
    },
    close: () => pool.destroy(),
  };
}
