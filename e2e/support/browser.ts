import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { suitePortalUrl } from './stack.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps calling out, and this machine's network refuses it.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
}

// Starting Chromium costs about 2 s of CPU and a fresh context a fraction of it, so a test file
// (or the global setup) starts one and every test gets a context of its own in it.
let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return shared;
}

/** Ends the browser the sessions opened so far shared; support/close-browser.ts calls it after each file. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
}

/**
 * A fresh browser context: its own cookies, storage and cache, like a new profile, so no
 * session leaks from one test into another.
 */
export async function openBrowser({
  viewport = { width: 1280, height: 900 },
}: BrowserOptions = {}): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext({ viewport });
  // Waits below are explicit and generous; a default this long only catches a forgotten one.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

export interface SignInOptions {
  /** Where to start: the deep link the user opens before signing in. */
  path?: string;
  portalUrl?: string;
}

/** Signs in through the development provider's form, as a person would. */
export async function signIn(page: Page, userName: string, options: SignInOptions = {}): Promise<void> {
  const { path = '/', portalUrl = suitePortalUrl() } = options;
  await page.goto(`${portalUrl}${path}`);
  await fillSignInForm(page, userName);
  await page.waitForURL((url) => url.origin === portalUrl);
}

/** The development provider's form, wherever the portal sent the browser to it. */
export async function fillSignInForm(page: Page, userName: string): Promise<void> {
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(userName);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The h1 of the page shown now, once one with this name is visible. */
export async function waitForHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * The development provider asks "Do you want to sign-out?" before it ends its
 * session (OpenID Connect RP-initiated logout); a person answers yes and is
 * sent back to the portal.
 */
export async function confirmProviderSignOut(page: Page, portalUrl = suitePortalUrl()): Promise<void> {
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL((url) => url.origin === portalUrl);
}
