import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { fillSignInForm, openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';
import { suitePortalUrl } from '../support/stack.js';

describe('refusals and error pages', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('refuses a guarded area: reportuser opening /payments gets /403, with a way home', async () => {
    const { page } = browser;
    await signIn(page, 'reportuser', { path: '/payments' });
    await waitForHeading(page, 'Access denied');
    expect(new URL(page.url()).pathname).toBe('/403');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Your account does not include Payments.');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForHeading(page, 'Reporting');
    expect(new URL(page.url()).pathname).toBe('/reporting');
  });

  it('sends an unknown path to /404; the 401, 403, 404 and 500 pages explain and offer a way back', async () => {
    const { page } = browser;
    await signIn(page, 'portaluser', { path: '/no/such/page' });
    await waitForHeading(page, 'Page not found');
    expect(new URL(page.url()).pathname).toBe('/404');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('We could not find the page you asked for.');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForHeading(page, 'Online Search');

    // Opened directly; the session lives in the tab's sessionStorage, so it survives.
    await page.goto(`${suitePortalUrl()}/500`);
    await waitForHeading(page, 'Something went wrong');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('could not complete your request');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForHeading(page, 'Online Search');

    await page.goto(`${suitePortalUrl()}/403`);
    await waitForHeading(page, 'Access denied');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('does not have access to this page');
    await expectNoAxeViolations(page);

    await page.goto(`${suitePortalUrl()}/401`);
    await waitForHeading(page, 'Sign-in needed');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Sign in again to continue');
    await expectNoAxeViolations(page);
    // Signing in again asks for the password (prompt=login), even while the provider's session lives:
    // a session the API ended is replaced only by a new sign-in (docs/authorization.md, "Sessions").
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await fillSignInForm(page, 'portaluser');
    await waitForHeading(page, 'Online Search');
    expect(new URL(page.url()).pathname).toBe('/search');
  });
});
