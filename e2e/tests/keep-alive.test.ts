import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, waitForHeading, type BrowserSession } from '../support/browser.js';

const keptSearch = '[data-keep-alive-key="onlineSearch"]';

async function areaLink(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name }).click();
}

/**
 * The five areas declare a storage key (docs/web.md). Their screens hold no
 * form yet, so what a round trip must keep is the page itself and its scroll
 * position: the same DOM node comes back (an expando set on it survives), not
 * a fresh render.
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
});
