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
 * Sources whose key is not drawn from the index or from the population's permuted identifiers.
 * LEIE has no record id: its key is the party's names, birth date and exclusion date, and two
 * draws can land on the same ones (firm names come from a few thousand combinations, the date
 * from some 11,000 days). Such a draw is the exclusion already written, not a new one.
 */
const keysMayRepeat: ReadonlySet<DatasourceApiName> = new Set(['leiePublic', 'leiePrivate']);

/** Whether a source must be drawn in one stream that remembers its keys (no worker ranges). */
export function drawnKeysMayRepeat(apiName: DatasourceApiName): boolean {
  return keysMayRepeat.has(apiName);
}

/**
 * The records of one source for a seed, as the parsers yield them (`line` counts records),
 * so the loader takes them like any file. Planted cases come first; a drawn record whose key
 * a planted one already holds is skipped, and so, for sources whose draws can repeat a key,
 * is one whose key an earlier drawn record holds (the loader refuses a key twice).
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
  const takenKeys = new Set(planted.map((p) => p.key));
  const rememberDrawn = drawnKeysMayRepeat(apiName);
  let line = 0;
  for (const item of planted.slice(0, options.count)) yield { kind: 'record', line: ++line, ...item };
  for (let index = 0; line < options.count; index++) {
    const item = build(population, index);
    if (takenKeys.has(item.key)) continue;
    if (rememberDrawn) takenKeys.add(item.key);
    yield { kind: 'record', line: ++line, ...item };
  }
}
