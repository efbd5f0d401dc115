import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { DEMO, DEMO_PASSWORD, login } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyCourse } from '../support/purchases.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const OWNED_COURSE = 'excel-essentials';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core on the page as it stands and lists each critical or serious violation with its targets and what fails there. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${label}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(', ')}`);
}

/** Waits until the route has drawn its main landmark and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('main:not([aria-busy="true"])', { timeout: 15_000 }).catch(() => {
    throw new Error(`no settled main landmark on ${page.url()}`);
  });
}

describeWithBrowser('browser: accessibility', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    // The demo learner buys one course so that the learning page has something to show.
    await buyCourse(harness.subject, await login(harness.subject, DEMO.learner), OWNED_COURSE);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const visitorPages = ['/', '/category', '/courses-overview/excel-essentials', '/search?search=excel', '/auth/login', '/auth/register', '/shopping-cart'];
  const learnerPages = ['/', '/shopping-cart', '/profile', `/courses-learning/${OWNED_COURSE}`];

  it.each(['en', 'th'] as const)('has no critical or serious axe-core violation on the visitor and learner pages in %s', async (locale) => {
    const page = await harness.open('/');
    // The app's CSP forbids inline scripts, which is how axe-core is put into the page.
    await page.setBypassCSP(true);
    await inLocale(page, locale);
    const found: string[] = [];
    for (const path of visitorPages) {
      await page.goto(`${harness.base}${path}`, { waitUntil: 'networkidle0' });
      await settled(page);
      found.push(...(await seriousViolations(page, `${locale} visitor ${path}`)));
    }
    await page.goto(`${harness.base}/`, { waitUntil: 'networkidle0' });
    await fill(page, '.header .search-box input', 'excel');
    await page.waitForSelector('.search-dropdown [role=option]');
    await page.keyboard.press('ArrowDown');
    found.push(...(await seriousViolations(page, `${locale} search suggestions`)));
    await page.setViewport({ width: 390, height: 844 });
    await page.click('button.search-toggle');
    await page.type('.mobile-search input', 'excel');
    await page.waitForSelector('.mobile-search [role=option]');
    found.push(...(await seriousViolations(page, `${locale} phone search suggestions`)));
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${harness.base}/auth/login`, { waitUntil: 'networkidle0' });
    await page.click('form button[type=submit]');
    await page.waitForSelector('.field-error');
    found.push(...(await seriousViolations(page, `${locale} login with errors`)));
    await fill(page, '#login-email', DEMO.learner);
    await fill(page, '#login-password', 'khru-demo-2026');
    await page.click('form button[type=submit]');
    await atPath(page, '/');
    for (const path of learnerPages) {
      await page.goto(`${harness.base}${path}`, { waitUntil: 'networkidle0' });
      await settled(page);
      found.push(...(await seriousViolations(page, `${locale} learner ${path}`)));
    }
    expect(found).toEqual([]);
  });

  /** Opens an admin route and waits for what shows it has drawn its data. */
  const adminScreen = async (page: Page, route: string, drawn: string) => {
    await page.goto(`${harness.base}/admin/#${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(drawn, { timeout: 15_000 });
  };

  /** Signs in through the admin app's login page (in the language stored), and waits for the dashboard's cards. */
  const adminLogin = async (page: Page, email: string, drawn: string) => {
    await fill(page, 'input[name=username]', email);
    await fill(page, 'input[name=password]', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector(drawn, { timeout: 15_000 });
  };

  it('has no critical or serious axe-core violation on the admin app’s login, dashboard, a list, an edit form and an order, in English and Thai', async () => {
    const page = await harness.open('/admin/');
    await page.setBypassCSP(true);
    const found: string[] = [];
    for (const locale of ['th', 'en'] as const) {
      await inLocale(page, locale);
      await page.waitForSelector('input[name=username]');
      found.push(...(await seriousViolations(page, `${locale} admin login`)));
    }
    // The platform admin's dashboard shows the latest orders: the learner's purchase above is one.
    await adminLogin(page, DEMO.admin, 'a[href^="#/orders/"]');
    for (const locale of ['en', 'th'] as const) {
      await inLocale(page, locale);
      await page.waitForSelector('a[href^="#/orders/"]', { timeout: 15_000 });
      found.push(...(await seriousViolations(page, `${locale} platform admin dashboard`)));
      await adminScreen(page, '/users', 'tbody tr');
      found.push(...(await seriousViolations(page, `${locale} users list`)));
      await page.click('tbody tr');
      await page.waitForSelector('.RaEdit-main form input', { timeout: 15_000 });
      found.push(...(await seriousViolations(page, `${locale} user edit form`)));
      await adminScreen(page, '/orders', 'tbody tr');
      found.push(...(await seriousViolations(page, `${locale} orders list`)));
      await page.click('tbody tr');
      await page.waitForSelector('tr[data-item]', { timeout: 15_000 });
      found.push(...(await seriousViolations(page, `${locale} order`)));
    }
    expect(found).toEqual([]);
  });

  it.each([
    ['organisation admin', DEMO.orgAdmin, 'a[href^="#/cost-centres/"]'],
    ['auditor', DEMO.auditor, '.MuiCardContent-root a[href="#/audit"]'],
  ])('has no critical or serious axe-core violation on the %s’s dashboard, in English and Thai', async (role, email, drawn) => {
    const page = await harness.open('/admin/');
    await page.setBypassCSP(true);
    await adminLogin(page, email, drawn);
    const found: string[] = [];
    for (const locale of ['en', 'th'] as const) {
      await inLocale(page, locale);
      await page.waitForSelector(drawn, { timeout: 15_000 });
      found.push(...(await seriousViolations(page, `${locale} ${role} dashboard`)));
      if (role === 'auditor') {
        // The audit page's licence holders: each is a button to look the person up.
        await page.click(drawn);
        await page.waitForSelector('section[aria-labelledby="audit-licences"] tbody button', { timeout: 15_000 });
        found.push(...(await seriousViolations(page, `${locale} audit page`)));
        await page.goBack();
      }
    }
    expect(found).toEqual([]);
  });

  it.each(['/courses-overview/excel-essentials', '/auth/login'])(
    'lets the keyboard skip the header of %s to the main content, in English and Thai',
    async (path) => {
      const page = await harness.open(path);
      for (const [locale, label] of [
        ['en', 'Skip to main content'],
        ['th', 'ข้ามไปยังเนื้อหาหลัก'],
      ] as const) {
        await inLocale(page, locale);
        await page.waitForSelector('.skip-link');
        expect(await page.$eval('.skip-link', (el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => [document.activeElement?.textContent, document.activeElement!.getBoundingClientRect().top >= 0])).toEqual([
          label,
          true,
        ]);
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
      }
    },
  );

  it('moves through the header search suggestions with the keyboard as a combobox, in English and Thai', async () => {
    const page = await harness.open('/');
    for (const [locale, text, group] of [
      ['en', 'excel', 'Courses'],
      ['th', 'อังกฤ', 'คอร์สเรียน'],
    ] as const) {
      await inLocale(page, locale);
      const input = '.header .search-box input[role=combobox]';
      await fill(page, input, text);
      await page.waitForSelector('.search-dropdown [role=listbox] [role=group] [role=option]');
      expect(await page.$eval('.search-dropdown [role=group]', (g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toBe(group);
      expect(
        await page.$eval(input, (el) => [el.getAttribute('aria-expanded'), document.getElementById(el.getAttribute('aria-controls')!)?.getAttribute('role')]),
      ).toEqual(['true', 'listbox']);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const [secondId, secondHref, secondSelected] = await page.$$eval('[role=option]', (options) => [
        options[1]?.id,
        options[1]?.getAttribute('href'),
        options[1]?.getAttribute('aria-selected'),
      ]);
      expect(await page.$eval(input, (el) => el.getAttribute('aria-activedescendant'))).toBe(secondId);
      expect(secondSelected).toBe('true');
      await page.keyboard.press('ArrowUp');
      expect(await page.$eval(input, (el) => el.getAttribute('aria-activedescendant'))).toBe(await page.$eval('[role=option]', (o) => o.id));
      await page.keyboard.press('Escape');
      await page.waitForSelector('.search-dropdown', { hidden: true });
      expect(await page.$eval(input, (el) => [el.getAttribute('aria-expanded'), el.getAttribute('aria-activedescendant')])).toEqual(['false', null]);
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector('.search-dropdown [role=option]');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForFunction((href) => window.location.pathname + window.location.search + window.location.hash === href, { timeout: 15_000 }, secondHref);
    }
  });

  it('offers search on a phone: the header icon opens a full-width search with suggestions, and Enter shows the results, in English and Thai', async () => {
    const page = await harness.open('/', { width: 390, height: 844 });
    for (const [locale, label, text] of [
      ['en', 'Search', 'excel'],
      ['th', 'ค้นหา', 'อังกฤ'],
    ] as const) {
      await inLocale(page, locale);
      expect(await page.$eval('.header .search-box', (el) => getComputedStyle(el).display)).toBe('none');
      const toggle = await page.waitForSelector(`button.search-toggle[aria-label="${label}"]`, { visible: true });
      await toggle!.click();
      const input = '.mobile-search input[role=combobox]';
      await page.waitForSelector(input, { visible: true });
      expect(await page.$eval('.mobile-search', (el) => el.getBoundingClientRect().width)).toBe(390);
      expect(await page.evaluate(() => document.activeElement?.matches('.mobile-search input'))).toBe(true);
      await page.type(input, text);
      await page.waitForSelector('.mobile-search [role=group] [role=option]', { visible: true });
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (t) => window.location.pathname === '/search' && new URLSearchParams(window.location.search).get('search') === t,
        { timeout: 15_000 },
        text,
      );
      await page.waitForSelector('.course-card');
      // The search closes as the results page opens: waited for, not raced.
      await page.waitForFunction(() => document.querySelector('.mobile-search') === null, { timeout: 15_000 });
    }
  });
});
