import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { publicSourcesPortalUrl } from '../support/public-sources-portal.js';

/**
 * A refusal of one resource is said where it happened, and the page stays: the
 * other source's results, the address, the dialog. Refusals of the whole session
 * keep their /401 and /403 pages (error-pages.test.ts, landing.test.ts).
 *
 * On the portal with the IRS Publication 78 sample loaded (support/public-sources-portal.ts), so
 * the source that is not refused has a real match to keep on screen.
 */
// A real Pub 78 entry: EIN 000003154.
const pub78Name = 'Oakleaf Forest Tenant Management';
const caivrs = 'Credit Alert System';

describe('refusals of one resource, in place', () => {
  const portalUrl = publicSourcesPortalUrl();
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  /**
   * DOD has no CAIVRS grant (docs/dev-users.md), so the picker never offers it. The
   * datasource list this page loaded is made stale, as if the grant were withdrawn
   * after the list was read: CAIVRS is offered, and the search request goes to the
   * real server, whose own 403 is what the page must show.
   */
  async function offerCaivrsAsIfStillGranted(page: Page): Promise<void> {
    await page.route('**/api/v1/datasources?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
      for (const source of body.data) {
        if (source.attributes.apiName === 'caivrs') source.attributes.allowedDatasource = 'true';
      }
      await route.fulfill({ response, json: body });
    });
  }

  async function searchByTin(page: Page, tin: string, ...sources: string[]): Promise<void> {
    await waitForHeading(page, 'Online Search');
    await page.locator('label.usa-radio__label', { hasText: 'SSN, EIN or TIN' }).click();
    await page.getByRole('button', { name: 'Select none' }).click();
    for (const source of sources) await page.locator('label.usa-checkbox__label', { hasText: source }).click();
    await page.getByRole('textbox', { name: 'SSN, EIN or TIN' }).pressSequentially(tin);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  it("shows the server's 403 for one source in its panel; the other source's match and the page stay (axe)", async () => {
    const { page } = browser;
    await offerCaivrsAsIfStillGranted(page);
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/search/caivrs')) refusals.push(response.status());
    });
    await signIn(page, 'portaluser', { path: '/search', portalUrl });
    await searchByTin(page, '00-0003154', 'IRS Publication 78', caivrs);

    const panel = page.getByRole('region', { name: new RegExp(caivrs) });
    await panel.getByRole('heading', { name: `${caivrs} (CAIVRS) could not be searched` }).waitFor();
    await panel.getByText('Your access group may not search Credit Alert System (CAIVRS).').waitFor();
    expect(refusals).toEqual([403]);

    await page.getByRole('row', { name: new RegExp(pub78Name) }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'answered' }).textContent()).toBe(
      '1 of 2 datasources answered, 1 could not be searched; 1 match in all.',
    );
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Online Search');
    expect(await page.getByRole('textbox', { name: 'SSN, EIN or TIN' }).inputValue()).toBe('00-0003154');
    await expectNoAxeViolations(page);
  });

  it("shows the server's refusal of a record in the dialog, with focus on it; the results stay (axe)", async () => {
    const { page } = browser;
    await signIn(page, 'portaluser', { path: '/search', portalUrl });
    await searchByTin(page, '00-0003154', 'IRS Publication 78');
    const row = page.getByRole('row', { name: new RegExp(pub78Name) });
    await row.waitFor();

    // Nothing a person can do from the browser gets a record refused on this portal (the
    // read volume limit is far away), so the read asks the real server for a record it
    // does not have, as if a reload had removed it after the search: the 404 is the server's.
    await page.route('**/api/v1/pub78/*', (route) => {
      const url = new URL(route.request().url());
      url.pathname = '/api/v1/pub78/999999999';
      return route.continue({ url: url.toString() });
    });
    await row.getByRole('button', { name: `View record of ${pub78Name}` }).click();
    const dialog = page.getByRole('dialog', { name: pub78Name });
    await dialog.getByRole('heading', { name: 'The record could not be loaded' }).waitFor();
    await dialog.getByText('There is no IRS Publication 78 record 999999999.').waitFor();
    // Focus is on the alert itself, not on the dialog around it (which also takes focus when it opens).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('The record could not be loadedThere is no IRS Publication 78 record 999999999.');
    // What the search answered stays readable in the dialog.
    await dialog.getByText('Probable match: same TIN', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await row.isVisible()).toBe(true);
  });
});
