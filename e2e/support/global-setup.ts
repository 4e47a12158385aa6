import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { preparePublicSourcesTemplate } from './public-sources-template.js';
import { accessTokenFor, setFeatureFlag, termsFlag } from './session.js';
import { startStack } from './stack.js';

/**
 * One portal for the whole browser suite; the web app must be built first.
 * The terms gate starts off, so each test meets the shell it is about;
 * tests/terms-gate.test.ts turns it on for itself and off again.
 * Also the public sources' database that the tests with stacks of their own start from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const index = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(index)) throw new Error('Build the web app first: npm run build -w @dnp/web');
  const template = await preparePublicSourcesTemplate();
  project.provide('publicSourcesDataDir', template.dataDir);
  const stack = await startStack();
  project.provide('suitePortalUrl', stack.portalUrl);
  try {
    await setFeatureFlag(await accessTokenFor('adminuser', stack.portalUrl), termsFlag, false, stack.portalUrl);
  } catch (error) {
    await stack.stop();
    template.remove();
    throw error;
  }
  return async () => {
    await stack.stop();
    template.remove();
  };
}
