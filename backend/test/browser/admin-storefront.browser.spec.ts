import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ElementHandle, Page } from 'puppeteer-core';
import { DEMO, DEMO_PASSWORD, signup, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, logInThroughPage, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

/** Clicks the first enabled element matching `selector` whose text or label includes `text`, once it appears. */
async function clickOn(page: Page, selector: string, text: string): Promise<void> {
  const found = await page.waitForFunction(
    (s, t) =>
      [...document.querySelectorAll<HTMLButtonElement>(s)].find(
        (b) => (b.textContent?.includes(t) || b.getAttribute('aria-label') === t) && !b.disabled && b.getAttribute('aria-disabled') !== 'true',
      ) ?? false,
    { timeout: 15_000 },
    selector,
    text,
  );
  await (found.asElement() as ElementHandle<HTMLElement>).evaluate((el) => el.click());
}

/** Sets a date-and-time input the way a person picking a moment would (React hears the input event). */
async function setDateTime(page: Page, name: string, value: string): Promise<void> {
  await page.waitForSelector(`input[name="${name}"]`);
  await page.$eval(
    `input[name="${name}"]`,
    (input, v) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

/** The titles of the learner home page's curated shelves, top to bottom. */
const shelfTitles = (page: Page) => page.$$eval('section[aria-labelledby^="choice-"] h2', (titles) => titles.map((t) => t.textContent ?? ''));

describeWithBrowser('browser: admin storefront and vouchers', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('an admin creates a voucher in English and a learner sees its discount in the cart', async () => {
    const admin = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'en');
    await admin.goto(`${harness.base}/admin/#/vouchers/create`, { waitUntil: 'networkidle0' });
    await fill(admin, 'input[name=code]', 'spring-e2e');
    await fill(admin, 'input[name="discount.percent"]', '25');
    await setDateTime(admin, 'validUntil', '2099-12-31T23:59');
    await clickOn(admin, 'button[type=submit]', 'Save');
    await seeText(admin, 'SPRING-E2E');
    await seeText(admin, 'Active');
    await seeText(admin, '0 of 100');

    const email = uniqueEmail('voucher');
    await signup(harness.subject, email, 'spring-voucher-2026');
    const learner = await logInThroughPage(harness, email, 'spring-voucher-2026', 'en');
    await learner.goto(`${harness.base}/courses-overview/git-and-github`, { waitUntil: 'networkidle0' });
    await clickOn(learner, 'button', 'Add to cart');
    await learner.goto(`${harness.base}/shopping-cart`, { waitUntil: 'networkidle0' });
    await learner.waitForSelector('.cart-row');
    const before = await learner.$eval('.cart-total strong', (total) => total.textContent ?? '');
    await fill(learner, '#voucher-code', 'spring-e2e');
    await clickOn(learner, 'button', 'Apply');
    await seeText(learner, 'Voucher SPRING-E2E applied.');
    await learner.waitForFunction((text) => document.querySelector('.cart-total strong')?.textContent !== text, { timeout: 15_000 }, before);
    const baht = (text: string) => Number(text.replace(/[^0-9]/g, ''));
    const after = await learner.$eval('.cart-total strong', (total) => total.textContent ?? '');
    expect(baht(after)).toBe(Math.round(baht(before) * 0.75));
  });

  it('an admin in Thai moves the last shelf to the top, the home page shows it first, and the voucher History shows its creation', async () => {
    const admin = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'th');
    await admin.goto(`${harness.base}/admin/#/shelves`, { waitUntil: 'networkidle0' });
    await seeText(admin, 'คอร์สคุ้มค่าไม่เกิน ฿600');
    const lastRowUp = 'tbody tr:last-child button';
    await clickOn(admin, lastRowUp, 'เลื่อนขึ้น');
    await seeText(admin, 'บันทึกลำดับใหม่แล้ว');
    // The shelf now second from the top moves up once more.
    await admin.waitForFunction(() => document.querySelector('tbody tr:nth-child(2)')?.textContent?.includes('คอร์สคุ้มค่าไม่เกิน ฿600') ?? false, {
      timeout: 15_000,
    });
    await clickOn(admin, 'tbody tr:nth-child(2) button', 'เลื่อนขึ้น');
    await admin.waitForFunction(() => document.querySelector('tbody tr:first-child')?.textContent?.includes('คอร์สคุ้มค่าไม่เกิน ฿600') ?? false, {
      timeout: 15_000,
    });

    const learner = await harness.open('/');
    await learner.evaluate(() => localStorage.setItem('locale', 'th'));
    await learner.reload({ waitUntil: 'networkidle0' });
    await atPath(learner, '/');
    await learner.waitForSelector('section[aria-labelledby^="choice-"] h2');
    expect(await shelfTitles(learner)).toEqual(['คอร์สคุ้มค่าไม่เกิน ฿600', 'เริ่มต้นเส้นทางอาชีพ', 'ทักษะเทคโนโลยีที่ตลาดต้องการ']);

    await admin.goto(`${harness.base}/admin/#/vouchers/SPRING-E2E/show/history`, { waitUntil: 'networkidle0' });
    await seeText(admin, 'สร้างคูปอง');
  });
});
