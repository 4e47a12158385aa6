import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.js';

/** One portal for the whole browser suite; the web app must be built first. */
export default async function setup(): Promise<() => Promise<void>> {
  const index = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(index)) throw new Error('Build the web app first: npm run build -w @dnp/web');
  const stack = await startStack();
  return () => stack.stop();
}
