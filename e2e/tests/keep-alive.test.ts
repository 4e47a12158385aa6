import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';

const keptSearch = '[data-keep-alive-key="onlineSearch"]';
const fileLabel = 'Agency file (CSV or fixed-width text)';

/** Every id the document holds more than once: a label or heading that points at it names the first, maybe a hidden one. */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, times]) => times > 1).map(([id]) => id);
  });
}

async function areaLink(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name }).click();
}

/**
 * The five areas declare a storage key (docs/web.md). A round trip keeps the
 * page itself and its scroll position: the same DOM node comes back (an expando
 * set on it survives), not a fresh render. Kept pages stay in the document, so
 * their ids must not meet another area's.
 */
describe('route keep-alive', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 500 } });
  });
  afterEach(() => browser.close());

  it('keeps Online Search mounted while away and shows it again where the user left it', async () => {
    const { page } = browser;
    await signIn(page, 'portaluser');
    await waitForHeading(page, 'Online Search');
    await page.locator(keptSearch).evaluate((element) => Reflect.set(element, 'e2eMark', 'same node'));
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);

    await areaLink(page, 'Reporting');
    await waitForHeading(page, 'Reporting');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Hidden, not removed.
    expect(await page.locator(keptSearch).count()).toBe(1);
    expect(await page.locator(keptSearch).isVisible()).toBe(false);

    await areaLink(page, 'Online Search');
    await waitForHeading(page, 'Online Search');
    expect(await page.locator(keptSearch).evaluate((element) => Reflect.get(element, 'e2eMark'))).toBe('same node');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
  });

  it('gives each kept area ids of its own, so the label on screen names the field on screen', async () => {
    const { page } = browser;
    await signIn(page, 'portaluser');
    await waitForHeading(page, 'Online Search');
    // Batch Match, Payments and Continuous Monitoring each hold an upload form; the first two stay mounted, hidden.
    for (const area of ['Batch Match', 'Payments', 'Reporting', 'Continuous Monitoring']) {
      await areaLink(page, area);
      await waitForHeading(page, area);
      expect(await duplicateIds(page), area).toEqual([]);
    }
    const visibleFields = await page
      .locator('input[type="file"]')
      .evaluateAll((inputs) =>
        inputs
          .filter((input) => input.checkVisibility())
          .map((input) => [...((input as HTMLInputElement).labels ?? [])].map((label) => label.textContent)),
      );
    expect(visibleFields).toEqual([[fileLabel]]);
  });
});
