import type { DatasourceApiName } from '@dnp/contracts';
import { loadDatasource } from '@dnp/db';
import type { DbHandle, LoadProgress, LoadSummary } from '@dnp/db';
import { preparedGeneration } from './parallel/prepared-generation.js';
import { recordsPerSource } from './scale.js';
import { drawnKeysMayRepeat, generateRecords } from './source-generator.js';

/** From this many records a source is generated in worker threads; below it starting them costs more than it gains. */
const PARALLEL_MIN_RECORDS = 50_000;

export interface GenerateIntoOptions {
  /** Records in all, split over the sources by their shares (scale.ts). */
  records: number;
  seed: string;
  sources: readonly DatasourceApiName[];
  onProgress?: (apiName: DatasourceApiName, progress: LoadProgress) => void;
}

/** The source version a generated load is recorded under: the same seed and count make the same data. */
export function syntheticVersion(seed: string, count: number): string {
  return `synthetic seed=${seed} records=${count}`;
}

/**
 * Generates each source and writes it through the loader (COPY), one source per load: a
 * generated source replaces what that source held. Large sources are drawn and formatted in
 * worker threads while the loader writes (parallel/prepared-generation.ts), except a source whose
 * draws can repeat a key: only one stream can remember every key drawn before.
 */
export async function generateIntoDatabase(handle: DbHandle, options: GenerateIntoOptions): Promise<LoadSummary[]> {
  const summaries: LoadSummary[] = [];
  for (const [apiName, count] of recordsPerSource(options.records, options.sources)) {
    const input =
      count >= PARALLEL_MIN_RECORDS && !drawnKeysMayRepeat(apiName)
        ? preparedGeneration(apiName, { seed: options.seed, count })
        : generateRecords(apiName, { seed: options.seed, count });
    const summary = await loadDatasource(handle, apiName, input, {
      sourceVersion: syntheticVersion(options.seed, count),
      onProgress: (progress) => options.onProgress?.(apiName, progress),
    });
    summaries.push(summary);
  }
  return summaries;
}
