import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { FirstLoadRows, type RowBatch } from '@dnp/db';
import { Population } from '../population.js';
import { sourceBuilders, type GeneratedRecord } from '../source-generator.js';

/** One worker's share of a generated first load: the drawn records of an index range. */
export interface RangeTask {
  apiName: DatasourceApiName;
  seed: string;
  loadId: number;
  /** The id of drawn record 0; record i gets `firstDrawnId + i`, so workers never share an id. */
  firstDrawnId: number;
  startIndex: number;
  endIndex: number;
  /** Produce at most this many records (the last range stops at the source's count). */
  limit: number;
  /** Keys the planted cases hold: a drawn record with one of them is skipped, as generateRecords does. */
  plantedKeys: readonly string[];
}

export interface RangeResult extends RowBatch {
  lastId: number;
}

const populations = new Map<string, Population>();

/** The rows of a range of drawn records, formatted for the load (pure but for a per-seed cache). */
export function formatRange<K extends DatasourceApiName>(task: RangeTask & { apiName: K }): RangeResult {
  let population = populations.get(task.seed);
  if (population === undefined) populations.set(task.seed, (population = new Population(task.seed)));
  const build = sourceBuilders[task.apiName] as (
    pop: Population,
    index: number,
  ) => GeneratedRecord<RecordAttributesByApiName[K]>;
  const planted = new Set(task.plantedKeys);
  const rows = new FirstLoadRows(task.apiName, task.loadId);
  let produced = 0;
  let lastId = 0;
  for (let index = task.startIndex; index < task.endIndex && produced < task.limit; index++) {
    const item = build(population, index);
    if (planted.has(item.key)) continue;
    lastId = task.firstDrawnId + index;
    rows.add(lastId, item.key, item.record);
    produced++;
  }
  return { ...rows.take(), lastId };
}
