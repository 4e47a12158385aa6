import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { DatasourceApiName } from '@dnp/contracts';
import { FirstLoadRows, type PreparedRows } from '@dnp/db';
import { plantedRecords } from '../planted-cases.js';
import { drawnKeysMayRepeat, generateRecords } from '../source-generator.js';
import type { RangeResult, RangeTask } from './format-range.js';
import { typeScriptWorker } from './ts-worker.js';

/** Drawn records per task: about 8 MB of rows, large enough to amortize a message, small enough to keep memory flat. */
const RANGE_SIZE = 8_000;

export interface GenerationOptions {
  seed: string;
  count: number;
  /** Worker threads (default: one per core, at most four). */
  workers?: number;
  /** Drawn records per range (tests make it small to exercise many ranges). */
  rangeSize?: number;
}

function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * A generated source as prepared rows for the loader: the planted cases formatted here, the
 * drawn records in worker threads, each on a range of indexes with ids fixed by the index, so
 * the rows are the same whatever thread made them. A source that already holds records is
 * loaded from `items` instead (a reload compares record by record).
 */
export function preparedGeneration<K extends DatasourceApiName>(
  apiName: K,
  options: GenerationOptions,
): PreparedRows<K> {
  // Workers see only their own range, so they could not skip a key another range drew first.
  if (drawnKeysMayRepeat(apiName))
    throw new RangeError(`${apiName} draws keys that can repeat; generate it in one stream (generateRecords)`);
  return {
    items: () => generateRecords(apiName, { seed: options.seed, count: options.count }),
    batches: ({ firstId, loadId }) => generatedBatches(apiName, options, firstId, loadId),
  };
}

async function* generatedBatches<K extends DatasourceApiName>(
  apiName: K,
  options: GenerationOptions,
  firstId: number,
  loadId: number,
): AsyncGenerator<RangeResult> {
  const planted = plantedRecords(apiName).slice(0, options.count);
  if (planted.length > 0) {
    const rows = new FirstLoadRows(apiName, loadId);
    planted.forEach((item, i) => rows.add(firstId + i, item.key, item.record));
    yield { ...rows.take(), lastId: firstId + planted.length - 1 };
  }
  const target = options.count - planted.length;
  if (target <= 0) return;
  const base: TaskBase = {
    apiName,
    seed: options.seed,
    loadId,
    firstDrawnId: firstId + planted.length,
    plantedKeys: planted.map((item) => item.key),
  };
  const workers = Array.from({ length: options.workers ?? defaultWorkerCount() }, () =>
    typeScriptWorker(new URL('./range-worker.ts', import.meta.url)),
  );
  try {
    yield* runRanges(workers, base, target, options.rangeSize ?? RANGE_SIZE);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

type TaskBase = Omit<RangeTask, 'startIndex' | 'endIndex' | 'limit'>;

/** A worker with at most one range at a time, and the answer to it as a promise. */
class RangeWorker {
  private settle: { resolve: (result: RangeResult) => void; reject: (error: unknown) => void } | null = null;

  constructor(readonly worker: Worker) {
    worker.on('message', (result: RangeResult) => this.finish((s) => s.resolve(result)));
    worker.on('error', (error: unknown) => this.finish((s) => s.reject(error)));
    // A thread that ends with a range unanswered would leave the load waiting for ever.
    worker.on('exit', (code) =>
      this.finish((s) => s.reject(new Error(`a generator thread stopped (exit code ${code})`))),
    );
  }

  run(task: RangeTask): Promise<{ from: RangeWorker; result: RangeResult }> {
    const answer = new Promise<RangeResult>((resolve, reject) => (this.settle = { resolve, reject }));
    this.worker.postMessage(task);
    return answer.then((result) => ({ from: this, result }));
  }

  private finish(how: (settle: NonNullable<RangeWorker['settle']>) => void): void {
    const settle = this.settle;
    this.settle = null;
    if (settle !== null) how(settle);
  }
}

/**
 * Keeps every worker busy with one range and hands results on in the order they finish. A new
 * range is sent only when a result is taken, so at most one range per worker waits in memory.
 * Ranges cover the indexes below the target; planted keys skipped inside a range make it come
 * up short, and ranges past the target then top the count up, one at a time so it is never passed.
 */
async function* runRanges(
  threads: Worker[],
  base: TaskBase,
  target: number,
  rangeSize: number,
): AsyncGenerator<RangeResult> {
  const workers = threads.map((thread) => new RangeWorker(thread));
  const pending = new Map<RangeWorker, Promise<{ from: RangeWorker; result: RangeResult }>>();
  let produced = 0;
  let nextStart = 0;
  const send = (worker: RangeWorker): void => {
    const topUp = nextStart >= target;
    if (topUp && (pending.size > 0 || produced >= target)) return;
    const startIndex = nextStart;
    const endIndex = topUp ? startIndex + rangeSize : Math.min(startIndex + rangeSize, target);
    const limit = topUp ? target - produced : endIndex - startIndex;
    nextStart = endIndex;
    pending.set(worker, worker.run({ ...base, startIndex, endIndex, limit }));
  };
  for (const worker of workers) send(worker);
  while (pending.size > 0) {
    const { from, result } = await Promise.race(pending.values());
    pending.delete(from);
    produced += result.records;
    yield result;
    send(from);
  }
}
