import type { DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { StoredRecord } from '../datasources/query-records.js';
import type { AgencyParty } from './batch-level.js';
import { matchesOf, type PartyMatch, type PreparedParties } from './score-pairs.js';
import type { ScoreTask, SnapshotScoreTask } from './score-task.js';

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
  /**
   * PostgreSQL, and a pool given the database only: the same matches, with each worker reading the pairs' records
   * itself in `snapshot` (`LoadSession.exportSnapshot`, whose transaction stays open until this settles).
   */
  matchesInSnapshot?<K extends DatasourceApiName>(
    apiName: K,
    pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
    snapshot: string,
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
 * or fewer, where a worker measured slower than the main thread, on PostgreSQL too where it reads its own records
 * (docs/benchmarks.md, "Batch match": the two threads and the database share two cores, and a worker costs its
 * start-up, the parties' preparation again and, on PGlite, the slices' cloning).
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
  /**
   * The PostgreSQL database (a connection string) the records are read from: given, the pool scores in a snapshot
   * (`matchesInSnapshot`), each worker on a connection of its own.
   */
  database?: string;
}

/** What each task of one call carries besides its pairs. */
interface CallOf {
  apiName: DatasourceApiName;
  config: MatchConfig;
  call: number;
  oldestCall: number;
}

/** The pairs of a slice as a task: each party and record once, the pairs as indexes into them. */
function taskOf<K extends DatasourceApiName>(
  of: CallOf,
  pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
  records: ReadonlyMap<number, StoredRecord<K>>,
): ScoreTask {
  const partyAt = new Map<number, number>();
  const recordAt = new Map<number, number>();
  const task: ScoreTask = { ...of, parties: [], records: [], pairs: new Int32Array(pairs.length * 2) };
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

/** The pairs of a slice as a task whose records the worker reads: each party once, each pair's record by id. */
function snapshotTaskOf(
  of: CallOf,
  pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
  read: { database: string; snapshot: string; partiesOf: number },
): SnapshotScoreTask {
  const at = new Map<number, number>();
  const task: SnapshotScoreTask = {
    ...of,
    ...read,
    parties: [],
    partyAt: new Int32Array(pairs.length),
    recordIds: new Float64Array(pairs.length),
  };
  for (const [index, { party, recordId }] of pairs.entries()) {
    let p = at.get(party.partyId);
    if (p === undefined) {
      p = task.parties.push(party) - 1;
      at.set(party.partyId, p);
    }
    task.partyAt[index] = p;
    task.recordIds[index] = recordId;
  }
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
    // A task that reads its records awaits them: the worker takes the next meanwhile and sends its read out.
    concurrentTasksPerWorker: TASKS_PER_WORKER,
    idleTimeout: IDLE_MS,
  });
  let calls = 0;
  // Calls being scored: a task tells its worker the oldest, so the worker drops what it keeps of older ones.
  const running = new Set<number>();
  /** Scores the pairs in slices of `pairsPerTask`, each made a task as a worker takes it, the matches in pair order. */
  const inSlices = async (
    apiName: DatasourceApiName,
    config: MatchConfig,
    pairs: ReadonlyArray<{ party: AgencyParty; recordId: number }>,
    task: (of: CallOf, slice: ReadonlyArray<{ party: AgencyParty; recordId: number }>) => ScoreTask | SnapshotScoreTask,
  ): Promise<PartyMatch[]> => {
    const call = ++calls;
    running.add(call);
    const slices = Math.ceil(pairs.length / pairsPerTask);
    const found: PartyMatch[][] = new Array<PartyMatch[]>(slices);
    let next = 0;
    // Slices are cut as workers take them, so at most a few are in memory twice.
    const feed = async () => {
      for (let slice = next++; slice < slices; slice = next++) {
        const from = slice * pairsPerTask;
        const of = { apiName, config, call, oldestCall: Math.min(...running) };
        try {
          found[slice] = (await pool.run(task(of, pairs.slice(from, from + pairsPerTask)))) as PartyMatch[];
        } catch (error) {
          next = slices; // the step fails whole: the slices left are not worth scoring
          throw error;
        }
      }
    };
    try {
      const feeders = Array.from({ length: Math.min(slices, options.workers * TASKS_PER_WORKER) }, feed);
      const settled = await Promise.allSettled(feeders);
      const failed = settled.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return found.flat();
    } finally {
      running.delete(call);
    }
  };
  const { database } = options;
  // Each preparation of parties the calling thread hands in, as a number a worker keeps its own under.
  const partiesIds = new WeakMap<PreparedParties, number>();
  let preparations = 0;
  const partiesOf = (parties: PreparedParties): number => {
    let id = partiesIds.get(parties);
    if (id === undefined) {
      id = ++preparations;
      partiesIds.set(parties, id);
    }
    return id;
  };
  return {
    workers: options.workers,
    matches: (apiName, pairs, records, config) =>
      inSlices(apiName, config, pairs, (of, slice) => taskOf(of, slice, records)),
    ...(database === undefined
      ? {}
      : {
          matchesInSnapshot: (apiName, pairs, snapshot, config, parties) => {
            const read = { database, snapshot, partiesOf: partiesOf(parties) };
            return inSlices(apiName, config, pairs, (of, slice) => snapshotTaskOf(of, slice, read));
          },
        }),
    close: () => pool.destroy(),
  };
}
