import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, type BrowserSession } from '../support/browser.js';
import { suitePortalUrl } from '../support/stack.js';

describe('signing in through the development provider', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('shows an accessible sign-in form, then the signed-in user', async () => {
    const { page } = browser;
    await page.goto(`${suitePortalUrl()}/`);
    await page.getByLabel('Username').waitFor();
    await expectNoAxeViolations(page);

    await signIn(page, 'portaluser');
    await expect.poll(() => page.getByText('Pat Portal').first().isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it('keeps the user on the form with a message when the password is wrong', async () => {
    const { page } = browser;
    await page.goto(`${suitePortalUrl()}/`);
    await page.getByLabel('Username').fill('portaluser');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/username or password is not correct/);
  });
});
