import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import {
  confirmProviderSignOut,
  openBrowser,
  signIn,
  waitForHeading,
  type BrowserSession,
} from '../support/browser.js';

function areaLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link').allInnerTexts();
}

// adminuser's landing, with the impersonation control, opens tests/impersonation.test.ts.
describe('where each development user lands after signing in', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('portaluser: Online Search, with name and access group in the header', async () => {
    const { page } = browser;
    await signIn(page, 'portaluser');
    await waitForHeading(page, 'Online Search');
    expect(new URL(page.url()).pathname).toBe('/search');
    const header = page.getByRole('banner').filter({ hasText: 'Pat Portal' });
    await expect.poll(() => header.innerText()).toContain('Access group: Department of Defense (DOD)');
    expect(await areaLinks(page)).toEqual([
      'Online Search',
      'Payments',
      'Reporting',
      'Continuous Monitoring',
      'Batch Match',
    ]);
    expect(await page.getByRole('combobox', { name: 'Access group to act as' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Every area's page, as the shell shows it.
    for (const area of ['Payments', 'Reporting', 'Continuous Monitoring', 'Batch Match']) {
      await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: area }).click();
      await waitForHeading(page, area);
      await expectNoAxeViolations(page);
    }
  });

  it('reportuser: Reporting, without online search', async () => {
    const { page } = browser;
    await signIn(page, 'reportuser');
    await waitForHeading(page, 'Reporting');
    expect(new URL(page.url()).pathname).toBe('/reporting');
    expect(await areaLinks(page)).toEqual(['Reporting']);
    await expectNoAxeViolations(page);
  });

  it('lazyuser: the 403 page says the access group is inactive, and signing out works', async () => {
    const { page } = browser;
    await signIn(page, 'lazyuser');
    await waitForHeading(page, 'Access denied');
    expect(new URL(page.url()).pathname).toBe('/403');
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/access group INT_QAWLONE is inactive/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await confirmProviderSignOut(page);
    await waitForHeading(page, 'You have signed out');
    await page.getByRole('button', { name: 'Sign in again' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('norole: the 403 page says the account has no portal role, with a way to sign out', async () => {
    const { page } = browser;
    await signIn(page, 'norole', { path: '/payments' });
    await waitForHeading(page, 'Access denied');
    expect(new URL(page.url()).pathname).toBe('/403');
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/has no portal role/);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });
});
