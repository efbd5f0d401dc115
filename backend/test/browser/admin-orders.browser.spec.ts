import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse } from '@khru/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, DEMO, DEMO_PASSWORD, signup, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, clickOn, fill, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyGitAndSeoWithKhru20 } from '../support/purchases.js';

const SHOTS = process.env.SHOTS_DIR;
const LAPTOP = { width: 1366, height: 800 };
const TABLET = { width: 820, height: 1180 };

/** A button by its whole text, enabled. */
const button = (label: string) => `//button[normalize-space(.)="${label}" and not(@disabled)]`;

const dialogText = (page: Page) => page.$eval('[role=dialog]', (d) => (d as HTMLElement).innerText);

describeWithBrowser('browser: orders and refunds in the admin app', () => {
  let harness: BrowserHarness;
  let learner: AuthResponse;
  let receiptNo: string;
  const http = () => request(harness.subject.app.getHttpServer());

  /** The learner's access to a course: the progress endpoint answers only those who may study it. */
  const studies = async (courseId: string) => (await http().get(`/api/coursesapi/course/${courseId}/progress`).set(bearer(learner))).status === 200;

  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 300; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`never reached: ${JSON.stringify(await read())}`);
  };

  /** Screenshots at laptop and tablet widths when SHOTS_DIR is set, back at `viewport` after. */
  const shoot = async (page: Page, name: string, viewport: { width: number; height: number }) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    // A dialog fades in: shot once it is opaque.
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((d) => getComputedStyle(d).opacity === '1'));
    for (const [size, shotViewport] of [
      ['1366', LAPTOP],
      ['820', TABLET],
    ] as const) {
      await page.setViewport(shotViewport);
      await page.screenshot({ path: join(SHOTS, `orders-${name}-${size}.png`), fullPage: true });
    }
    await page.setViewport(viewport);
  };

  /** Opens the orders list in the admin app and finds the learner's order by its receipt number. */
  const findOrder = async (page: Page) => {
    await page.goto(`${harness.base}/admin/#/orders`, { waitUntil: 'networkidle0' });
    await fill(page, 'input[name=receiptNo]', receiptNo);
    await page.waitForFunction(
      (r) => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length === 1 && rows[0]!.textContent!.includes(r);
      },
      { timeout: 15_000 },
      receiptNo,
    );
  };

  beforeAll(async () => {
    harness = await startBrowserHarness();
    learner = await signup(harness.subject, uniqueEmail('orders'));
    receiptNo = (await buyGitAndSeoWithKhru20(harness.subject, learner)).receiptNo!;
    await until(
      async () => (await studies('git-and-github')) && (await studies('seo-fundamentals')),
      (both) => both,
    );
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('finds the order by receipt number, refunds one line for the amount shown, and the learner keeps only the other course, in English', async () => {
    const page = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'en');
    await page.setViewport(LAPTOP);
    await findOrder(page);
    await seeText(page, 'THB\u00a01,264');
    await shoot(page, 'list-en', LAPTOP);
    await clickOn(page, `//tbody/tr[contains(., "${receiptNo}")]`);
    await seeText(page, `Order ${receiptNo}`);
    await seeText(page, 'THB\u00a0552 until');
    await seeText(page, 'THB\u00a0316 · KHRU20');
    await shoot(page, 'show-en', LAPTOP);
    await clickOn(page, `//tr[contains(., "Git and GitHub for Teams")]${button('Refund')}`);
    await page.waitForSelector('[role=dialog]');
    const asked = await dialogText(page);
    expect(asked).toContain('Refund "Git and GitHub for Teams"?');
    expect(asked).toContain('THB\u00a0552');
    expect(asked).not.toContain('SEO Fundamentals');
    await fill(page, '[role=dialog] textarea[name=reason]', 'Bought by mistake');
    await shoot(page, 'refund-dialog-en', LAPTOP);
    await clickOn(page, button('Refund THB\u00a0552'));
    await seeText(page, 'Refunded THB\u00a0552 on');
    await seeText(page, 'pays back THB\u00a0712 now');
    await until(
      async () => [await studies('git-and-github'), await studies('seo-fundamentals')],
      ([git, seo]) => !git && seo === true,
    );
    await clickOn(page, '//a[@role="tab" and normalize-space(.)="Timeline"]');
    await seeText(page, 'Line refunded');
    await page.close();
  });

  it('shows the partly refunded order, the other line’s refund and the timeline in Thai', async () => {
    const page = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'th');
    await page.setViewport(TABLET);
    await findOrder(page);
    await seeText(page, '฿552');
    await shoot(page, 'list-th', TABLET);
    await clickOn(page, `//tbody/tr[contains(., "${receiptNo}")]`);
    await seeText(page, `คำสั่งซื้อ ${receiptNo}`);
    await seeText(page, 'คืนเงิน ฿552 แล้วเมื่อ');
    await shoot(page, 'show-th', TABLET);
    await clickOn(page, `//tr[contains(., "พื้นฐาน SEO")]${button('คืนเงิน')}`);
    await page.waitForSelector('[role=dialog]');
    const asked = await dialogText(page);
    expect(asked).toContain('คืนเงิน "พื้นฐาน SEO" หรือไม่');
    expect(asked).toContain('฿712');
    await shoot(page, 'refund-dialog-th', TABLET);
    await clickOn(page, button('ยกเลิก'));
    await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    await clickOn(page, '//a[@role="tab" and normalize-space(.)="ลำดับเหตุการณ์"]');
    await seeText(page, 'คืนเงินรายการ');
    expect(await studies('seo-fundamentals')).toBe(true);
    await page.close();
  });
});
