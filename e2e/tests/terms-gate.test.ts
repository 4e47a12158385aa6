import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import {
  confirmProviderSignOut,
  fillSignInForm,
  openBrowser,
  signIn,
  waitForHeading,
  type BrowserSession,
} from '../support/browser.js';
import { accessTokenFor, setFeatureFlag, termsFlag } from '../support/session.js';

/**
 * The suite's portal runs with the terms gate off (global setup). This file
 * turns it on for users who have never accepted: only this file accepts terms,
 * so reportuser and portaluser have not when it starts.
 */
describe('the terms-and-conditions gate', () => {
  let adminToken: string;
  let browser: BrowserSession;
  beforeAll(async () => {
    adminToken = await accessTokenFor('adminuser');
    await setFeatureFlag(adminToken, termsFlag, true);
  });
  afterAll(() => setFeatureFlag(adminToken, termsFlag, false));
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('shows the terms instead of the shell until accepted, and not again at the next sign-in', async () => {
    const { page } = browser;
    await signIn(page, 'reportuser');
    const accept = page.getByRole('button', { name: 'Accept and continue' });
    await accept.waitFor();
    await page.getByRole('region', { name: 'Terms and conditions text' }).waitFor();
    await page.getByRole('button', { name: 'Decline and sign out' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Portal areas' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await accept.click();
    await waitForHeading(page, 'Reporting');
    await page.getByRole('navigation', { name: 'Portal areas' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await confirmProviderSignOut(page);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await fillSignInForm(page, 'reportuser');
    await waitForHeading(page, 'Reporting');
    expect(await accept.count()).toBe(0);
  });

  it('lets a user who never accepted straight into the shell once an administrator turns the gate off', async () => {
    await setFeatureFlag(adminToken, termsFlag, false);
    const { page } = browser;
    await signIn(page, 'portaluser');
    await waitForHeading(page, 'Online Search');
    expect(await page.getByRole('button', { name: 'Accept and continue' }).count()).toBe(0);
  });
});
