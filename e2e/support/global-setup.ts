import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { accessTokenFor, setFeatureFlag, termsFlag } from './session.js';
import { startStack } from './stack.js';

/**
 * One portal for the whole browser suite; the web app must be built first.
 * The terms gate starts off, so each test meets the shell it is about;
 * tests/terms-gate.test.ts turns it on for itself and off again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const index = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(index)) throw new Error('Build the web app first: npm run build -w @dnp/web');
  const stack = await startStack();
  try {
    await setFeatureFlag(await accessTokenFor('adminuser'), termsFlag, false);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return () => stack.stop();
}
