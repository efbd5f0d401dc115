import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse, OrderResponse } from '@khru/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, DEMO, DEMO_PASSWORD, login, signup, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyGitAndSeoWithKhru20 } from '../support/purchases.js';

const SHOTS = process.env.SHOTS_DIR;
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: { waiting: 'Waiting for you', health: 'Service health', partly: 'Partly refunded', unlimited: 'Balance: Unlimited', audit: 'Open the audit' },
  th: { waiting: 'งานที่รอคุณอยู่', health: 'สถานะบริการ', partly: 'คืนเงินบางส่วนแล้ว', unlimited: 'คงเหลือ ไม่จำกัด', audit: 'เปิดหน้าตรวจสอบย้อนหลัง' },
} as const;

/** Menu labels that do not show whole (cut with an ellipsis, or spilling out of the sidebar). */
const cutMenuLabels = (page: Page) =>
  page.$$eval('.RaMenuItemLink-root', (items) =>
    items
      .map((item) => item.querySelector<HTMLElement>('.MuiTypography-root') ?? (item as HTMLElement))
      .filter(
        (label) =>
          label.scrollWidth > label.clientWidth ||
          label.getBoundingClientRect().right > document.querySelector('.RaSidebar-fixed')!.getBoundingClientRect().right,
      )
      .map((label) => label.textContent),
  );

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describeWithBrowser('browser: the admin app’s second impressions (dashboards per role, whole labels, phones, orders)', () => {
  let harness: BrowserHarness;
  let order: OrderResponse;

  /** Screenshots when SHOTS_DIR is set (fonts and layout are judged by eye from them). */
  const shoot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `second-impressions-${name}.png`), fullPage: true });
  };

  /** Opens the admin app at `viewport` in `locale` and signs in; resolves once the menu is drawn. */
  const signIn = async (email: string, locale: 'en' | 'th', viewport = LAPTOP) => {
    const page = await harness.open('/admin/', viewport);
    await inLocale(page, locale);
    await fill(page, 'input[name=username]', email);
    await fill(page, 'input[name=password]', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForFunction(() => window.location.hash === '#/', { timeout: 15_000 });
    return page;
  };

  beforeAll(async () => {
    harness = await startBrowserHarness();
    const learner: AuthResponse = await signup(harness.subject, uniqueEmail('second-impressions'));
    order = await buyGitAndSeoWithKhru20(harness.subject, learner);
    // One line paid back: the order stays paid for the other line, and is partly refunded.
    const admin = await login(harness.subject, DEMO.admin);
    await request(harness.subject.app.getHttpServer())
      .post(`/api/paymentapi/admin/orders/${order.id}/lines/git-and-github/refund`)
      .set(bearer(admin))
      .send({})
      .expect(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows a platform admin whole menu labels, the latest orders, the work waiting and the health, and finds a partly refunded order by its receipt’s last characters, in English and Thai', async () => {
    const page = await signIn(DEMO.admin, 'en');
    for (const locale of ['en', 'th'] as const) {
      await page.goto(`${harness.base}/admin/#/`, { waitUntil: 'networkidle0' });
      await inLocale(page, locale);
      await page.waitForSelector(`a[href="#/orders/${order.id}/show"]`, { timeout: 15_000 });
      await seeText(page, WORDS[locale].waiting);
      await seeText(page, WORDS[locale].health);
      expect(await cutMenuLabels(page)).toEqual([]);
      await shoot(page, `platform-admin-dashboard-${locale}`);
      await page.goto(`${harness.base}/admin/#/orders`, { waitUntil: 'networkidle0' });
      await fill(page, 'input[name=receiptNo]', order.receiptNo!.slice(-4));
      await page.waitForFunction(
        (receipt) => {
          const rows = [...document.querySelectorAll('tbody tr')];
          return rows.length === 1 && rows[0]!.textContent!.includes(receipt);
        },
        { timeout: 15_000 },
        order.receiptNo!,
      );
      expect(await page.$eval('tbody tr', (row) => (row as HTMLElement).innerText)).toContain(WORDS[locale].partly);
    }
  });

  it('gives an organisation admin and an auditor dashboards of their own, with no technical health, in English and Thai', async () => {
    const orgAdmin = await signIn(DEMO.orgAdmin, 'en');
    const auditor = await signIn(DEMO.auditor, 'en');
    for (const locale of ['en', 'th'] as const) {
      await inLocale(orgAdmin, locale);
      await seeText(orgAdmin, WORDS[locale].unlimited);
      expect(await cutMenuLabels(orgAdmin)).toEqual([]);
      await shoot(orgAdmin, `organisation-admin-dashboard-${locale}`);
      await inLocale(auditor, locale);
      // The welcome's button (the menu has an audit link too); its text is upper-cased on screen, so its link is read.
      expect(await (await auditor.waitForSelector('.MuiCardContent-root a[href="#/audit"]', { timeout: 15_000 }))!.evaluate((link) => link.textContent)).toBe(
        WORDS[locale].audit,
      );
      await shoot(auditor, `auditor-dashboard-${locale}`);
      for (const page of [orgAdmin, auditor]) {
        const text = await bodyText(page);
        expect([text.includes(WORDS[locale].health), text.includes('pglite')]).toEqual([false, false]);
      }
      expect(await bodyText(auditor)).not.toMatch(/catalogue|แคตตาล็อก|คอร์สเรียน/);
    }
  });

  it('fits an order’s title and its items on a phone, in English and Thai', async () => {
    const page = await signIn(DEMO.admin, 'en', PHONE);
    for (const locale of ['en', 'th'] as const) {
      await page.goto(`${harness.base}/admin/#/`, { waitUntil: 'networkidle0' });
      await inLocale(page, locale);
      await page.waitForSelector(`a[href="#/orders/${order.id}/show"]`, { timeout: 15_000 });
      await shoot(page, `phone-dashboard-${locale}`);
      await page.goto(`${harness.base}/admin/#/orders/${order.id}/show`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('tr[data-item]', { timeout: 15_000 });
      await shoot(page, `phone-order-${locale}`);
      const fits = await page.evaluate((receipt) => {
        const title = document.getElementById('react-admin-title')!;
        const items = document.querySelector('tr[data-item]')!.closest('table')!;
        return {
          titleWhole: title.scrollWidth <= title.clientWidth && title.textContent!.includes(receipt),
          itemsInside: items.getBoundingClientRect().right <= window.innerWidth,
          pageWidth: document.documentElement.scrollWidth,
        };
      }, order.receiptNo!);
      expect(fits).toEqual({ titleWhole: true, itemsInside: true, pageWidth: PHONE.width });
    }
  });
});
