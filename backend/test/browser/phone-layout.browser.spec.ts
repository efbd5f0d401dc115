import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse } from '@khru/contracts';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, signup, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, inLocale, logInThroughPage, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyGitAndSeoWithKhru20 } from '../support/purchases.js';

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'phone-layout-1';
/** Bought with SEO Fundamentals in one order; SEO Fundamentals has a final test. */
const OWNED = 'git-and-github';
const TESTED = 'seo-fundamentals';
/** In the cart, not bought. */
const IN_CART = 'excel-essentials';
const BUNDLE = 'pdpa-compliance-pack';
const INSTRUCTOR = 'somsak-prasert';

/** Every learner route of `learner-app/src/app/app.tsx` a logged-in learner can open, with the data each one shows. */
const learnerRoutes = (userId: string, orderId: string) => [
  '/',
  '/profile?tab=myLearning',
  '/profile?tab=certificates',
  '/profile?tab=account',
  '/profile?tab=publicProfile',
  '/profile?tab=receipts',
  '/profile?scrollTo=wishList',
  `/my-public-profile/${userId}`,
  '/category?categoryId=all-categories',
  '/job-titles',
  `/courses-overview/${OWNED}`,
  `/courses-overview/${IN_CART}`,
  '/shopping-cart',
  `/check-out/result?orderId=${orderId}`,
  `/tax-invoice/${orderId}`,
  `/courses-learning/${OWNED}`,
  '/test',
  `/test/${TESTED}`,
  '/verify/not-a-certificate',
  '/membership',
  `/bundle-overview/${BUNDLE}`,
  '/search?search=excel',
  '/find-courses/categories',
  '/find-courses/subcategories',
  '/find-courses/courses-result',
  '/instructor',
  `/instructor/${INSTRUCTOR}`,
  '/about-us',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/terms-of-use',
  '/refund-policy',
  `/poc-player/${OWNED}`,
  '/no-such-page',
];
/** The routes only a visitor sees (a logged-in learner is sent away from them). */
const VISITOR_ROUTES = ['/auth/login', '/auth/register', '/auth/reset-password'];

/**
 * How far the page reaches past the window's right edge, and the innermost elements that reach past it (to say
 * what to fix); nothing when the page fits.
 */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const past = document.documentElement.scrollWidth - width;
    if (past <= 0) return null;
    // What a scrolling box clips (a sideways shelf of cards) does not widen the page.
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el));
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    return { past, elements: innermost.slice(0, 4).map((el) => `${el.parentElement ? name(el.parentElement) : ''} > ${name(el)}`) };
  });

/** Clicks the button whose whole text is `text` ("ดู" is also part of longer labels). */
async function click(page: Page, text: string): Promise<void> {
  const found = await page.waitForFunction(
    (t) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === t) ?? false,
    { timeout: 15_000 },
    text,
  );
  await (found.asElement() as ElementHandle<HTMLButtonElement>).click();
}

/** Opens `path` and notes it when the page is wider than the phone. */
async function measure(page: Page, base: string, path: string, found: string[], locale: string): Promise<void> {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => document.fonts.ready);
  const overflow = await overflowOf(page);
  if (overflow) found.push(`${locale} ${path}: ${overflow.past}px too wide (${overflow.elements.join('; ')})`);
}

describeWithBrowser('browser: every learner page fits a phone', () => {
  let harness: BrowserHarness;
  let learner: AuthResponse;
  let email: string;
  let orderId: string;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    email = uniqueEmail('phone');
    learner = await signup(harness.subject, email, PASSWORD);
    orderId = (await buyGitAndSeoWithKhru20(harness.subject, learner)).id;
    await request(harness.subject.app.getHttpServer())
      .post('/api/paymentapi/cart')
      .set(bearer(learner))
      .send({ items: [{ itemId: IN_CART, isBundle: false }] })
      .expect(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(['en', 'th'] as const)('shows no page wider than a 390 px phone, its receipt and refund dialog included, in %s', async (locale) => {
    const found: string[] = [];
    const page = await logInThroughPage(harness, email, PASSWORD, locale, { viewport: PHONE });
    for (const path of learnerRoutes(learner.id, orderId)) await measure(page, harness.base, path, found, locale);
    // The receipt opens within the receipts tab, and the refund asks in a dialog over it.
    await page.goto(`${harness.base}/profile?tab=receipts`, { waitUntil: 'networkidle0' });
    await click(page, locale === 'en' ? 'View' : 'ดู');
    await page.waitForSelector('.receipt');
    await click(page, locale === 'en' ? 'Request a refund' : 'ขอคืนเงิน');
    await page.waitForSelector('[role=dialog]');
    const overflow = await overflowOf(page);
    if (overflow) found.push(`${locale} refund dialog: ${overflow.past}px too wide (${overflow.elements.join('; ')})`);
    await page.close();
    const visitor = await harness.open('/auth/login', PHONE);
    await inLocale(visitor, locale);
    for (const path of VISITOR_ROUTES) await measure(visitor, harness.base, path, found, locale);
    await visitor.close();
    expect(found).toEqual([]);
  });
});
