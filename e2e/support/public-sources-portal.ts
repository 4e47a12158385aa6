import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicDataDir } from '@dnp/ingest';
import { inject } from 'vitest';
import { startStack, type RunningStack } from './stack.js';

const sharedData = process.env.DNP_SHARED_DATA ?? publicDataDir;
const ofacFolder = join(sharedData, 'ofac');
const pub78File = join(sharedData, 'irs-pub78', 'pub78-sample.txt');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal with the public OFAC and Pub 78 samples loaded, started by the global setup. */
    publicSourcesPortalUrl: string;
  }
}

/**
 * The portal with the public samples loaded (inside tests only). Online Search, the in-place
 * refusals, Batch Match and Continuous Monitoring share it: each starts from what only it adds
 * (a DOD batch file, an enrolment of the Treasury group's), so none sees another's work.
 */
export function publicSourcesPortalUrl(): string {
  return inject('publicSourcesPortalUrl');
}

/**
 * A portal of its own with the public OFAC and Pub 78 samples loaded through the real loader
 * (data/public in the repository, see its README) before its API starts.
 */
export async function startPublicSourcesStack(databaseTemplate: string): Promise<RunningStack> {
  for (const path of [ofacFolder, pub78File]) {
    if (!existsSync(path)) throw new Error(`The browser tests load ${path}; set DNP_SHARED_DATA to its folder`);
  }
  return startStack({
    databaseTemplate,
    cliBeforeApi: [
      ['ingest', 'ofac', ofacFolder],
      ['ingest', 'pub78', pub78File],
    ],
  });
}
