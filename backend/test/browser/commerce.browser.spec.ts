import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import {
  atPath,
  describeWithBrowser,
  clickButton,
  fill,
  inLocale,
  seeText,
  startBrowserHarness,
  submitRegistration,
  type BrowserHarness,
} from '../support/browser.js';

describeWithBrowser('browser: cart and wishlist', () => {
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
    await submitRegistration(page, uniqueEmail('cart'), 'buy-courses-2026');
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
    await submitRegistration(page, uniqueEmail('wish'), 'wish-for-it-2026');
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

  const registerBuyer = async (page: Page, locale: 'en' | 'th') => {
    await page.goto(`${harness.base}/auth/register`, { waitUntil: 'networkidle0' });
    await inLocale(page, locale);
    await submitRegistration(page, uniqueEmail('pay'), 'pay-for-it-2026');
    await atPath(page, '/');
  };
  const payOnSandbox = async (page: Page, card: string) => {
    await page.waitForSelector('#card');
    await page.type('#card', card);
    await page.type('#expiry', '12/30');
    await page.type('#cvc', '123');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('form button[type=submit]')]);
  };

  it('checks out with a voucher, pays with 4242 on the sandbox page, shows the receipt and the course as owned, then refunds it', async () => {
    const page = await harness.open('/courses-overview/git-and-github');
    await inLocale(page, 'en');
    await clickButton(page, 'Add to cart');
    await page.goto(`${harness.base}/courses-overview/canva-for-business`, { waitUntil: 'networkidle0' });
    await clickButton(page, 'Add to cart');
    await registerBuyer(page, 'en');
    await page.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelectorAll('.cart-row').length === 2);
    await fill(page, '#voucher-code', 'NOPE123');
    await clickButton(page, 'Apply');
    await seeText(page, 'There is no voucher with this code');
    await fill(page, '#voucher-code', 'khru20');
    await clickButton(page, 'Apply');
    await seeText(page, 'Voucher KHRU20 applied.');
    await page.waitForFunction(() => document.querySelector('.cart-total strong')?.textContent === 'THB 944');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), clickButton(page, 'Check out')]);
    await seeText(page, 'Sandbox payment');
    await seeText(page, 'THB 944');
    await payOnSandbox(page, '4242 4242 4242 4242');
    await atPath(page, '/check-out/result');
    await seeText(page, 'Thank you for your purchase');
    await page.click('a[href="/profile?tab=receipts"]');
    await seeText(page, 'My Receipts and Purchases');
    await seeText(page, 'Git and GitHub for Teams, Canva for Business');
    await clickButton(page, 'View');
    await seeText(page, 'Paid by card ending 4242.');
    await page.goto(`${harness.base}/courses-overview/git-and-github`, { waitUntil: 'networkidle0' });
    await seeText(page, 'You have this course until');
    await page.click('a[href="/courses-learning/git-and-github"]');
    await page.waitForSelector('media-controller video[src^="/api/media/demo/"]');
    await page.goto(`${harness.base}/courses-learning/seo-fundamentals`, { waitUntil: 'networkidle0' });
    await atPath(page, '/courses-overview/seo-fundamentals');
    await page.goto(`${harness.base}/search?search=github`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.course-card')].some((c) => c.textContent?.includes('Git and GitHub') && c.textContent.includes('Yours until')),
    );
    await page.goto(`${harness.base}/profile?tab=receipts`, { waitUntil: 'networkidle0' });
    await clickButton(page, 'View');
    await seeText(page, 'You can ask for a refund until');
    await clickButton(page, 'Request a refund');
    await clickButton(page, 'Refund THB\u00a0944');
    await seeText(page, 'Refunded THB\u00a0944 on');
    await page.goto(`${harness.base}/courses-overview/git-and-github`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Add to cart');
    await page.close();
  });

  it('shows a declined card in Thai and grants nothing', async () => {
    const page = await harness.open('/');
    await registerBuyer(page, 'th');
    await page.goto(`${harness.base}/courses-overview/seo-fundamentals`, { waitUntil: 'networkidle0' });
    await clickButton(page, 'เพิ่มลงตะกร้า');
    await seeText(page, 'อยู่ในตะกร้าแล้ว');
    await page.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cart-row');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), clickButton(page, 'ชำระเงิน')]);
    await payOnSandbox(page, '4111 1111 1114 0011');
    await seeText(page, 'การชำระเงินไม่สำเร็จ');
    await seeText(page, 'บัตรของคุณถูกปฏิเสธ');
    await page.goto(`${harness.base}/courses-overview/seo-fundamentals`, { waitUntil: 'networkidle0' });
    await seeText(page, 'พื้นฐาน SEO');
    expect(await page.$('.owned-note')).toBeNull();
    await page.goto(`${harness.base}/profile?tab=receipts`, { waitUntil: 'networkidle0' });
    await seeText(page, 'ยังไม่มีใบเสร็จ');
    await page.close();
  });

  it('saves a card, starts the free trial, studies any course as a member, and cancels, in English and Thai', async () => {
    const page = await harness.open('/');
    await registerBuyer(page, 'en');
    await page.goto(`${harness.base}/membership`, { waitUntil: 'networkidle0' });
    await seeText(page, 'You are not a member yet.');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), clickButton(page, 'Add a card')]);
    await seeText(page, 'Save a card');
    await page.type('#card', '4242 4242 4242 4242');
    await page.type('#expiry', '12/30');
    await page.type('#cvc', '123');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('form button[type=submit]')]);
    await atPath(page, '/membership');
    await seeText(page, 'Card on file ending 4242.');
    await clickButton(page, 'Start the 7-day free trial');
    await seeText(page, 'Free trial until');
    await page.goto(`${harness.base}/profile`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Free trial until');
    await page.goto(`${harness.base}/courses-overview/intro-to-machine-learning`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Included in your membership.');
    await page.click('a[href="/courses-learning/intro-to-machine-learning"]');
    await page.waitForSelector('media-controller video');
    await page.goto(`${harness.base}/membership`, { waitUntil: 'networkidle0' });
    await clickButton(page, 'Cancel membership');
    await seeText(page, 'Cancelled: your access ends on');
    await inLocale(page, 'th');
    await seeText(page, 'ยกเลิกแล้ว สิทธิ์ของคุณจะสิ้นสุดในวันที่');
    await clickButton(page, 'ต่ออายุสมาชิกต่อไป');
    await seeText(page, 'ทดลองใช้ฟรีถึงวันที่');
    await page.close();
  });

  it('says an unpaid checkout expired after 30 minutes, in English and Thai', async () => {
    const page = await harness.open('/');
    await registerBuyer(page, 'en');
    await page.goto(`${harness.base}/courses-overview/time-management`, { waitUntil: 'networkidle0' });
    await clickButton(page, 'Add to cart');
    await page.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cart-row');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), clickButton(page, 'Check out')]);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!).replace(/-1$/, '');
    await harness.subject.app.get(WorkflowsLeader).runDue(new Date(Date.now() + 31 * 60_000));
    await page.goto(`${harness.base}/check-out/result?orderId=${orderId}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'This checkout has expired');
    await seeText(page, 'The order was not paid within 30 minutes, so it was closed.');
    await inLocale(page, 'th');
    await seeText(page, 'คำสั่งซื้อนี้หมดเวลาแล้ว');
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
