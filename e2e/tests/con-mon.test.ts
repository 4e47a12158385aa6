import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { publicSourcesPortalUrl } from '../support/public-sources-portal.js';

/**
 * Continuous Monitoring end to end: a file enrolled through the form is matched by the real
 * intake and enrollment run, then read through summary → file (chart and table) → match →
 * what is new, by keyboard, with axe in every state.
 *
 * On the portal with the IRS Publication 78 sample loaded (support/public-sources-portal.ts), so
 * a party of the file has a real match (EIN 000003154 is a Pub 78 entry). adminuser holds
 * CON_MON_DELTAS.
 */
const header =
  'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyPartyTypeCode,agencyTin,agencyTinTypeCode,paymentAmount';
const payees = [
  header,
  '12345678,1,OAKLEAF FOREST TENANT MANAGEMENT,E,000003154,EIN,1250.00',
  '12345678,2,NOBODY IN PARTICULAR,I,,,10.00',
  '',
].join('\n');

describe('Continuous Monitoring in the browser', () => {
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

  it('enrolls a file, then summary → file → match → what is new, by keyboard, axe in each state', async () => {
    const { page } = browser;
    await signIn(page, 'adminuser', { portalUrl });
    await waitForHeading(page, 'Online Search');
    await press(
      page,
      page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: /^Continuous Monitoring/ }),
    );
    await waitForHeading(page, 'Continuous Monitoring');
    await page.getByRole('heading', { name: 'No monitoring files to show' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Agency file (CSV or fixed-width text)').setInputFiles({
      name: 'payees.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(payees),
    });
    await press(page, page.getByRole('button', { name: 'Enroll and match' }));
    await page.getByRole('heading', { level: 2, name: 'File payees.csv' }).waitFor();
    await page.getByRole('heading', { name: 'Matching finished' }).waitFor({ timeout: 90_000 });
    await expectNoAxeViolations(page);

    const sources = page.getByRole('table', { name: 'Matches of payees.csv by datasource' });
    await sources.waitFor();
    expect(await sources.getByRole('columnheader', { name: 'Possible' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Withdraw payees.csv' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await press(page, page.getByRole('link', { name: 'View the matches of payees.csv' }).last());
    await waitForHeading(page, /^Matches in file \d+$/);
    const party = page.getByRole('link', { name: 'OAKLEAF FOREST TENANT MANAGEMENT' });
    await party.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Matches over time' }).waitFor();
    // The chart's figures are a table for screen readers, whatever the drawing shows.
    const figures = page.getByRole('table', { name: /after each source load, by level$/ });
    expect(await figures.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByText('*****3154').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('button', { name: 'Show the figures as a table' }));
    expect(await figures.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await press(page, party);
    await waitForHeading(page, /^OAKLEAF FOREST TENANT MANAGEMENT in /);
    await page.getByRole('table', { name: /^How the score of \d+% was reached$/ }).waitFor();
    await expectNoAxeViolations(page);

    await press(
      page,
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Continuous Monitoring' }),
    );
    await waitForHeading(page, 'Continuous Monitoring');
    await press(page, page.getByRole('link', { name: 'What is new since your last visit' }));
    await waitForHeading(page, 'What is new in monitoring');
    await page.getByRole('heading', { level: 2, name: /^(Changes since|Every change so far)/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Show changes since/).fill('2020-01-01');
    await press(page, page.getByRole('button', { name: 'Show changes' }));
    await page.getByRole('heading', { level: 2, name: 'Changes since Jan 1, 2020' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
