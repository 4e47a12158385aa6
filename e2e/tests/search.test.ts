import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { publicSourcesPortalUrl } from '../support/public-sources-portal.js';

/**
 * Online Search against real public data loaded through the real loader: the
 * 2021 OFAC SDN list and an IRS Publication 78 sample (data/public in the repository, see its
 * README), on the portal the global setup loaded them into (support/public-sources-portal.ts).
 */

// Real entries: SDN 6335 "NASSER ARANA, Jorge", DOB 06 Nov 1966; Pub 78 EIN 000003154.
const sdnName = 'NASSER ARANA, Jorge';
const pub78Name = 'Oakleaf Forest Tenant Management';

describe('Online Search', () => {
  const portalUrl = publicSourcesPortalUrl();
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  async function openSearch(page: Page): Promise<Locator> {
    await signIn(page, 'portaluser', { portalUrl });
    await waitForHeading(page, 'Online Search');
    const form = page.getByRole('form', { name: 'Search the datasources' });
    await form.waitFor();
    return form;
  }

  async function chooseOnly(page: Page, ...sources: string[]): Promise<void> {
    await page.getByRole('button', { name: 'Select none' }).click();
    // USWDS hides the input itself and draws the box on its label: people click the label.
    for (const source of sources) await page.locator('label.usa-checkbox__label', { hasText: source }).click();
  }

  async function searchByName(page: Page, name: string, birthDate?: string): Promise<void> {
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    if (birthDate) await page.getByLabel('Date of birth (optional)').fill(birthDate);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  const status = (page: Page) => page.getByRole('status').filter({ hasText: 'answered' });

  it('before a search, says what the page does and which sources the user can search (axe)', async () => {
    const { page } = browser;
    await openSearch(page);
    await page.getByRole('heading', { level: 2, name: 'No search results to show' }).waitFor();
    const intro = page.locator('.usa-summary-box');
    expect(await intro.getByRole('listitem').allTextContents()).toContain('OFAC Specially Designated Nationals');
    // DOD has no CAIVRS grant (docs/dev-users.md): not offered at all.
    expect(await page.getByRole('checkbox', { name: 'Credit Alert System' }).count()).toBe(0);
    expect(await page.locator('label', { hasText: 'OFAC Specially Designated Nationals' }).textContent()).toMatch(
      /8,976 records, updated \d{4}-\d{2}-\d{2}/,
    );
    await expectNoAxeViolations(page);
  });

  it('searches by name: the OFAC entry, why it matched, and the full record with its sub-lists (axe)', async () => {
    const { page } = browser;
    await openSearch(page);
    await chooseOnly(page, 'OFAC Specially Designated Nationals', 'IRS Publication 78');

    // Hold the Pub 78 answer to see a source still searching while OFAC has answered.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/search/pub78*', async (route) => {
      await held;
      await route.continue();
    });
    await searchByName(page, 'Jorje Nasser Arana');
    const table = page.getByRole('table', {
      name: /OFAC Specially Designated Nationals: matches for “Jorje Nasser Arana”/,
    });
    await table.waitFor();
    await page.getByText('Searching IRS Publication 78…').waitFor();
    expect(await status(page).textContent()).toMatch(/1 of 2 datasources answered, 1 still searching/);
    await expectNoAxeViolations(page);
    release();
    await page.getByText('No matches in IRS Publication 78.').waitFor();

    const row = table.getByRole('row', { name: new RegExp(sdnName) });
    expect(await row.textContent()).toContain('Possible');
    expect(await row.textContent()).toContain('NAME MATCH');
    expect(await row.textContent()).toContain('INDIVIDUAL');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `View record of ${sdnName}` }).click();
    const dialog = page.getByRole('dialog', { name: sdnName });
    await dialog.getByRole('heading', { name: 'Why it matched' }).waitFor();
    await dialog.getByText('Possible match: a similar name (a likely typing error)', { exact: true }).waitFor();
    await dialog.getByRole('cell', { name: /Given name JORJE and JORGE differ by a likely typing error/ }).waitFor();
    await dialog.getByRole('table', { name: /^Birth dates \(\d+\)$/ }).waitFor();
    await dialog.getByRole('table', { name: /^Alternate IDs \(\d+\)$/ }).waitFor();
    expect(await dialog.getByRole('table', { name: /^Alternate IDs/ }).textContent()).toContain('72139939');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('searches by TIN, keeps the TIN masked until revealed with a reason, and exports masked CSV', async () => {
    const { page } = browser;
    await openSearch(page);
    await page.locator('label.usa-radio__label', { hasText: 'SSN, EIN or TIN' }).click();
    expect(await page.getByRole('checkbox', { name: 'OFAC Specially Designated Nationals' }).isDisabled()).toBe(true);
    expect(await page.locator('label', { hasText: 'OFAC Specially Designated Nationals' }).textContent()).toContain(
      'Not available for this search: The SDN list carries no U.S. taxpayer numbers',
    );
    await chooseOnly(page, 'IRS Publication 78');
    const tin = page.getByRole('textbox', { name: 'SSN, EIN or TIN' });
    await tin.pressSequentially('00-0003154');
    expect(await tin.inputValue()).toBe('00-0003154');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const row = page.getByRole('row', { name: new RegExp(pub78Name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('*****3154');
    expect(await row.textContent()).toContain('TIN MATCH');

    const link = page.getByRole('link', { name: 'Download IRS Publication 78 results (CSV)' });
    expect(await link.getAttribute('download')).toMatch(/^search-results-pub78-\d{4}-\d{2}-\d{2}\.csv$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Datasource,Record ID,Name,Matched name,TIN (masked),Date of birth,Date of death,Identifiers,Score,Match level,Match type,Why it matched',
    );
    expect(lines).toHaveLength(2);
    // A TIN search has no name to match: the matched-name column is empty.
    expect(lines[1]).toContain(`${pub78Name},,*****3154,`);
    expect(lines[1]).toContain('Probable,TIN MATCH,Probable match: same TIN');
    expect(csv).not.toContain('000003154');

    await row.getByRole('button', { name: `View record of ${pub78Name}` }).click();
    const dialog = page.getByRole('dialog', { name: pub78Name });
    await dialog.getByRole('button', { name: 'Show full TIN' }).click();
    await dialog.getByRole('textbox', { name: 'Why do you need the full TIN?' }).fill('Check payee before payment');
    await dialog.getByRole('button', { name: 'Show TIN', exact: true }).click();
    await dialog.getByText('000003154').waitFor();
    await dialog.getByText('The reveal was recorded in the audit log with your reason.').waitFor();
    await expectNoAxeViolations(page);
  });

  it("shows a source that fails with the error, next to the others' results (axe)", async () => {
    const { page } = browser;
    await openSearch(page);
    await chooseOnly(page, 'OFAC Specially Designated Nationals', 'SAM Exclusions (public)');
    // The network drops one source's request: that source alone shows the failure.
    await page.route('**/api/v1/search/samExPub*', (route) => route.abort('failed'));
    await searchByName(page, 'Jorge Nasser Arana');
    await page.getByRole('heading', { name: 'SAM Exclusions (public) could not be searched' }).waitFor();
    await page.getByText('The portal could not reach its server. Check your connection and try again.').waitFor();
    await page.getByRole('row', { name: new RegExp(sdnName) }).waitFor();
    expect(await status(page).textContent()).toBe(
      '1 of 2 datasources answered, 1 could not be searched; 1 match in all.',
    );
    await expectNoAxeViolations(page);
  });

  it('says what a search could not cover: unavailable jurisdictions and a common name (axe)', async () => {
    const { page } = browser;
    await openSearch(page);
    await chooseOnly(page, 'OFAC Specially Designated Nationals', 'Fact of Death (state vital records)');
    // Hundreds of SDN entries carry MOHAMMED or a spelling of it: more than a search compares.
    await searchByName(page, 'Mohammed');
    const fod = page.getByRole('region', { name: /Fact of Death/ });
    await fod.getByText('No matches in Fact of Death (state vital records).').waitFor();
    await fod
      .getByText(
        'Jurisdictions unavailable: AK, HI, PR, WY. A death registered there cannot be found by this search, so no match is no proof of life.',
      )
      .waitFor();
    const ofac = page.getByRole('region', { name: /OFAC/ });
    await ofac
      .getByText(/^This name is common: the search compared the 400 records that share the most of it/)
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('prints the results alone, and keeps form and results while the user is elsewhere', async () => {
    const { page } = browser;
    await openSearch(page);
    await chooseOnly(page, 'OFAC Specially Designated Nationals');
    await searchByName(page, 'Jorge Nasser Arana');
    await page.getByRole('row', { name: new RegExp(sdnName) }).waitFor();

    await page.evaluate(() => {
      window.print = () => Reflect.set(window, 'printed', true);
    });
    await page.getByRole('button', { name: 'Print results' }).click();
    expect(await page.evaluate(() => Reflect.get(window, 'printed'))).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Portal areas' }).isVisible()).toBe(false);
    expect(await page.getByRole('form', { name: 'Search the datasources' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: /OFAC Specially Designated Nationals: matches/ }).isVisible()).toBe(
      true,
    );
    await page.emulateMedia({ media: 'screen' });

    // Little enough that the navigation link stays in view: clicking it must not scroll the page first.
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Reporting' }).click();
    await waitForHeading(page, 'Reporting');
    await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Online Search' }).click();
    await waitForHeading(page, 'Online Search');
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Jorge Nasser Arana');
    await page.getByRole('row', { name: new RegExp(sdnName) }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  });

  /** Presses Tab until the focused element is the one asked for; a keyboard user's way there. */
  async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`${target.toString()} was not reached with ${limit} presses of Tab`);
  }

  it('works with the keyboard alone: search, open a record, close it', async () => {
    const { page } = browser;
    await openSearch(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type('Jorje Nasser Arana');
    await tabTo(page, page.getByRole('button', { name: 'Select none' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('checkbox', { name: 'OFAC Specially Designated Nationals' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');

    const open = page.getByRole('button', { name: `View record of ${sdnName}` });
    await open.waitFor();
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: sdnName });
    await dialog.getByRole('heading', { name: 'Why it matched' }).waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
        message: 'focus in dialog',
      })
      .toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible(), { message: 'dialog closed' }).toBe(false);
    // Focus goes back to the button that opened the record.
    await expect
      .poll(() => open.evaluate((element) => element === document.activeElement), { message: 'focus back on opener' })
      .toBe(true);
  });

  it('refuses an empty search with a focused error summary, keyboard first', async () => {
    const { page } = browser;
    await openSearch(page);
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');
    const summary = page.getByRole('heading', { name: 'Check the search form' });
    await summary.waitFor();
    await expect
      .poll(() => summary.evaluate((heading) => heading.closest('[tabindex="-1"]') === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await expectNoAxeViolations(page);
  });
});
