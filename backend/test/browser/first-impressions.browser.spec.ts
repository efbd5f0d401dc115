import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { DEMO, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, submitRegistration, type BrowserHarness } from '../support/browser.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Every text the page's body held after each DOM change, from the first one on, kept in the page. */
async function recordEveryRender(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { rendered: string[] }).rendered = seen;
    new MutationObserver(() => {
      if (document.body) seen.push(document.body.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const rendered = (page: Page) => page.evaluate(() => (window as unknown as { rendered: string[] }).rendered);

const titleIs = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, { timeout: 15_000 }, title);

/** The initials an avatar inside `within` shows once the person's name has arrived. */
const initialsAre = (page: Page, within: string, initials: string) =>
  page.waitForFunction((selector, text) => document.querySelector(`${selector} .avatar-initials`)?.textContent === text, { timeout: 15_000 }, within, initials);

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describeWithBrowser('browser: first impressions', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A fresh browser context that has not loaded the app yet (it is on the favicon), so the next load is a first visit. */
  const beforeFirstVisit = (viewport = DESKTOP) => harness.open('/favicon.svg', viewport);

  describe('language from the first paint', () => {
    it('never shows English to a learner who chose Thai', async () => {
      const page = await beforeFirstVisit();
      await page.evaluate(() => localStorage.setItem('locale', 'th'));
      await recordEveryRender(page);
      await page.goto(`${harness.base}/`, { waitUntil: 'networkidle0' });
      await seeText(page, 'ยินดีต้อนรับสู่ครู');
      const renders = await rendered(page);
      expect(renders.some((text) => text.includes('ยินดีต้อนรับสู่ครู'))).toBe(true);
      expect(renders.filter((text) => text.includes('Welcome to Khru'))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
      await page.close();
    });

    it('never shows Thai to a learner who chose English, even in a Thai browser', async () => {
      const page = await beforeFirstVisit();
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
      await preferLanguages(page, ['th-TH', 'th']);
      await recordEveryRender(page);
      await page.goto(`${harness.base}/`, { waitUntil: 'networkidle0' });
      await seeText(page, 'Welcome to Khru');
      expect((await rendered(page)).filter((text) => text.includes('ยินดีต้อนรับสู่ครู'))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.close();
    });

    it('greets a Thai browser in Thai on its first visit, and any other in English', async () => {
      const thai = await beforeFirstVisit();
      await preferLanguages(thai, ['th-TH', 'th', 'en-US']);
      await recordEveryRender(thai);
      await thai.goto(`${harness.base}/`, { waitUntil: 'networkidle0' });
      await seeText(thai, 'ยินดีต้อนรับสู่ครู');
      expect((await rendered(thai)).filter((text) => text.includes('Welcome to Khru'))).toEqual([]);
      expect(await thai.evaluate(() => document.documentElement.lang)).toBe('th');
      await titleIs(thai, 'คอร์สออนไลน์ภาษาไทยและภาษาอังกฤษ · Khru');
      await thai.close();

      const french = await beforeFirstVisit();
      await preferLanguages(french, ['fr-FR', 'fr']);
      await french.goto(`${harness.base}/`, { waitUntil: 'networkidle0' });
      await seeText(french, 'Welcome to Khru');
      await titleIs(french, 'Online courses in English and Thai · Khru');
      await french.close();
    });
  });

  describe('sign-up', () => {
    it('lands logged in as soon as the account is created, in English and Thai, with Thai initials', async () => {
      const page = await harness.open('/auth/register');
      await inLocale(page, 'en');
      await submitRegistration(page, uniqueEmail('first-en'), 'learn-thai-2026');
      await atPath(page, '/');
      await initialsAre(page, '.account-button', 'MS');
      await page.close();

      const thai = await harness.open('/auth/register');
      await inLocale(thai, 'th');
      await fill(thai, '#register-first-name', 'เมษา');
      await fill(thai, '#register-last-name', 'ใจดี');
      await fill(thai, '#register-email', uniqueEmail('first-th'));
      await fill(thai, '#register-password', 'learn-thai-2026');
      await fill(thai, '#register-confirm-password', 'learn-thai-2026');
      await thai.click('#register-agree');
      await thai.click('form button[type=submit]');
      await atPath(thai, '/');
      // Not the leading vowels เ and ใ.
      await initialsAre(thai, '.account-button', 'มจ');
      await thai.close();
    });

    it('says a taken address already has an account and offers to log in or reset the password', async () => {
      const page = await harness.open('/auth/register');
      await inLocale(page, 'en');
      await submitRegistration(page, DEMO.learner, 'learn-thai-2026');
      await seeText(page, 'An account with this email already exists.');
      expect(await page.$$eval('.form-error a', (links) => links.map((a) => a.getAttribute('href')))).toEqual(['/auth/login', '/auth/reset-password']);
      expect(await bodyText(page)).not.toContain('Already exist');
      await page.click('.form-error a[href="/auth/login"]');
      await atPath(page, '/auth/login');

      await page.goto(`${harness.base}/auth/register`, { waitUntil: 'networkidle0' });
      await inLocale(page, 'th');
      await submitRegistration(page, DEMO.learner, 'learn-thai-2026');
      await seeText(page, 'อีเมลนี้มีบัญชีอยู่แล้ว');
      await page.waitForSelector('.form-error a[href="/auth/reset-password"]');
      expect(await bodyText(page)).not.toContain('มีข้อมูลนี้อยู่แล้ว');
      await page.close();
    });

    it.each([
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ])('keeps every field inside the card on a %s, in English and Thai', async (_name, viewport) => {
      const page = await harness.open('/auth/register', viewport);
      for (const locale of ['en', 'th'] as const) {
        await inLocale(page, locale);
        await page.waitForSelector('#register-last-name');
        const outside = await page.evaluate(() => {
          const card = document.querySelector('.unauth-card')!.getBoundingClientRect();
          return [...document.querySelectorAll('.unauth-card input')]
            .filter((input) => {
              const box = input.getBoundingClientRect();
              return box.left < card.left || box.right > card.right || box.top < card.top || box.bottom > card.bottom;
            })
            .map((input) => input.id);
        });
        expect(outside).toEqual([]);
      }
      await page.close();
    });
  });

  describe('small things', () => {
    it('names each tab after its page in the page language', async () => {
      const page = await harness.open('/shopping-cart');
      await inLocale(page, 'en');
      await titleIs(page, 'Shopping cart · Khru');
      await page.goto(`${harness.base}/courses-overview/excel-essentials`, { waitUntil: 'networkidle0' });
      await titleIs(page, 'Excel Essentials · Khru');
      await page.goto(`${harness.base}/instructor/david-miller`, { waitUntil: 'networkidle0' });
      await titleIs(page, 'David Miller · Khru');
      await initialsAre(page, '.instructor-hero', 'DM');
      await page.goto(`${harness.base}/no-such-page`, { waitUntil: 'networkidle0' });
      await titleIs(page, 'Page not found · Khru');

      await inLocale(page, 'th');
      await titleIs(page, 'ไม่พบหน้านี้ · Khru');
      await page.goto(`${harness.base}/instructor/david-miller`, { waitUntil: 'networkidle0' });
      await titleIs(page, 'เดวิด มิลเลอร์ · Khru');
      await initialsAre(page, '.instructor-hero', 'ดม');
      await page.goto(`${harness.base}/courses-overview/excel-essentials`, { waitUntil: 'networkidle0' });
      await titleIs(page, 'Excel ที่ต้องรู้ · Khru');
      await page.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
      await titleIs(page, 'ตะกร้าสินค้า · Khru');
      await page.close();
    });

    it('has a favicon in the brand red', async () => {
      const page = await harness.open('/');
      const href = await page.$eval('link[rel="icon"]', (link) => (link as HTMLLinkElement).href);
      const icon = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
      }, href);
      expect(icon).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml'), body: expect.stringContaining('#e4002b') });
      await page.close();
    });

    it('writes every price one way per language: THB in English, ฿ in Thai', async () => {
      const page = await harness.open('/');
      await inLocale(page, 'en');
      await seeText(page, 'Quick wins under THB 600');
      await seeText(page, 'THB\u00a0');
      expect(await bodyText(page)).not.toContain('฿');
      await inLocale(page, 'th');
      await seeText(page, 'คอร์สคุ้มค่าไม่เกิน ฿600');
      await seeText(page, '฿');
      expect(await bodyText(page)).not.toContain('THB');
      await page.close();
    });

    it('links each footer category to its page, and the footer to questions and answers, in English and Thai', async () => {
      const page = await harness.open('/', PHONE);
      await inLocale(page, 'en');
      await page.waitForSelector('footer a[href^="/category?categoryId=leadership"]');
      await page.click('footer a[href^="/category?categoryId=leadership"]');
      await seeText(page, 'Leadership and Management');
      await titleIs(page, 'Leadership and Management · Khru');
      await page.click('footer a[href="/faq"]');
      await atPath(page, '/faq');
      await titleIs(page, 'Questions and answers · Khru');
      const answer = 'Yes: ask within 7 days of buying it';
      expect(await bodyText(page)).not.toContain(answer);
      await page.click('#faq-refunds ~ details summary');
      await seeText(page, answer);
      await page.click('#faq-membership ~ details summary');
      await seeText(page, 'for THB\u00a02,990 a year');

      await inLocale(page, 'th');
      await titleIs(page, 'คำถามที่พบบ่อย · Khru');
      await page.click('#faq-refunds ~ details summary');
      await seeText(page, 'ได้ ขอคืนได้ภายใน 7 วันนับจากวันที่ซื้อ');
      await page.click('footer a[href^="/category?categoryId=leadership"]');
      await titleIs(page, 'ภาวะผู้นำและการบริหาร · Khru');
      await page.close();
    });
  });
});

/** What a browser set to these languages sends and tells the page. */
async function preferLanguages(page: Page, languages: string[]): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Accept-Language': languages.join(',') });
  await page.evaluateOnNewDocument((list) => {
    Object.defineProperty(Navigator.prototype, 'languages', { get: () => list });
    Object.defineProperty(Navigator.prototype, 'language', { get: () => list[0] });
  }, languages);
}
