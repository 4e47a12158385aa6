import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { publicSourcesPortalUrl } from '../support/public-sources-portal.js';

/**
 * Batch Match end to end: a file sent through the upload form is validated and
 * matched by the real intake and bulk matcher, then read through summary → file
 * detail → match detail and exported, by keyboard, with axe in every state.
 *
 * On the portal with the IRS Publication 78 sample loaded (support/public-sources-portal.ts),
 * so a party of the file has a real match (EIN 000003154 is a Pub 78 entry).
 */
const header =
  'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyPartyTypeCode,agencyTin,agencyTinTypeCode,paymentAmount';
const goodFile = [
  header,
  '12345678,1,OAKLEAF FOREST TENANT MANAGEMENT,E,000003154,EIN,1250.00',
  '12345678,2,NOBODY IN PARTICULAR,I,,,10.00',
  '',
].join('\n');
const badFile = [header, '12345678,1,SOMEONE,I,12,SSN,1.00', '1234,2,SOMEONE ELSE,I,,,1.00', ''].join('\n');

describe('Batch Match in the browser', () => {
  const portalUrl = publicSourcesPortalUrl();
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  /** Focus an element and press Enter, as a keyboard user does after tabbing to it. */
  async function press(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
    await locator.focus();
    await page.keyboard.press('Enter');
  }

  async function openBatchMatch(page: Page): Promise<void> {
    await signIn(page, 'portaluser', { portalUrl });
    await waitForHeading(page, 'Online Search');
    await press(
      page,
      page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: /^Batch Match/ }),
    );
    await waitForHeading(page, 'Batch Match');
  }

  async function chooseFile(page: Page, name: string, text: string): Promise<void> {
    await page
      .getByLabel('Agency file (CSV or fixed-width text)')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await press(page, page.getByRole('button', { name: 'Upload and match' }));
  }

  // First: DOD has no batch file yet; no other test sends one to this portal.
  it('uploads a file, shows its run, then summary → file detail → match detail and the export', async () => {
    const { page } = browser;
    await openBatchMatch(page);
    await page.getByRole('heading', { name: 'No batch match files to show' }).waitFor();
    await expectNoAxeViolations(page);

    await chooseFile(page, 'payees.csv', goodFile);
    await page.getByRole('heading', { level: 2, name: 'File payees.csv' }).waitFor();
    await expectNoAxeViolations(page);
    const finished = page.getByRole('heading', { name: 'Matching finished' });
    await finished.waitFor({ timeout: 90_000 });
    await expectNoAxeViolations(page);

    const files = page.getByRole('table', { name: /^Files, page 1 of 1/ });
    await files.getByRole('row', { name: /payees\.csv/ }).waitFor();
    await press(page, files.getByRole('button', { name: /^Show \d+ sources of payees\.csv$/ }));
    await page.getByRole('table', { name: 'Matches of payees.csv by datasource' }).waitFor();
    await expectNoAxeViolations(page);

    await press(page, page.getByRole('link', { name: 'View the matches of payees.csv' }));
    await waitForHeading(page, /^Matches in file \d+$/);
    const party = page.getByRole('link', { name: 'OAKLEAF FOREST TENANT MANAGEMENT' });
    await party.waitFor();
    expect(await page.getByText('*****3154').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const fileExport = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: 'Download all matches of the file (CSV)' }));
    const fileCsv = await fileExport;
    expect(readFileSync((await fileCsv.path()) ?? '', 'utf8')).toContain('OAKLEAF FOREST TENANT MANAGEMENT');

    await press(page, party);
    await waitForHeading(page, /^OAKLEAF FOREST TENANT MANAGEMENT in /);
    await page.getByRole('table', { name: /^How the score of \d+% was reached$/ }).waitFor();
    await expectNoAxeViolations(page);
    const matchExport = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: 'Download this match detail (CSV)' }));
    expect(readFileSync((await (await matchExport).path()) ?? '', 'utf8')).toContain('000003154'.slice(-4));

    await press(page, page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Batch Match' }));
    await waitForHeading(page, 'Batch Match');
  });

  it('refuses a file with invalid rows, listing its problems', async () => {
    const { page } = browser;
    await openBatchMatch(page);
    await chooseFile(page, 'bad-payees.csv', badFile);
    await page.getByRole('heading', { name: 'The file was refused: it has invalid rows' }).waitFor({ timeout: 60_000 });
    const problems = page.getByRole('table', { name: /problems in bad-payees\.csv$/i });
    expect(await problems.getByRole('row').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: /^Download all \d+ problems? \(CSV\)$/ }));
    expect((await download).suggestedFilename()).toBe('bad-payees-problems.csv');
  });
});
