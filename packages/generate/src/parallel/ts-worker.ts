import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** tsx's ESM API entry, as a file URL: a worker thread loads it before the TypeScript module. */
function tsxApiUrl(): string {
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as { exports: Record<string, { import: { default: string } }> };
  const entry = manifest.exports['./esm/api']?.import.default;
  if (entry === undefined) throw new Error('tsx does not export ./esm/api');
  return pathToFileURL(join(dirname(manifestPath), entry)).href;
}

/**
 * A worker thread running a TypeScript module. Node 20 does not apply `--import tsx` to a
 * worker's own entry file, so the worker starts from a line of JavaScript that registers
 * tsx in its thread and then imports the module.
 */
export function typeScriptWorker(module: URL): Worker {
  const bootstrap = `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}
