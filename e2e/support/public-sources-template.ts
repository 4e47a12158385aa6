import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicDataDir } from '@dnp/ingest';
import { runCli } from './stack.js';

const sharedData = process.env.DNP_SHARED_DATA ?? publicDataDir;
export const ofacFolder = join(sharedData, 'ofac');
export const pub78File = join(sharedData, 'irs-pub78', 'pub78-sample.txt');

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database with the OFAC and Pub 78 samples loaded: copy it, never open it in place. */
    publicSourcesDataDir: string;
  }
}

/**
 * Loads the public OFAC and Pub 78 samples once into a database folder that the browser tests'
 * own stacks copy (startStack's `dataFrom`): loading Pub 78 takes most of a minute, and four
 * test files need it. Returns the folder and how to remove it.
 */
export async function preparePublicSourcesTemplate(): Promise<{ dataDir: string; remove: () => void }> {
  for (const path of [ofacFolder, pub78File]) {
    if (!existsSync(path)) throw new Error(`The browser tests load ${path}; set DNP_SHARED_DATA to its folder`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'dnp-e2e-sources-'));
  const dataDir = join(dir, 'pglite');
  const env = { ...process.env, LOG_LEVEL: 'warn', PGLITE_DATA_DIR: dataDir };
  await runCli(['ingest', 'ofac', ofacFolder], env);
  await runCli(['ingest', 'pub78', pub78File], env);
  return { dataDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
