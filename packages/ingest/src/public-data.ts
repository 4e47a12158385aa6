import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real public sample files kept in the repository (data/public/README.md). */
export const publicDataDir = fileURLToPath(new URL('../../../data/public', import.meta.url));

export const publicSamples = {
  ofacFolder: join(publicDataDir, 'ofac'),
  pub78: join(publicDataDir, 'irs-pub78', 'pub78-sample.txt'),
  pub78Update: join(publicDataDir, 'irs-pub78', 'pub78-sample-update.txt'),
} as const;
