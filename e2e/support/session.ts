import type { Page } from 'playwright-core';
import { openBrowser, signIn } from './browser.js';
import { suitePortalUrl } from './stack.js';

/**
 * The signed-in user's access token, as oidc-client-ts keeps it in the tab's
 * sessionStorage (key "oidc.user:<issuer>:<client id>"); undefined before sign-in ends.
 */
export async function accessTokenOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      if (typeof stored === 'object' && stored !== null && 'access_token' in stored) {
        return typeof stored.access_token === 'string' ? stored.access_token : undefined;
      }
    }
    return undefined;
  });
}

/** Waits for the sign-in callback to store the user, then returns the access token. */
export async function waitForAccessToken(page: Page, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = await accessTokenOf(page);
    if (token) return token;
    if (Date.now() > deadline) throw new Error('No access token was stored after signing in');
    await page.waitForTimeout(100);
  }
}

/** Signs in as `userName` in a browser of its own and returns the access token. */
export async function accessTokenFor(userName: string, portalUrl = suitePortalUrl()): Promise<string> {
  const browser = await openBrowser();
  try {
    await signIn(browser.page, userName, { portalUrl });
    return await waitForAccessToken(browser.page);
  } finally {
    await browser.close();
  }
}

/**
 * The user accepts the current terms, as the terms screen would: the API refuses an
 * administrator's work, a flag switch included, until they are accepted.
 */
export async function acceptCurrentTerms(token: string, portalUrl = suitePortalUrl()): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  const terms = await fetch(`${portalUrl}/api/v1/terms`, { headers });
  if (!terms.ok) throw new Error(`Reading the terms answered ${terms.status}: ${await terms.text()}`);
  const { data } = (await terms.json()) as { data: { attributes: { version: string } }[] };
  const version = data[0]?.attributes.version;
  if (!version) throw new Error('The API named no current terms version');
  const accepted = await fetch(`${portalUrl}/api/v1/events/terms`, {
    method: 'POST',
    headers: { ...headers, 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ data: { attributes: { termsVersion: version } } }),
  });
  if (!accepted.ok) throw new Error(`Accepting the terms answered ${accepted.status}: ${await accepted.text()}`);
}

/** An administrator switches a feature flag through the API (the switch is audited there). */
export async function setFeatureFlag(
  token: string,
  key: string,
  enabled: boolean,
  portalUrl = suitePortalUrl(),
): Promise<void> {
  await acceptCurrentTerms(token, portalUrl);
  const response = await fetch(`${portalUrl}/api/v1/feature-flags/${key}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ data: { attributes: { enabled } } }),
  });
  if (!response.ok) throw new Error(`Switching ${key} answered ${response.status}: ${await response.text()}`);
}

export const termsFlag = 'termsAndConditions';
