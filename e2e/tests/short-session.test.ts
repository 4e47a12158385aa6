import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import {
  confirmProviderSignOut,
  openBrowser,
  signIn,
  waitForHeading,
  type BrowserSession,
} from '../support/browser.js';
import { accessTokenOf, waitForAccessToken } from '../support/session.js';
import { startStack, type RunningStack } from '../support/stack.js';

/**
 * A portal of its own with short times: the idle warning after 8 s without activity and
 * sign-out after 20 s; access tokens of 75 s renewed 60 s before expiry, so about 15 s after
 * sign-in. Both tests run the page on Playwright's clock and move it past the idle and renewal
 * times instead of waiting them out; the sign-in, the calls, the renewal and the sign-out still go
 * to the real servers.
 */
const idleTimeoutSeconds = 20;
const idleWarningSeconds = 12;
const accessTokenSeconds = 75;
const renewBeforeSeconds = 60;

describe('idle sign-out and token renewal', () => {
  let stack: RunningStack;
  let browser: BrowserSession;
  beforeAll(async () => {
    stack = await startStack({
      env: {
        IDLE_TIMEOUT_SECONDS: String(idleTimeoutSeconds),
        IDLE_WARNING_SECONDS: String(idleWarningSeconds),
        IDP_ACCESS_TOKEN_TTL_SECONDS: String(accessTokenSeconds),
        TOKEN_RENEW_SECONDS: String(renewBeforeSeconds),
      },
    });
  });
  afterAll(() => stack.stop());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  /** A fresh portal: the terms gate is on and nobody has accepted yet. */
  async function signInAndAccept(page: Page, userName: string, heading: string): Promise<void> {
    await signIn(page, userName, { portalUrl: stack.portalUrl });
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await waitForHeading(page, heading);
  }

  it('warns with a countdown, stays on request, then signs out an idle user and says why', async () => {
    const { page } = browser;
    // The idle timers run on Playwright's clock, moved past each wait instead of sitting it out.
    await page.clock.install();
    await signInAndAccept(page, 'portaluser', 'Online Search');

    const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
    // The dialog element itself has no box (its overlay is fixed), so wait for what a person sees.
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await page.clock.fastForward((idleTimeoutSeconds - idleWarningSeconds + 1) * 1000);
    await stay.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.innerText()).toMatch(/you will be signed out in \d+ seconds/);
    const firstCount = await dialog.innerText();
    await page.clock.fastForward(2000);
    await expect.poll(() => dialog.innerText()).not.toBe(firstCount);
    // Focus moves into the dialog, onto the action that keeps the session.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stay signed in');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await stay.waitFor({ state: 'hidden' });
    await waitForHeading(page, 'Online Search');
    expect(new URL(page.url()).pathname).toBe('/search');

    // Now nobody answers: the session ends at the timeout, and the server hears why.
    const logout = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/events/logout',
      { timeout: 60_000 },
    );
    await page.clock.fastForward((idleTimeoutSeconds - idleWarningSeconds + 1) * 1000);
    await stay.waitFor({ timeout: 30_000 });
    await page.clock.fastForward((idleWarningSeconds + 1) * 1000);
    const logoutRequest = await logout;
    expect(logoutRequest.postDataJSON()).toMatchObject({ data: { attributes: { reason: 'idle' } } });
    expect((await logoutRequest.response())?.status()).toBe(200);

    await confirmProviderSignOut(page, stack.portalUrl);
    await waitForHeading(page, 'You were signed out');
    await expect
      .poll(() => page.getByRole('main').innerText())
      .toContain('You were signed out after 20 seconds without activity.');
    expect(await accessTokenOf(page)).toBeUndefined();
    await expectNoAxeViolations(page);
  }, 150_000);

  it('renews the access token without reloading the page, and calls after it succeed', async () => {
    const { page } = browser;
    await page.clock.install();
    await signIn(page, 'reportuser', { portalUrl: stack.portalUrl });
    const accept = page.getByRole('button', { name: 'Accept and continue' });
    await accept.waitFor();
    const firstToken = await waitForAccessToken(page);
    // Lives only as long as this page's JavaScript: a reload would drop it.
    await page.evaluate(() => Reflect.set(window, 'e2eMarker', 'still here'));

    // The person reads the terms meanwhile, moving the mouse now and then (activity keeps the
    // idle warning away) while the clock passes the renewal time.
    for (let passed = 0; passed < accessTokenSeconds - renewBeforeSeconds; passed += 5) {
      await page.mouse.move(100 + passed, 200);
      await page.clock.fastForward(5000);
    }
    await expect
      .poll(async () => (await accessTokenOf(page)) ?? firstToken, { message: 'a renewed token', timeout: 20_000 })
      .not.toBe(firstToken);
    const renewedToken = await accessTokenOf(page);
    expect(await page.evaluate(() => Reflect.get(window, 'e2eMarker'))).toBe('still here');

    const termsEvent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/events/terms');
    await accept.click();
    const request = await termsEvent;
    expect(await request.headerValue('authorization')).toBe(`Bearer ${String(renewedToken)}`);
    expect((await request.response())?.status()).toBe(200);
    await waitForHeading(page, 'Reporting');
    expect(await page.evaluate(() => Reflect.get(window, 'e2eMarker'))).toBe('still here');
  });
});
