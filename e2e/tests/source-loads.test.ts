import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { publicSourcesPortalUrl } from '../support/public-sources-portal.js';
import { suitePortalUrl } from '../support/stack.js';

/**
 * Source Loads end to end: an administrator loads a Publication 78 file through the screen,
 * sees its progress and what it added, sees a bad file refused with its line and column,
 * and the command line loads a file through the same running portal (which holds the
 * embedded database). On the suite's portal, where no other test loads a source file; the
 * loads made outside the portal are read on the portal with the public samples loaded.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const goodFile = [
  '000000101|FIRST E2E CHARITY|AUSTIN|TX|United States|PC',
  '000000102|SECOND E2E FUND|RENO|NV|US|PF',
  '',
];
const badFile = ['000000103|THIRD E2E TRUST|DENVER|CO|United States|PC', '12|SHORT EIN|X|Y|Z|PC', ''];

/** `npm run cli -- …` as an operator types it; resolves with the exit code and what it printed. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], { cwd: root });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, ...out }));
  });
}

describe('Source Loads in the browser', () => {
  const portalUrl = suitePortalUrl();
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  async function press(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
    await locator.focus();
    await page.keyboard.press('Enter');
  }

  async function openSourceLoads(page: Page, url = portalUrl): Promise<void> {
    await signIn(page, 'adminuser', { portalUrl: url });
    await waitForHeading(page, 'Online Search');
    await press(
      page,
      page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Source Loads' }),
    );
    await waitForHeading(page, 'Source Loads');
  }

  async function sendFile(page: Page, lines: string[]): Promise<void> {
    await page.locator('#source-load-source').selectOption('pub78');
    await page
      .locator('#source-load-file')
      .setInputFiles({ name: 'pub78.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
    await press(page, page.getByRole('button', { name: 'Upload and load' }));
  }

  it('loads a file and shows what it added; refuses a bad one with its line and column; lists both', async () => {
    const { page } = browser;
    await openSourceLoads(page);
    await page.getByText('No source has been loaded yet, through the portal or outside it.').waitFor();
    await expectNoAxeViolations(page);

    await sendFile(page, goodFile);
    await page.getByRole('heading', { level: 2, name: /^Load \d+ of IRS Publication 78$/ }).waitFor();
    await page.getByRole('heading', { name: 'Loaded' }).waitFor({ timeout: 60_000 });
    const changed = page.getByRole('table', { name: /^What load \d+ changed$/ });
    expect(await changed.getByRole('row', { name: /^Added/ }).textContent()).toBe('Added2');
    await expectNoAxeViolations(page);

    await sendFile(page, badFile);
    await page.getByRole('heading', { name: 'The file was refused' }).waitFor({ timeout: 60_000 });
    const refused = page.getByRole('table', { name: /^Refused lines of load \d+$/ });
    expect(await refused.getByRole('row').nth(1).textContent()).toMatch(/^2EIN/);
    await expectNoAxeViolations(page);

    const recent = page.getByRole('table', { name: /newest source loads/ });
    await recent.getByRole('row', { name: /Portal, by adminuser.*Refused/ }).waitFor();
    await recent.getByRole('row', { name: /Portal, by adminuser.*Loaded/ }).waitFor();
  });

  it('lists the sources loaded before the portal started, outside it, with what each added', async () => {
    const { page } = browser;
    await openSourceLoads(page, publicSourcesPortalUrl());
    const recent = page.getByRole('table', { name: /newest source loads/ });
    for (const source of ['OFAC Specially Designated Nationals', 'IRS Publication 78']) {
      const row = recent.getByRole('row', { name: new RegExp(`^${source}.*Outside the portal.*Loaded`) });
      await row.waitFor();
      // The Added column: every record of a first load is new.
      expect(Number((await row.getByRole('cell').nth(4).textContent())?.replaceAll(',', ''))).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });

  it('loads a records file of a restricted source by keyboard, its progress shown, axe clean in each state', async () => {
    const { page } = browser;
    await openSourceLoads(page);
    // Enough lines that the load is seen running: its status is polled every 1.5 s.
    const lines = Array.from({ length: 10_000 }, (_, index) => {
      const ssn = String(700_000_000 + index);
      return JSON.stringify({
        key: ssn,
        record: { name: `E2E SERVICE MEMBER ${index}`, tin: ssn, birthDate: '1950-01-02', deathDate: '2025-03-04' },
      });
    });

    await page.locator('#source-load-format-records').focus();
    await page.keyboard.press('Space');
    expect(await page.locator('#source-load-format-records').isChecked()).toBe(true);
    // The focused select, by type-ahead, as a keyboard user picks a source a published file cannot load.
    await page.locator('#source-load-source').focus();
    await page.keyboard.type('Department of Defense');
    expect(await page.locator('#source-load-source').inputValue()).toBe('dod');
    await expectNoAxeViolations(page);

    await page
      .locator('#source-load-file')
      .setInputFiles({ name: 'dod.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n')) });
    await press(page, page.getByRole('button', { name: 'Upload and load' }));
    await page
      .getByRole('heading', { level: 2, name: /^Load \d+ of Department of Defense Death Data$/ })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('progressbar', { name: /^(Waiting to start|Checking every line|Loading records)$/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('heading', { name: 'Loaded' }).waitFor({ timeout: 120_000 });
    const changed = page.getByRole('table', { name: /^What load \d+ changed$/ });
    expect(await changed.getByRole('row', { name: /^Added/ }).textContent()).toBe('Added10,000');
    await expectNoAxeViolations(page);
  }, 240_000);

  it('loads through the running portal from the command line, signed in as a development user', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'dnp-e2e-source-')), 'pub78-next.txt');
    writeFileSync(path, [...goodFile.slice(0, 2), '000000104|FOURTH E2E FOUNDATION|BOISE|ID|US|PC', ''].join('\n'));
    const run = await cli(['ingest', 'pub78', path, '--portal', portalUrl, '--dev-user', 'adminuser']);
    expect(run.stderr).toMatch(/ingest pub78 \(load \d+\): /);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/added 1, changed 0, removed 0; 3 records stored/);

    const { page } = browser;
    await openSourceLoads(page);
    const recent = page.getByRole('table', { name: /newest source loads/ });
    await recent.getByRole('row', { name: /pub78-next\.txt/ }).waitFor();
    await expectNoAxeViolations(page);
  });
});
