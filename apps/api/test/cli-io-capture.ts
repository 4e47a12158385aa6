import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

/** The CLI's streams, kept as text, for the tests that run a CLI command against a listening portal. */
export function bufferedIo(env: Record<string, string>) {
  const out = { stdout: '', stderr: '' };
  const sink = (key: 'stdout' | 'stderr') =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        out[key] += chunk.toString();
        done();
      },
    });
  return { out, io: { stdout: sink('stdout'), stderr: sink('stderr'), cwd: process.cwd(), env } };
}

/** An embedded data folder held by another live process, as `npm start` holds .data/pglite. */
export function heldDataDir(): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'dnp-held-')), 'pglite');
  writeFileSync(`${dataDir}.lock`, String(process.ppid));
  return dataDir;
}
