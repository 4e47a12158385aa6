import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { publicDataDir } from '@dnp/ingest';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io.js';
import { run as demo } from './demo.js';
import { run as generate } from './generate.js';
import { run as ingest } from './ingest.js';

const PUB78 = join(publicDataDir, 'irs-pub78');

function captureIo(env: NodeJS.ProcessEnv = {}): CliIo & { out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const chunks = { out: '', err: '' };
  stdout.on('data', (c: Buffer) => (chunks.out += c.toString()));
  stderr.on('data', (c: Buffer) => (chunks.err += c.toString()));
  return { stdout, stderr, cwd: process.cwd(), env, out: () => chunks.out, err: () => chunks.err };
}

/** PostgreSQL when the suite runs against one (TEST_DATABASE_URL), else a fresh PGlite folder shared by this file. */
const dataDir = join(mkdtempSync(join(tmpdir(), 'dnp-cli-')), 'pglite');
const target = (): string[] =>
  process.env.TEST_DATABASE_URL ? ['--database-url', process.env.TEST_DATABASE_URL] : ['--data-dir', dataDir];

describe('storage commands', () => {
  it('exits 2 with the usage on a wrong command line', async () => {
    const io = captureIo();
    expect(await ingest(['nosuchsource', 'x.txt'], io)).toBe(2);
    expect(io.err()).toContain('unknown datasource "nosuchsource"');
    expect(io.err()).toContain('usage: ingest');
    expect(await ingest(['dod', 'x.txt'], io)).toBe(2);
    expect(io.err()).toContain('dod has no public file format');
    expect(await generate(['--records', 'lots'], io)).toBe(2);
    expect(await generate(['--records', '10', '--sources', 'dmf,nope'], io)).toBe(2);
    expect(await demo(['--bogus'], io)).toBe(2);
  });

  it('sends ingest, generate and demo through the portal that holds the embedded database', async () => {
    const locked = join(mkdtempSync(join(tmpdir(), 'dnp-cli-lock-')), 'pglite');
    // The parent process (the vitest runner) is alive: the lock reads as held by another process.
    writeFileSync(`${locked}.lock`, String(process.ppid));
    const io = captureIo({ DNP_API_TOKEN: 'token', DNP_PORTAL_URL: 'http://127.0.0.1:9' });
    expect(await ingest(['pub78', join(PUB78, 'pub78-sample.txt'), '--data-dir', locked], io)).toBe(1);
    expect(io.err()).toContain(`The portal (process ${process.ppid}) holds ${locked}: loading through it.`);
    expect(io.err()).toContain('The portal is not running at http://127.0.0.1:9');
    const generated = captureIo({ DNP_API_TOKEN: 'token', DNP_PORTAL_URL: 'http://127.0.0.1:9' });
    expect(await generate(['--records', '1000', '--sources', 'dmf', '--data-dir', locked], generated)).toBe(1);
    expect(generated.err()).toContain(`The portal (process ${process.ppid}) holds ${locked}: loading through it.`);
    expect(generated.err()).toContain('The portal is not running at http://127.0.0.1:9');
    const restricted = captureIo({ DNP_API_TOKEN: 'token', DNP_PORTAL_URL: 'http://127.0.0.1:9' });
    expect(await generate(['--records', '1000', '--data-dir', locked], restricted)).toBe(1);
    // The default sources begin with restricted ones: written as records files, not refused.
    expect(restricted.err()).toMatch(/generate \w+: writing [\d,]+ records to send as its records file/);
    expect(restricted.err()).toContain('The portal is not running at http://127.0.0.1:9');
    const demoed = captureIo({ DNP_API_TOKEN: 'token', DNP_PORTAL_URL: 'http://127.0.0.1:9' });
    expect(await demo(['--data-dir', locked], demoed)).toBe(1);
    expect(demoed.err()).toContain(
      `The portal (process ${process.ppid}) holds ${locked}: sending the demo through it.`,
    );
    expect(demoed.err()).toContain('The portal is not running at http://127.0.0.1:9');
  });

  it('ingests a file and prints the summary; a second file prints its delta', async () => {
    const first = captureIo();
    expect(await ingest(['pub78', join(PUB78, 'pub78-sample.txt'), ...target(), '--source-version', 's1'], first)).toBe(
      0,
    );
    expect(first.out()).toContain('pub78: 1,001 records read, 0 rejected');
    const second = captureIo();
    expect(await ingest(['pub78', join(PUB78, 'pub78-sample-update.txt'), ...target()], second)).toBe(0);
    expect(second.out()).toContain('added 1, changed 1, removed 1; 1,001 records stored');
  }, 120_000);

  it('fails with every rejected line listed and exit 1, and loads with --allow-rejects', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dnp-cli-bad-'));
    const file = join(dir, 'pub78-bad.txt');
    writeFileSync(file, '010400845|Good Org|Calais|ME|United States|PC\nnot-an-ein|Bad|X|ME|United States|PC\n');
    const io = captureIo();
    expect(await ingest(['pub78', file, ...target()], io)).toBe(1);
    expect(io.err()).toContain('1 line(s) rejected, 0 allowed; nothing was loaded');
    expect(io.err()).toMatch(/line 2.*: /);
    const tolerated = captureIo();
    expect(await ingest(['pub78', file, ...target(), '--allow-rejects', '1'], tolerated)).toBe(0);
    expect(tolerated.out()).toContain('rejected line 2');
  }, 120_000);

  it('generates records and prints the rate', async () => {
    const io = captureIo();
    expect(await generate(['--records', '300', '--seed', '7', '--sources', 'dmf,dod,caivrs', ...target()], io)).toBe(0);
    expect(io.out()).toMatch(/generated and loaded 300 records \(seed "7", \w+\) in [\d.]+ s: [\d,]+ records\/s/);
    expect(io.out()).toContain('dmf: ');
  }, 120_000);
});
