import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, clickOn, fill, inLocale, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { mailSentTo } from '../support/mail-folder.js';

const SHOTS = process.env.SHOTS_DIR;
const LAPTOP = { width: 1366, height: 800 };
const TABLET = { width: 820, height: 1180 };

const button = (label: string) => `//button[normalize-space(.)="${label}" and not(@disabled)]`;
const menuItem = (label: string) => `//*[@role="menuitem"][normalize-space(.)="${label}"]`;
const tab = (label: string) => `//*[@role="tab"][normalize-space(.)="${label}"]`;

const gone = (page: Page, xpath: string) =>
  page.waitForFunction((x) => !document.evaluate(x, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue, { timeout: 15_000 }, xpath);

/** The History tab's event labels, newest first. */
const historyLabels = (page: Page) => page.$$eval('ol[aria-label] > li h3', (items) => items.map((h) => h.textContent));

describeWithBrowser('browser: the contact inbox, record history and the navbar in the admin app', () => {
  let harness: BrowserHarness;
  const http = () => request(harness.subject.app.getHttpServer());

  /**
   * Screenshots at laptop and tablet widths when SHOTS_DIR is set, back at laptop after; `reopen` opens again what a
   * resize closes (the user menu).
   */
  const shoot = async (page: Page, name: string, reopen?: () => Promise<void>) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    // Dialogs and menus fade in: shot once the open ones are opaque.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDialog-container, [role=presentation]:not([aria-hidden=true]) > .MuiPopover-paper')].every(
        (d) => getComputedStyle(d).opacity === '1',
      ),
    );
    for (const [size, viewport] of [
      ['1366', LAPTOP],
      ['820', TABLET],
    ] as const) {
      await page.setViewport(viewport);
      if (reopen && size !== '1366') {
        await page.keyboard.press('Escape');
        await reopen();
      }
      await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewport(LAPTOP);
  };

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('a Thai visitor writes; the admin marks it handled, replies (mailed in Thai), reads its history; the navbar offers Profile preview, Reports and Log out', async () => {
    const visitor = uniqueEmail('visitor');
    const reply = 'ใบเสร็จส่งไปที่อีเมลของคุณแล้วค่ะ';
    const sent = await http()
      .post('/api/cmsapi/contact-messages')
      .set('Accept-Language', 'th')
      .send({ name: 'สมชาย ใจดี', email: visitor, phoneNumber: '081 234 5678', topic: 'billing', message: 'ขอใบเสร็จของคำสั่งซื้อล่าสุดค่ะ' })
      .expect(201);
    const messageId = (sent.body as { id: string }).id;

    const page = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'en');
    await page.setViewport(LAPTOP);

    // The navbar's user menu: who is signed in, Profile preview (the learner app's profile page), Reports, Log out.
    const openUserMenu = async () => {
      // Its name starts with the name shown on the button: who is signed in.
      await clickOn(page, '//header//button[contains(@aria-label, ": profile menu")]');
      await page.waitForSelector('[data-testid=signed-in-as]');
    };
    await openUserMenu();
    expect(await page.$eval('[data-testid=signed-in-as]', (e) => (e as HTMLElement).innerText)).toContain(DEMO.admin);
    expect(await page.$eval(`xpath/${menuItem('Profile preview')}`, (e) => e.getAttribute('href'))).toBe('/profile');
    expect(await page.$eval(`xpath/${menuItem('Reports')}`, (e) => e.getAttribute('href'))).toBe('#/reports');
    await page.waitForSelector(`xpath/${menuItem('Logout')}`);
    await shoot(page, 'navbar-en', openUserMenu);
    await page.keyboard.press('Escape');

    // The inbox: the new message, opened from the list.
    await page.goto(`${harness.base}/admin/#/contact-messages`, { waitUntil: 'networkidle0' });
    await seeText(page, 'สมชาย ใจดี');
    await shoot(page, 'inbox-list-en');
    await clickOn(page, '//tbody//tr[.//*[normalize-space(.)="สมชาย ใจดี"]]/td[2]');
    await seeText(page, 'ขอใบเสร็จของคำสั่งซื้อล่าสุดค่ะ');
    expect(page.url()).toContain(`/contact-messages/${messageId}/show`);

    // Support marks it handled, then answers it (a reply keeps it handled).
    await clickOn(page, button('Mark handled'));
    await gone(page, button('Mark handled'));
    await seeText(page, 'Handled');

    // Reply: the dialog says the mail goes out in Thai, the language the visitor wrote in.
    await clickOn(page, button('Reply'));
    await page.waitForSelector('[role=dialog] textarea[name=body]');
    expect(await page.$eval('[role=dialog]', (d) => (d as HTMLElement).innerText)).toContain(`Your reply is mailed to ${visitor} in Thai`);
    await fill(page, '[role=dialog] textarea[name=body]', reply);
    await shoot(page, 'inbox-reply-en');
    await clickOn(page, button('Send reply'));
    await seeText(page, reply);
    await shoot(page, 'inbox-show-en');

    // The reply arrives by mail, in Thai.
    const [mail] = await eventually(
      () => mailSentTo(harness.subject.config.dataDir, visitor),
      (mails) => mails.length === 1,
    );
    expect(mail!.subject).toBe('Khru: ตอบกลับข้อความของคุณ');
    expect(mail!.text).toContain(reply);

    // Its History: what happened, newest first, in English, then in Thai with Buddhist-era dates.
    await clickOn(page, tab('History'));
    await page.waitForSelector('ol[aria-label="History"] li');
    await page.waitForFunction(() => document.querySelectorAll('ol[aria-label="History"] li').length >= 3, { timeout: 15_000 });
    const english = await historyLabels(page);
    expect(english.at(-1)).toBe('Message received');
    expect(english).toEqual(expect.arrayContaining(['Marked handled', 'Replied', 'Message received']));
    expect(english.indexOf('Replied')).toBeLessThan(english.indexOf('Marked handled'));
    // Support's actions name the admin who took them.
    expect(await page.$eval('ol[aria-label="History"]', (e) => (e as HTMLElement).innerText)).toContain(DEMO.admin);
    await shoot(page, 'history-en');

    await inLocale(page, 'th');
    await page.waitForSelector('ol[aria-label="ประวัติ"] li');
    const thai = await historyLabels(page);
    expect(thai).toEqual(expect.arrayContaining(['ทำเครื่องหมายว่าจัดการแล้ว', 'ตอบกลับ', 'ได้รับข้อความ']));
    const year = String(new Date().getUTCFullYear() + 543);
    expect(await page.$eval('ol[aria-label="ประวัติ"]', (e) => (e as HTMLElement).innerText)).toContain(year);
    await shoot(page, 'history-th');

    await page.goto(`${harness.base}/admin/#/contact-messages/${messageId}/show`, { waitUntil: 'networkidle0' });
    await seeText(page, 'จัดการแล้ว');
    await shoot(page, 'inbox-show-th');
    await clickOn(page, button('ตอบกลับ'));
    await page.waitForSelector('[role=dialog] textarea[name=body]');
    expect(await page.$eval('[role=dialog]', (d) => (d as HTMLElement).innerText)).toContain('เป็นภาษาไทย');
    await shoot(page, 'inbox-reply-th');
    await clickOn(page, button('ยกเลิก'));
    await page.goto(`${harness.base}/admin/#/contact-messages`, { waitUntil: 'networkidle0' });
    await seeText(page, 'สมชาย ใจดี');
    await shoot(page, 'inbox-list-th');

    // The navbar in Thai; Log out leads back to the login page.
    const openThaiUserMenu = async () => {
      await clickOn(page, '//header//button[contains(@aria-label, ": เมนูโปรไฟล์")]');
      await page.waitForSelector(`xpath/${menuItem('ดูตัวอย่างโปรไฟล์')}`);
    };
    await openThaiUserMenu();
    await page.waitForSelector(`xpath/${menuItem('รายงาน')}`);
    await shoot(page, 'navbar-th', openThaiUserMenu);
    await page.keyboard.press('Escape');
    await openThaiUserMenu();
    await clickOn(page, menuItem('ออกจากระบบ'));
    await page.waitForSelector('input[name=username]', { timeout: 15_000 });
  });
});
