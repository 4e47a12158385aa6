import type { Page, Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';

/** The portal API calls the page makes from now on. */
function recordApiRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url);
  });
  return seen;
}

/**
 * The access-group list is asked as the user's home group on purpose (the
 * choices are the home group's subtree), so it names its own group.
 */
const asksAsHomeGroup = (url: URL) => url.pathname === '/api/v1/access-groups';

describe('impersonation', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('adminuser lands on Online Search with the control, acts for a group chosen with the keyboard, and goes back', async () => {
    const { page } = browser;
    await signIn(page, 'adminuser');
    await waitForHeading(page, 'Online Search');
    expect(new URL(page.url()).pathname).toBe('/search');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Alex Admin');
    const select = page.getByRole('combobox', { name: 'Access group to act as' });
    await expect.poll(() => select.isEnabled()).toBe(true);

    await select.focus();
    // Closed select on Linux: the arrow keys change the choice without opening a list.
    let chosen = '';
    for (let presses = 0; presses < 10 && !chosen.endsWith('(HUD)'); presses += 1) {
      await page.keyboard.press('ArrowDown');
      chosen = await select.evaluate((element) =>
        element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.textContent ?? '') : '',
      );
    }
    expect(chosen).toBe('Department of Housing and Urban Development (HUD)');
    const whileActing = recordApiRequests(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Act as access group');
    await page.keyboard.press('Enter');

    // From here every call names the group acted for.
    await page.getByRole('heading', { name: 'You are acting as another access group' }).waitFor();
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Access group: HUD (acting)');
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Payments' }).click();
    await waitForHeading(page, 'Payments');
    const indicatorCalls = () => whileActing.filter((url) => url.pathname.startsWith('/api/v1/new-file'));
    await expect.poll(() => indicatorCalls().filter((url) => !url.pathname.endsWith('/views')).length).toBe(3);
    // Entering Payments posts the visit, for HUD too (the API does not record it while impersonating).
    await expect
      .poll(() =>
        indicatorCalls()
          .filter((url) => url.pathname.endsWith('/views'))
          .map((url) => url.pathname),
      )
      .toEqual(['/api/v1/new-file-indicators/payment/views']);
    for (const url of whileActing.filter((url) => !asksAsHomeGroup(url))) {
      expect(url.searchParams.get('accessGroup'), url.pathname).toBe('HUD');
    }

    await page.getByRole('button', { name: 'Return to my access group' }).click();
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Access group: Treasury Fiscal Service');
    await page.getByRole('combobox', { name: 'Access group to act as' }).waitFor();
    // A reload asks everything again: none of it for the group acted for.
    const afterReturn = recordApiRequests(page);
    await page.reload();
    await waitForHeading(page, 'Payments');
    await expect.poll(() => afterReturn.filter((url) => url.pathname === '/api/v1/users/current').length).toBe(1);
    for (const url of afterReturn.filter((url) => !asksAsHomeGroup(url))) {
      expect(url.searchParams.has('accessGroup'), url.pathname).toBe(false);
    }
  });
});
