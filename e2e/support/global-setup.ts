import { existsSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { closeSharedBrowser } from './browser.js';
import { createDatabaseTemplate } from './database-template.js';
import { startPublicSourcesStack } from './public-sources-portal.js';
import { accessTokenFor, setFeatureFlag, termsFlag } from './session.js';
import { startStack, type RunningStack } from './stack.js';

/**
 * Two portals for the whole browser suite; the web app must be built first. The suite's own
 * starts empty; the other with the public samples loaded, for the screens that search them.
 * The terms gate starts off on both, so each test meets the shell it is about;
 * tests/terms-gate.test.ts turns it on for itself (on the suite's portal) and off again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const index = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(index)) throw new Error('Build the web app first: npm run build -w @dnp/web');
  // One after the other: each start is mostly one core's work, and the PostgreSQL pass of the
  // test line runs beside the browser suite (scripts/test-all.sh).
  const stacks: RunningStack[] = [];
  const template = await createDatabaseTemplate();
  const stop = async () => {
    await closeSharedBrowser();
    await Promise.all(stacks.map((stack) => stack.stop()));
    rmSync(dirname(template), { recursive: true, force: true });
  };
  try {
    const suite = await startStack({ databaseTemplate: template });
    stacks.push(suite);
    const sources = await startPublicSourcesStack(template);
    stacks.push(sources);
    for (const stack of stacks) {
      await setFeatureFlag(await accessTokenFor('adminuser', stack.portalUrl), termsFlag, false, stack.portalUrl);
    }
    await closeSharedBrowser();
    project.provide('databaseTemplate', template);
    project.provide('suitePortalUrl', suite.portalUrl);
    project.provide('publicSourcesPortalUrl', sources.portalUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
