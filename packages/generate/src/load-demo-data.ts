import { join } from 'node:path';
import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { hasLoad, loadDatasource } from '@dnp/db';
import type { DbHandle, LoadProgress } from '@dnp/db';
import { parseOfac, parsePub78, publicDataDir } from '@dnp/ingest';
import type { ParseItem } from '@dnp/ingest';
import { defaultGeneratedSources } from './scale.js';
import { generateRecords } from './source-generator.js';
import { syntheticVersion } from './generate-into-database.js';

/** The real public files kept in the repository (data/public), unless DNP_SHARED_DATA names another folder. */
export function defaultSharedDataDir(): string {
  return process.env.DNP_SHARED_DATA ?? publicDataDir;
}

export const DEMO_SEED = 'do-not-pay-demo';
/** A few thousand records per source: enough to browse, small enough to load in seconds on PGlite. */
export const DEMO_RECORDS_PER_SOURCE = 1500;
const DEMO_DMF_RECORDS = 4000;

export interface DemoSourceSummary {
  apiName: DatasourceApiName;
  sourceVersion: string;
  /** False when this version was already loaded: a second run changes nothing. */
  loaded: boolean;
  recordCount: number;
}

export interface DemoSummary {
  sources: DemoSourceSummary[];
  elapsedMs: number;
}

export interface DemoOptions {
  dataDir?: string;
  onProgress?: (apiName: DatasourceApiName, progress: LoadProgress) => void;
}

/**
 * The demo data set: the real OFAC list and the first Pub 78 sample, plus a synthetic slice
 * of every other source with the planted cases (docs/generator.md). Idempotent: a source
 * whose demo version is already loaded is left alone.
 */
export async function loadDemoData(handle: DbHandle, options: DemoOptions = {}): Promise<DemoSummary> {
  const started = performance.now();
  const dataDir = options.dataDir ?? defaultSharedDataDir();
  const sources: DemoSourceSummary[] = [];
  const step = async <K extends DatasourceApiName>(
    apiName: K,
    sourceVersion: string,
    fileName: string | null,
    items: () => AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  ): Promise<void> => {
    if (await hasLoad(handle, apiName, sourceVersion)) {
      sources.push({ apiName, sourceVersion, loaded: false, recordCount: 0 });
      return;
    }
    const summary = await loadDatasource(handle, apiName, items(), {
      sourceVersion,
      fileName,
      onProgress: (progress) => options.onProgress?.(apiName, progress),
    });
    sources.push({ apiName, sourceVersion, loaded: true, recordCount: summary.recordCount });
  };

  for (const demo of demoSources(dataDir)) {
    if (demo.kind === 'generated') {
      await step(demo.apiName, demo.sourceVersion, null, () =>
        generateRecords(demo.apiName, { seed: DEMO_SEED, count: demo.count }),
      );
    } else if (demo.apiName === 'ofac') {
      await step('ofac', demo.sourceVersion, 'ofac', () => parseOfac(demo.path));
    } else {
      await step('pub78', demo.sourceVersion, 'pub78-sample.txt', () => parsePub78(demo.path));
    }
  }
  return { sources, elapsedMs: performance.now() - started };
}

/** One source of the demo set: a real public file, or synthetic records of the demo seed. */
export type DemoSource =
  | { kind: 'published'; apiName: 'ofac' | 'pub78'; sourceVersion: string; path: string }
  | { kind: 'generated'; apiName: DatasourceApiName; sourceVersion: string; count: number };

/**
 * The demo's sources in load order, with the version each is recorded under: the direct load
 * (loadDemoData) and the CLI's load through the running portal send the same editions.
 */
export function demoSources(dataDir: string = defaultSharedDataDir()): DemoSource[] {
  return [
    { kind: 'published', apiName: 'ofac', sourceVersion: 'SDN legacy CSV, 2021 snapshot', path: join(dataDir, 'ofac') },
    {
      kind: 'published',
      apiName: 'pub78',
      sourceVersion: 'Pub 78 sample',
      path: join(dataDir, 'irs-pub78/pub78-sample.txt'),
    },
    ...defaultGeneratedSources.map((apiName): DemoSource => {
      const count = apiName === 'dmf' ? DEMO_DMF_RECORDS : DEMO_RECORDS_PER_SOURCE;
      return { kind: 'generated', apiName, sourceVersion: syntheticVersion(DEMO_SEED, count), count };
    }),
  ];
}
