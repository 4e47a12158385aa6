import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/ingest.js';
import { ofacFolder } from './load-test-data.js';
import { signToken } from './test-app.js';
import { bufferedIo, heldDataDir } from './cli-io-capture.js';
import { startListeningPortal } from './listening-portal.js';

function pub78File(lines: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'dnp-cli-ingest-')), 'pub78.txt');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/**
 * An embedded data folder held by another live process, as `npm start` holds .data/pglite:
 * the lock file next to it names that process (packages/db data-dir-lock.ts).
 */
describe('npm run cli -- ingest, through the running portal', () => {
  let portal = '';
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ url: portal, close: stop } = await startListeningPortal());
  }, 60_000);
  afterAll(() => stop());

  it('loads through the portal when it holds the embedded database, with progress and the summary', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }), DNP_PORTAL_URL: portal });
    const file = pub78File(['000000011|CLI CHARITY|AUSTIN|TX|United States|PC', '000000012|CLI FUND|RENO|NV|US|PF']);
    const code = await run(
      ['pub78', file, '--data-dir', heldDataDir(), '--source-version', 'cli edition', '--poll-ms', '50'],
      io,
    );
    expect(out.stderr).toMatch(/The portal \(process \d+\) holds .*pglite: loading through it\./);
    expect(out.stderr).toMatch(/ingest pub78 \(load \d+\): queued/);
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/^pub78: 2 records read, 0 rejected, in \d+\.\d s \(/);
    expect(out.stdout).toMatch(
      / {2}added 2, changed 0, removed 0; 2 records stored \(load \d+, source version "cli edition"\)/,
    );
  });

  it('sends the OFAC folder as its four files, which the portal loads whole', async () => {
    const { out, io } = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    expect(await run(['ofac', ofacFolder, '--portal', portal, '--poll-ms', '200'], io)).toBe(0);
    expect(out.stdout).toMatch(/^ofac: 8,976 records read, 0 rejected/);
  }, 120_000);

  it('exits 1 with every refused line when the portal refuses the file, and names a missing function', async () => {
    const admin = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    const bad = pub78File(['000000011|CLI CHARITY|AUSTIN|TX|United States|PC', '12|SHORT EIN|X|Y|Z|PC']);
    expect(await run(['pub78', bad, '--portal', portal, '--poll-ms', '50'], admin.io)).toBe(1);
    expect(admin.out.stderr).toMatch(/pub78: 1 line was refused \(0 allowed\); nothing was loaded/);
    expect(admin.out.stderr).toMatch(/rejected line 2 \(EIN\): /);

    const analyst = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'portaluser' }) });
    expect(await run(['pub78', bad, '--portal', portal], analyst.io)).toBe(1);
    expect(analyst.out.stderr).toMatch(/The file was refused: 403 Forbidden: .*DATASOURCE_LOAD/);
  });

  it('loads a restricted source from a records file (--format records), and names the line and field of a bad one', async () => {
    const records = (lines: string[]) => {
      const path = join(mkdtempSync(join(tmpdir(), 'dnp-cli-records-')), 'caivrs.jsonl');
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    };
    const caivrs = {
      tin: '229586104',
      agencyName: 'VA',
      taxIdType: 'SSN',
      caseType: 'HOME LOAN GUARANTY CLAIM',
      caseNumber: 'C-1',
      collectionCode: 'D',
      collectionDescription: 'DEFAULT - CLAIM PAID',
      phoneNumber: '8003334636',
      datasourceDesc: 'Credit Alert System (CAIVRS)',
    };
    const good = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    const file = records([JSON.stringify({ key: 'C-1', record: caivrs })]);
    const args = ['--format', 'records', '--portal', portal, '--poll-ms', '50'];
    expect(await run(['caivrs', file, ...args], good.io), good.out.stderr).toBe(0);
    expect(good.out.stdout).toMatch(/^caivrs: 1 records read, 0 rejected/);

    const bad = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    const badFile = records([JSON.stringify({ key: 'C-2', record: { ...caivrs, tin: 'not a tin' } })]);
    expect(await run(['caivrs', badFile, ...args], bad.io)).toBe(1);
    expect(bad.out.stderr).toMatch(/rejected line 1 \(record\.tin\): /);

    const published = bufferedIo({ DNP_API_TOKEN: await signToken({ sub: 'adminuser' }) });
    expect(await run(['caivrs', file, '--portal', portal], published.io)).toBe(2);
    expect(published.out.stderr).toMatch(/caivrs has no public file format to ingest: .*--format records/);
  });

  it('asks for a token when the portal holds the database and none is given', async () => {
    const file = pub78File(['000000011|CLI CHARITY|AUSTIN|TX|United States|PC']);
    const { out, io } = bufferedIo({ DNP_PORTAL_URL: portal });
    expect(await run(['pub78', file, '--data-dir', heldDataDir()], io)).toBe(2);
    expect(out.stderr).toMatch(/set DNP_API_TOKEN/);
  });
});
