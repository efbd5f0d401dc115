import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.js';
import { atPath, browserSkipReason, fill, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

const clickButton = (page: Page, text: string) =>
  page.waitForFunction((t) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(t) && !b.disabled);
    button?.click();
    return Boolean(button);
  }, { timeout: 15_000 }, text);

if (browserSkipReason) {
  describe('browser: cart and wishlist', () => {
    it.skip(String(browserSkipReason), () => undefined);
  });
} else {
  describe('browser: cart and wishlist', () => {
    let harness: BrowserHarness;

    beforeAll(async () => {
      harness = await startBrowserHarness();
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('keeps a visitor\u2019s cart in the browser, merges it at sign-up, then selects and totals in whole baht, in English and Thai', async () => {
      const page = await harness.open('/courses-overview/git-and-github');
      await inLocale(page, 'en');
      await clickButton(page, 'Add to cart');
      await seeText(page, 'In your cart: view cart');
      await page.goto(`${harness.base}/bundle-overview/pdpa-compliance-pack`, { waitUntil: 'networkidle0' });
      await clickButton(page, 'Add to cart');
      await page.waitForFunction(() => document.querySelector('a.header-icon[href="/shopping-cart"] .badge')?.textContent === '2');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart_courses'))) ?? '{}').state.items).toHaveLength(2);
      await page.click('a.header-icon[href="/shopping-cart"]');
      await seeText(page, 'Git and GitHub for Teams');
      await seeText(page, 'PDPA for HR Teams');
      await seeText(page, 'THB\u00a02,080');
      await page.goto(`${harness.base}/auth/register`, { waitUntil: 'networkidle0' });
      await fill(page, '#register-first-name', 'Nok');
      await fill(page, '#register-last-name', 'Buyer');
      await fill(page, '#register-email', uniqueEmail('cart'));
      await fill(page, '#register-password', 'buy-courses-2026');
      await fill(page, '#register-confirm-password', 'buy-courses-2026');
      await page.click('#register-agree');
      await page.click('form button[type=submit]');
      await atPath(page, '/');
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart_courses') ?? '{"state":{"items":[1]}}').state.items.length === 0);
      await page.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('.cart-row input[type=checkbox]');
      expect(await page.$$eval('.cart-row', (rows) => rows.length)).toBe(2);
      await page.click('.cart-row:nth-child(2) input[type=checkbox]');
      await page.waitForFunction(() => document.querySelector('.cart-total strong')?.textContent === 'THB\u00a0690');
      await inLocale(page, 'th');
      await seeText(page, 'ตะกร้าสินค้า');
      await seeText(page, '฿690');
      await seeText(page, 'ชุดความรู้ PDPA สำหรับองค์กร');
      await page.close();
    });

    it('keeps a course on the wishlist, shows the count in the header and the list in the profile', async () => {
      const page = await harness.open('/auth/register');
      await inLocale(page, 'en');
      await fill(page, '#register-first-name', 'Fah');
      await fill(page, '#register-last-name', 'Wish');
      await fill(page, '#register-email', uniqueEmail('wish'));
      await fill(page, '#register-password', 'wish-for-it-2026');
      await fill(page, '#register-confirm-password', 'wish-for-it-2026');
      await page.click('#register-agree');
      await page.click('form button[type=submit]');
      await atPath(page, '/');
      await page.goto(`${harness.base}/courses-overview/seo-fundamentals`, { waitUntil: 'networkidle0' });
      await clickButton(page, 'Add to wishlist');
      await seeText(page, 'In your wishlist');
      await page.waitForFunction(() => document.querySelector('a.header-icon[href="/profile?scrollTo=wishList"] .badge')?.textContent === '1');
      await page.click('a.header-icon[href="/profile?scrollTo=wishList"]');
      await page.waitForSelector('#wishList a[href="/courses-overview/seo-fundamentals"]');
      await clickButton(page, 'Remove from wishlist');
      await seeText(page, 'Nothing here yet');
      await page.close();
    });

    it('shows a B2B member no cart', async () => {
      const page = await harness.open('/auth/login');
      await inLocale(page, 'en');
      await fill(page, '#login-email', DEMO.employee);
      await fill(page, '#login-password', DEMO_PASSWORD);
      await page.click('form button[type=submit]');
      await atPath(page, '/');
      await page.waitForSelector('.account-button');
      expect(await page.$('a.header-icon[href="/shopping-cart"]')).toBeNull();
      await page.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
      await seeText(page, 'Your organisation enrols you');
      await page.goto(`${harness.base}/courses-overview/git-and-github`, { waitUntil: 'networkidle0' });
      await seeText(page, 'Git and GitHub for Teams');
      expect(await page.evaluate(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Add to cart')))).toBe(false);
      await page.close();
    });
  });
}
