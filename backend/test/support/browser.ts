import { describe, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from './test-app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Server-sent event streams the apps hold open (see `open`). */
const LIVE_STREAMS = ['/api/cmsapi/user-notifications/stream', '/api/supportapi/stream', '/api/supportapi/admin/stream'];
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Browser tests need Chromium and both built apps; otherwise they are skipped with this reason. */
export const browserSkipReason =
  existsSync(CHROMIUM) && existsSync(join(root, 'learner-app/dist/index.html')) && existsSync(join(root, 'admin-app/dist/index.html'))
    ? null
    : `skipped: needs Chromium at ${CHROMIUM} and built apps (npm run build)`;

export interface BrowserHarness {
  subject: TestApp;
  base: string;
  /**
   * Opens a page in a fresh browser context (its own storage) on a desktop-sized window (1280 x 800) unless told otherwise.
   * The live streams (the bell's, and the support chat's for a learner, a visitor or support) stay open for as long as
   * someone is there, so the network never rests: they are refused unless `live` is set, and a suite that sets it waits
   * for what it expects rather than for a quiet network.
   * `beside`: opens a new tab in that page's browser context instead (same storage, as a second tab of the same person).
   */
  open(path: string, viewport?: { width: number; height: number }, options?: { live?: boolean; beside?: Page }): Promise<Page>;
  close(): Promise<void>;
}

/** A headless Chromium that can reach nothing but `base`, the app under test (one process, or nginx before a cluster). */
export interface TestBrowser {
  base: string;
  /** As `BrowserHarness.open`. */
  open(path: string, viewport?: { width: number; height: number }, options?: { live?: boolean; beside?: Page }): Promise<Page>;
  close(): Promise<void>;
}

export async function launchBrowser(base: string): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'khru-chromium-'));
  const browser: Browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`,
    ],
  });
  return {
    base,
    async open(path, viewport = { width: 1280, height: 800 }, { live = false, beside } = {}) {
      const page = await (beside ? beside.browserContext() : await browser.createBrowserContext()).newPage();
      await page.setViewport(viewport);
      await page.setRequestInterception(true);
      // Nothing may leave the machine: only the app under test is reachable (and what the page holds itself: data and blob URLs).
      const local = (url: string) => new URL(url).hostname === '127.0.0.1' || url.startsWith('data:') || url.startsWith('blob:');
      const refused = (url: string) => !local(url) || (!live && LIVE_STREAMS.includes(new URL(url).pathname));
      page.on('request', (r) => void (refused(r.url()) ? r.abort() : r.continue()));
      await page.goto(`${base}${path}`, { waitUntil: live ? 'load' : 'networkidle0' });
      return page;
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The app on PGlite plus a headless Chromium that can reach nothing but the app. `history`: seed the demo
 * organisation's year of logins and study too (the reports read it; it doubles the start).
 */
export async function startBrowserHarness({ history = false }: { history?: boolean } = {}): Promise<BrowserHarness> {
  const subject = await startTestApp('pglite', { SEED_HISTORY: String(history) });
  const browser = await launchBrowser((await subject.app.getUrl()).replace('[::1]', '127.0.0.1'));
  return {
    subject,
    base: browser.base,
    open: browser.open,
    async close() {
      await browser.close();
      await subject.dispose();
    },
  };
}

/** Stores the language the apps read at start, and reloads. */
export async function inLocale(page: Page, locale: 'en' | 'th'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
  await page.reload({ waitUntil: 'networkidle0' });
}

/**
 * Clicks the first enabled button whose text includes `text`, once it appears. The click is made
 * from here rather than inside the page's wait, so a click that navigates cannot re-run the wait.
 */
export async function clickButton(page: Page, text: string): Promise<void> {
  const found = await page.waitForFunction(
    (t) => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(t) && !b.disabled) ?? false,
    { timeout: 15_000 },
    text,
  );
  const button = found.asElement() as ElementHandle<HTMLButtonElement> | null;
  if (!button) throw new Error(`no button "${text}"`);
  await button.click();
}

/** Clicks an element by its XPath once it appears (evaluated in the page: a click by coordinates can land on an overlay). */
export async function clickOn(page: Page, xpath: string): Promise<void> {
  const element = (await page.waitForSelector(`xpath/${xpath}`, { timeout: 15_000 })) as ElementHandle<HTMLElement>;
  await element.evaluate((el) => el.click());
}

export const seeText = (page: Page, text: string) => page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 15_000 }, text);

export const atPath = (page: Page, path: string) => page.waitForFunction((p) => window.location.pathname === p, { timeout: 15_000 }, path);

/** Types into a field, replacing what it held. */
export async function fill(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.click(selector, { count: 3 });
  await page.type(selector, text);
}

/** Fills the register form on the current page with a new learner and sends it. */
export async function submitRegistration(page: Page, email: string, password: string): Promise<void> {
  await fill(page, '#register-first-name', 'Malee');
  await fill(page, '#register-last-name', 'Sukjai');
  await fill(page, '#register-email', email);
  await fill(page, '#register-password', password);
  await fill(page, '#register-confirm-password', password);
  await page.click('#register-agree');
  await page.click('form button[type=submit]');
}

/** Opens the learner app's login page in a fresh browser, in the language asked, logs in and waits for the home page. */
export async function logInThroughPage(
  harness: BrowserHarness,
  email: string,
  password: string,
  locale: 'en' | 'th',
  options: { live?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const page = await harness.open('/auth/login', options.viewport, { live: options.live ?? false });
  await inLocale(page, locale);
  await fill(page, '#login-email', email);
  await fill(page, '#login-password', password);
  await page.click('form button[type=submit]');
  await atPath(page, '/');
  return page;
}

/** Opens the admin app in a fresh browser, in the language asked, logs in and waits for its menu. */
export async function logInToAdmin(harness: BrowserHarness, email: string, password: string, locale: 'en' | 'th'): Promise<Page> {
  const page = await harness.open('/admin/');
  await inLocale(page, locale);
  await fill(page, 'input[name=username]', email);
  await fill(page, 'input[name=password]', password);
  await page.click('button[type=submit]');
  await page.waitForSelector('.RaSidebar-fixed a', { timeout: 15_000 });
  return page;
}

/** A browser suite, or one skipped test saying why when Chromium or the built apps are missing. */
export function describeWithBrowser(name: string, suite: () => void): void {
  if (browserSkipReason) describe(name, () => it.skip(browserSkipReason, () => undefined));
  else describe(name, suite);
}
