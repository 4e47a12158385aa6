import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import type { ParseItem } from '@dnp/ingest';
import { plantedRecords } from './planted-cases.js';
import { Population } from './population.js';
import { deathSources } from './sources-deaths.js';
import { debtSources } from './sources-debts.js';
import { entitySources } from './sources-entities.js';
import { exclusionSources } from './sources-exclusions.js';

/** One synthetic record and its natural key, as a parser would yield it. */
export interface GeneratedRecord<TRecord> {
  key: string;
  record: TRecord;
}

type SourceBuilders = {
  [K in DatasourceApiName]: (pop: Population, index: number) => GeneratedRecord<RecordAttributesByApiName[K]>;
};

/** How the n-th synthetic record of each source is made. */
export const sourceBuilders: SourceBuilders = {
  ...deathSources,
  ...debtSources,
  ...exclusionSources,
  ...entitySources,
};

export interface GenerateOptions {
  seed: string;
  /** Records to produce, planted cases included. */
  count: number;
  /** Put the planted cases first (default true). */
  planted?: boolean;
}

/**
 * The records of one source for a seed, as the parsers yield them (`line` counts records),
 * so the loader takes them like any file. Planted cases come first; a drawn record whose key
 * a planted one already holds is skipped.
 */
export async function* generateRecords<K extends DatasourceApiName>(
  apiName: K,
  options: GenerateOptions,
): AsyncGenerator<ParseItem<RecordAttributesByApiName[K]>> {
  const population = new Population(options.seed);
  const build = sourceBuilders[apiName] as (
    pop: Population,
    index: number,
  ) => GeneratedRecord<RecordAttributesByApiName[K]>;
  const planted = options.planted === false ? [] : plantedRecords(apiName);
  const plantedKeys = new Set(planted.map((p) => p.key));
  let line = 0;
  for (const item of planted.slice(0, options.count)) yield { kind: 'record', line: ++line, ...item };
  for (let index = 0; line < options.count; index++) {
    const item = build(population, index);
    if (plantedKeys.has(item.key)) continue;
    yield { kind: 'record', line: ++line, ...item };
  }
}
