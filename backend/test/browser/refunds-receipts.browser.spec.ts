import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse, UserResponse } from '@khru/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, signup, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { mailSentTo } from '../support/mail-folder.js';
import { buyGitAndSeoWithKhru20 } from '../support/purchases.js';
import { readOrder } from '../support/orders.js';

const SHOTS = process.env.SHOTS_DIR;
const PASSWORD = 'correct-horse-1';

/** Clicks the first enabled button (or link) whose whole text is `text`, once it appears. */
async function click(page: Page, text: string, selector = 'button'): Promise<void> {
  const found = await page.waitForFunction(
    (t, s) => [...document.querySelectorAll<HTMLButtonElement>(s)].find((b) => b.textContent?.trim() === t && !b.disabled) ?? false,
    { timeout: 15_000 },
    text,
    selector,
  );
  const element = found.asElement() as ElementHandle<HTMLElement> | null;
  if (!element) throw new Error(`nothing to click named "${text}"`);
  await element.click();
}

const dialogText = (page: Page) => page.$eval('[role=dialog]', (d) => (d as HTMLElement).innerText);

/** The text (or role) of each element matching `selector` that a phone's window does not wholly show, without scrolling sideways. */
const offScreen = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight;
      })
      .map((el) => (el as HTMLElement).innerText.trim().split('\n')[0] || el.getAttribute('role')),
  );

describeWithBrowser('browser: refunds, receipts and tax invoices', () => {
  let harness: BrowserHarness;
  const http = () => request(harness.subject.app.getHttpServer());

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const order = (me: AuthResponse, orderId: string) => readOrder((path) => http().get(path), me, orderId);
  /** A learner who bought Git and SEO by card with KHRU20 (1,264 THB), checking out in `locale`. */
  const buyer = async (locale: 'en' | 'th') => {
    const email = uniqueEmail('refund');
    const me = await signup(harness.subject, email, PASSWORD);
    const { id: orderId } = await buyGitAndSeoWithKhru20(harness.subject, me, locale);
    return { email, me, orderId };
  };
  const logIn = async (email: string, locale: 'en' | 'th', viewport?: { width: number; height: number }) => {
    const page = await harness.open('/auth/login', viewport);
    await inLocale(page, locale);
    await fill(page, '#login-email', email);
    await fill(page, '#login-password', PASSWORD);
    await page.click('form button[type=submit]');
    await atPath(page, '/');
    return page;
  };
  const shot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  };

  it('refunds one course of an order after a confirmation naming the amount and the course; the other course stays, in English', async () => {
    const { email, me, orderId } = await buyer('en');
    const page = await logIn(email, 'en', { width: 1366, height: 800 });
    await page.goto(`${harness.base}/profile?tab=receipts`, { waitUntil: 'networkidle0' });
    await click(page, 'View');
    await seeText(page, 'it pays back THB\u00a01,264 now');
    await click(page, 'Refund this item');
    await page.waitForSelector('[role=dialog]');
    const asked = await dialogText(page);
    expect(asked).toContain('You will get back THB\u00a0552.');
    expect(asked).toContain('Git and GitHub for Teams');
    expect(asked).not.toContain('SEO Fundamentals');
    await shot(page, 'refund-confirm-en-1366');
    await click(page, 'Keep my courses');
    await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    expect((await order(me, orderId)).refundedAmount).toBeNull();
    await click(page, 'Refund this item');
    await click(page, 'Refund THB\u00a0552');
    await seeText(page, 'Refunded THB\u00a0552');
    await seeText(page, 'it pays back THB\u00a0712 now');
    await shot(page, 'receipt-partly-refunded-en-1366');
    const user = await eventually(
      async () => (await http().get(`/api/userprofileapi/user/${me.id}`).set(bearer(me)).expect(200)).body as UserResponse,
      (u) => !u.purchasedCourseIds.includes('git-and-github'),
    );
    expect(user.purchasedCourseIds).toEqual(['seo-fundamentals']);
    await page.close();
  });

  it('refunds a whole order in Thai on a phone after confirming, and mails the refund in Thai', async () => {
    const { email, orderId } = await buyer('th');
    const page = await logIn(email, 'th', { width: 390, height: 844 });
    await page.goto(`${harness.base}/profile?tab=receipts`, { waitUntil: 'networkidle0' });
    // Every tab, and the only way to a receipt, are on screen without scrolling sideways.
    expect(await offScreen(page, '[role=tab]')).toEqual([]);
    await page.$eval('.receipts', (list) => list.scrollIntoView({ block: 'start' }));
    expect(await offScreen(page, '.receipts tbody button')).toEqual([]);
    await shot(page, 'receipts-th-390');
    await click(page, 'ดู');
    await click(page, 'ขอคืนเงิน');
    await page.waitForSelector('[role=dialog]');
    expect(await offScreen(page, '[role=dialog]')).toEqual([]);
    const asked = await dialogText(page);
    expect(asked).toContain('ยืนยันการขอคืนเงิน');
    expect(asked).toContain('คุณจะได้รับเงินคืน ฿1,264');
    expect(asked).toContain('Git และ GitHub สำหรับทีม');
    expect(asked).toContain('พื้นฐาน SEO');
    await shot(page, 'refund-confirm-th-390');
    await click(page, 'คืนเงิน ฿1,264');
    await seeText(page, 'คืนเงิน ฿1,264 แล้วเมื่อ');
    await shot(page, 'receipt-refunded-th-390');
    const mails = await eventually(
      () => mailSentTo(harness.subject.config.dataDir, email),
      (all) => all.length === 2,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(['Khru: คืนเงิน ฿1,264', expect.stringMatching(/^Khru: ใบเสร็จรับเงิน KR-/)].sort());
    expect(orderId).toBeTruthy();
    await page.close();
  });

  it('takes the buyer\u2019s details for a full tax invoice (a wrong tax id is caught) and shows it with VAT apart, in English and Thai', async () => {
    const { email, orderId } = await buyer('en');
    const page = await logIn(email, 'en', { width: 1366, height: 800 });
    await page.goto(`${harness.base}/profile?tab=receipts`, { waitUntil: 'networkidle0' });
    await click(page, 'View');
    await click(page, 'Tax invoice', 'a');
    await atPath(page, `/tax-invoice/${orderId}`);
    await fill(page, '#ti-name', 'Example Trading Co., Ltd.');
    await fill(page, '#ti-address', '1 Silom Road, Bang Rak, Bangkok 10500');
    await fill(page, '#ti-tax-id', '3101234567891');
    await click(page, 'Save and show the invoice');
    await seeText(page, 'A tax ID has 13 digits, the last one a check digit');
    await fill(page, '#ti-tax-id', '3101234567893');
    await page.click('input[type=radio][value=branch]');
    await fill(page, '#ti-branch', '00002');
    await shot(page, 'tax-invoice-form-en-1366');
    await click(page, 'Save and show the invoice');
    await seeText(page, 'Tax invoice / Receipt');
    await seeText(page, 'Branch 00002');
    await seeText(page, 'Head office');
    await seeText(page, 'VAT 7%');
    // 1,264 THB with 7% VAT included: 1,181.31 before VAT and 82.69 VAT.
    await seeText(page, '1,181.31');
    await seeText(page, '82.69');
    await shot(page, 'tax-invoice-en-1366');
    await page.goto(`${harness.base}/tax-invoice/${orderId}?lang=th`, { waitUntil: 'networkidle0' });
    await seeText(page, 'ใบกำกับภาษี / ใบเสร็จรับเงิน');
    await seeText(page, 'สาขาที่ 00002');
    await seeText(page, 'สำนักงานใหญ่');
    await seeText(page, 'ภาษีมูลค่าเพิ่ม 7%');
    await shot(page, 'tax-invoice-th-1366');
    await page.setViewport({ width: 390, height: 844 });
    await shot(page, 'tax-invoice-th-390');
    await page.close();
  });
});
