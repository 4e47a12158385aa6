import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';

/** Whether focus is on `main#main-content` or inside it. */
function focusIsInMain(page: Page): Promise<boolean> {
  return page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);
}

function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** Presses Tab (or Shift+Tab) until the focused element's text is `text`; fails after `limit` presses. */
async function tabTo(page: Page, text: string, limit = 30, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if ((await focusedText(page)) === text) return;
  }
  throw new Error(`"${text}" was not reached with ${limit} presses of Tab`);
}

describe('navigation, focus and the keyboard', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    // A short window, so an area page is longer than the screen and scrolling shows.
    browser = await openBrowser({ viewport: { width: 1280, height: 500 } });
  });
  afterEach(() => browser.close());

  it('moves focus to the main content and scrolls to the top on each navigation', async () => {
    const { page } = browser;
    await signIn(page, 'portaluser');
    await waitForHeading(page, 'Online Search');

    const link = page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Reporting' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await waitForHeading(page, 'Reporting');
    await expect.poll(() => focusIsInMain(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('works with the keyboard alone: skip link first, then the navigation', async () => {
    const { page } = browser;
    await signIn(page, 'portaluser');
    await waitForHeading(page, 'Online Search');

    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // The navigation stands before the main content: walk back into it from there.
    await tabTo(page, 'Continuous Monitoring', 30, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Continuous Monitoring');
    expect(new URL(page.url()).pathname).toBe('/con-mon');
    await expect.poll(() => focusIsInMain(page)).toBe(true);
  });
});
