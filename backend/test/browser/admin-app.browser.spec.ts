import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'khru-demo-2026';

describeWithBrowser('browser: admin app', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Opens the admin app logged out, in the given language. */
  const openAdmin = async (locale: 'en' | 'th', viewport = LAPTOP) => {
    const page = await harness.open('/admin/', viewport);
    await inLocale(page, locale);
    await page.waitForSelector('input[name=username]');
    return page;
  };

  const logIn = async (page: Page, email: string) => {
    await fill(page, 'input[name=username]', email);
    await fill(page, 'input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
  };

  const goTo = async (page: Page, route: string) => {
    await page.goto(`${harness.base}/admin/#/${route}`, { waitUntil: 'networkidle0' });
  };

  const tabTitle = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, { timeout: 15_000 }, title);

  /** A button by its text as written (buttons are shown upper-cased, which innerText would reflect). */
  const button = (page: Page, label: string) => page.waitForSelector(`xpath///button[normalize-space(.)="${label}"]`, { timeout: 15_000 });

  it('opened logged out, shows the login form at once without piling up history, in English and Thai', async () => {
    for (const [locale, signIn, title] of [
      ['en', 'Sign in', 'Sign in · Khru Admin'],
      ['th', 'เข้าสู่ระบบ', 'เข้าสู่ระบบ · ครู ผู้ดูแลระบบ'],
    ] as const) {
      const page = await openAdmin(locale);
      await button(page, signIn);
      await tabTitle(page, title);
      expect(await page.evaluate(() => window.location.hash)).toBe('#/login');
      // about:blank, /admin/ and the redirect to #/login: a redirect loop would fill the Back history.
      expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
      await page.close();
    }
  });

  it('refuses a learner, then shows an administrator the dashboard, lists with local dates, Thai sub-categories and empty states', async () => {
    const page = await openAdmin('en');
    await logIn(page, 'learner@khru.example');
    await seeText(page, 'You are not authorized');
    await logIn(page, 'admin@khru.example');
    await seeText(page, 'Welcome to Khru Admin');
    await seeText(page, 'Working');
    await tabTitle(page, 'Dashboard · Khru Admin');
    await goTo(page, 'users');
    // Newest first: the demo organisation's people, seeded after the demo accounts.
    await seeText(page, '@siamexpress.example');
    await tabTitle(page, 'Users · Khru Admin');
    // en-GB order ("24 Nov 2026, 13:05"), never US order ("11/24/2026, 1:05:00 PM").
    const joined = await page.$$eval('td.column-created', (cells) => cells.map((c) => c.textContent ?? ''));
    expect(joined.length).toBeGreaterThan(0);
    for (const text of joined) expect(text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await goTo(page, 'contact-messages');
    await seeText(page, 'No contact messages yet');
    await goTo(page, 'categories');
    await seeText(page, 'Digital Marketing');

    await inLocale(page, 'th');
    await seeText(page, 'การตลาดดิจิทัล');
    expect(await page.evaluate(() => document.body.innerText.includes('Digital Marketing'))).toBe(false);
    await tabTitle(page, 'หมวดหมู่ · ครู ผู้ดูแลระบบ');
    await goTo(page, 'users');
    await seeText(page, 'พนักงานองค์กร');
    // The Buddhist era: the demo accounts joined today, Bangkok time.
    const thaiYear = String(new Date(Date.now() + 7 * 3_600_000).getUTCFullYear() + 543);
    const joinedTh = await page.$$eval('td.column-created', (cells) => cells.map((c) => c.textContent ?? ''));
    expect(joinedTh.length).toBeGreaterThan(0);
    for (const text of joinedTh) expect(text).toContain(thaiYear);
    await goTo(page, 'contact-messages');
    await seeText(page, 'ยังไม่มีข้อความติดต่อ');
    await goTo(page, '');
    await seeText(page, 'ยินดีต้อนรับสู่ระบบผู้ดูแลของครู');
    await seeText(page, 'ทำงานปกติ');
    await page.close();
  });

  it('deletes a user only from the account page, after a confirmation naming them, in English and Thai', async () => {
    for (const [locale, person, confirmTitle, cancel, confirm, deleted] of [
      ['en', { first: 'Dara', last: 'Boonmee', email: 'dara.delete@khru.example' }, 'Delete the account of Dara Boonmee?', 'Cancel', 'Confirm', 'User deleted'],
      ['th', { first: 'สุดา', last: 'มีสุข', email: 'suda.delete@khru.example' }, 'ลบบัญชีของ สุดา มีสุข ใช่ไหม', 'ยกเลิก', 'ยืนยัน', 'ลบผู้ใช้แล้ว'],
    ] as const) {
      const page = await openAdmin(locale);
      await logIn(page, 'admin@khru.example');
      await page.waitForFunction(() => window.location.hash === '#/');
      await goTo(page, 'users/create');
      await fill(page, 'input[name=email]', person.email);
      await fill(page, 'input[name=firstName]', person.first);
      await fill(page, 'input[name=lastName]', person.last);
      await fill(page, 'input[name=password]', PASSWORD);
      await page.click('button[type=submit]');
      await seeText(page, person.email);
      expect(await page.$$('tbody button')).toHaveLength(0);

      const row = await page.waitForSelector(`xpath///tr[.//a[text()="${person.email}"]]/td[contains(@class,"column-firstName")]`);
      await row!.click();
      await tabTitle(page, locale === 'en' ? 'Users · Khru Admin' : 'ผู้ใช้ · ครู ผู้ดูแลระบบ');
      await seeText(page, `${person.first} ${person.last}`);
      const clickButton = async (label: string) => (await button(page, label))!.click();
      await clickButton(locale === 'en' ? 'Delete' : 'ลบ');
      await seeText(page, confirmTitle);
      await seeText(page, person.email);
      await clickButton(cancel);
      await page.waitForFunction((t) => !document.body.innerText.includes(t), { timeout: 15_000 }, confirmTitle);
      expect(await page.evaluate(() => window.location.hash)).toMatch(/^#\/users\/.+/);

      await clickButton(locale === 'en' ? 'Delete' : 'ลบ');
      await seeText(page, confirmTitle);
      await clickButton(confirm);
      await seeText(page, deleted);
      await page.waitForFunction(() => window.location.hash === '#/users', { timeout: 15_000 });
      await page.waitForFunction((e) => !document.body.innerText.includes(e), { timeout: 15_000 }, person.email);
      await page.close();
    }
  });

  it('fits every screen on a 390 px phone, in English and Thai', async () => {
    // Rows to show: a contact message and a kept mail (a password reset).
    const post = (path: string, body: unknown) =>
      fetch(`${harness.base}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(
      (
        await post('cmsapi/contact-messages', {
          name: 'สมหญิง ใจดี',
          email: 'somying.phone@example.com',
          phoneNumber: '081 234 5678',
          companyName: 'บริษัท ตัวอย่าง จำกัด',
          topic: 'business',
          message: 'อยากทราบราคาสำหรับพนักงาน 50 คน',
        })
      ).ok,
    ).toBe(true);
    expect((await post('authapi/auth/forgot-password', { email: 'learner@khru.example' })).ok).toBe(true);

    for (const [locale, seen] of [
      [
        'en',
        {
          '': 'Welcome to Khru Admin',
          categories: 'Digital Marketing',
          users: '@siamexpress.example',
          'contact-messages': 'Training for an organisation',
          mail: 'Subject',
        },
      ],
      ['th', { '': 'ยินดีต้อนรับสู่ระบบผู้ดูแลของครู', categories: 'การตลาดดิจิทัล', users: 'พนักงานองค์กร', 'contact-messages': 'การฝึกอบรมสำหรับองค์กร', mail: 'หัวเรื่อง' }],
    ] as const) {
      const page = await openAdmin(locale, PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await logIn(page, 'admin@khru.example');
      await page.waitForFunction(() => window.location.hash === '#/');
      for (const [route, text] of Object.entries(seen)) {
        await goTo(page, route);
        await seeText(page, text);
        if (route === 'mail') {
          // The recipient column is left out on a phone: the row opens to it.
          await page.waitForSelector('tbody tr td');
          await page.click('tbody tr td');
          await seeText(page, 'learner@khru.example');
        }
        expect({ route, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ route, width: PHONE.width });
      }
      await page.close();
    }
  });
});
