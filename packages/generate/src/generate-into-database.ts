import type { DatasourceApiName } from '@dnp/contracts';
import { loadDatasource } from '@dnp/db';
import type { DbHandle, LoadProgress, LoadSummary } from '@dnp/db';
import { recordsPerSource } from './scale.js';
import { generateRecords } from './source-generator.js';

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
 * Generates each source and writes it through the loader's bulk path (COPY on PostgreSQL),
 * one source per load: a generated source replaces what that source held.
 */
export async function generateIntoDatabase(handle: DbHandle, options: GenerateIntoOptions): Promise<LoadSummary[]> {
  const summaries: LoadSummary[] = [];
  for (const [apiName, count] of recordsPerSource(options.records, options.sources)) {
    const summary = await loadDatasource(handle, apiName, generateRecords(apiName, { seed: options.seed, count }), {
      sourceVersion: syntheticVersion(options.seed, count),
      onProgress: (progress) => options.onProgress?.(apiName, progress),
    });
    summaries.push(summary);
  }
  return summaries;
}
