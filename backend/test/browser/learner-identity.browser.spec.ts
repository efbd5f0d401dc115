import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { MailMessageResponse } from '@khru/contracts';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, submitRegistration, type BrowserHarness } from '../support/browser.js';

describeWithBrowser('browser: learner identity', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const logIn = async (page: Page, email: string, password: string) => {
    await fill(page, '#login-email', email);
    await fill(page, '#login-password', password);
    await page.click('form button[type=submit]');
  };
  const logOut = async (page: Page) => {
    await page.waitForSelector('.account-button');
    await page.click('.account-button');
    await page.waitForSelector('.menu button');
    await page.click('.menu button');
  };

  it('registers, logs out, refuses a wrong password, and logs back in', async () => {
    const email = uniqueEmail('browser');
    const page = await harness.open('/auth/register');
    await inLocale(page, 'en');
    await page.click('form button[type=submit]');
    await seeText(page, 'Please enter your Email');
    await submitRegistration(page, email, 'learn-thai-2026');
    await atPath(page, '/');
    await page.waitForSelector('.account-button');
    await page.click('.account-button');
    await page.waitForSelector('.menu a[href="/profile"]');
    await page.click('.menu a[href="/profile"]');
    await seeText(page, 'Malee Sukjai');
    await seeText(page, email);
    expect(
      await page.evaluate(() =>
        Boolean(localStorage.getItem('auth_jwt_token') && localStorage.getItem('auth_refresh_token') && localStorage.getItem('auth_user_id')),
      ),
    ).toBe(true);
    await logOut(page);
    await seeText(page, 'Log in');
    expect(await page.evaluate(() => localStorage.getItem('auth_jwt_token'))).toBeNull();
    await page.goto(`${harness.base}/auth/login`, { waitUntil: 'networkidle0' });
    await logIn(page, email, 'not-my-password');
    await seeText(page, 'Wrong email or password');
    await logIn(page, email, 'learn-thai-2026');
    await atPath(page, '/');
    await page.goto(`${harness.base}/profile`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Account Settings');
    await page.close();
  });

  it('shows the same screens in Thai', async () => {
    const page = await harness.open('/auth/login');
    await inLocale(page, 'th');
    await seeText(page, 'เข้าสู่ระบบครู');
    await page.click('form button[type=submit]');
    await seeText(page, 'กรุณากรอกอีเมลของคุณ');
    await seeText(page, 'กรุณากรอกรหัสผ่านของคุณ');
    await logIn(page, DEMO.learner, 'wrong-password');
    await seeText(page, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    await page.goto(`${harness.base}/auth/register`, { waitUntil: 'networkidle0' });
    await seeText(page, 'สร้างบัญชีครูของคุณ');
    await seeText(page, 'ใช้อย่างน้อย 8 ตัวอักษร');
    await logInFresh(page);
    await seeText(page, 'การเรียนของฉัน');
    await page.click('#tab-account');
    await seeText(page, 'ตั้งค่าบัญชี');
    await seeText(page, 'ตั้งค่าการแจ้งเตือน');
    await page.click('#tab-publicProfile');
    await seeText(page, 'แสดงตำแหน่งงานของฉัน');
    await page.close();
  });

  /** Logs the demo learner in from the login page and opens the profile. */
  const logInFresh = async (page: Page) => {
    await page.goto(`${harness.base}/auth/login?redirectTo=/profile`, { waitUntil: 'networkidle0' });
    await logIn(page, DEMO.learner, 'khru-demo-2026');
    await atPath(page, '/profile');
  };

  it('resets a forgotten password through the mailed link', async () => {
    const email = uniqueEmail('forgot');
    const page = await harness.open('/auth/register');
    await inLocale(page, 'en');
    await submitRegistration(page, email, 'first-password-1');
    await atPath(page, '/');
    await logOut(page);
    await page.goto(`${harness.base}/auth/login`, { waitUntil: 'networkidle0' });
    await page.click('a[href="/auth/reset-password"]');
    await fill(page, '#forgot-email', email);
    await page.click('form button[type=submit]');
    await seeText(page, 'a reset link is on its way');
    const admin = await login(harness.subject, DEMO.admin);
    // The mail goes out just after the answer (the answer takes the same time for every address).
    let mail: MailMessageResponse | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = ((await request(harness.subject.app.getHttpServer()).get('/api/mailapi/messages').set(bearer(admin))).body.data as MailMessageResponse[]).find(
        (m) => m.to === email,
      );
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    await page.goto(`${harness.base}${link.pathname}${link.search}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Choose a new password');
    await fill(page, '#reset-password', 'second-password-2');
    await fill(page, '#reset-confirm-password', 'second-password-2');
    await page.click('form button[type=submit]');
    await seeText(page, 'Your password has been changed');
    await page.goto(`${harness.base}/auth/login`, { waitUntil: 'networkidle0' });
    await logIn(page, email, 'second-password-2');
    await atPath(page, '/');
    await page.close();
  });

  it('sends a logged-out visitor and a rejected session to the login page', async () => {
    const page = await harness.open('/profile');
    await atPath(page, '/auth/login');
    expect(await page.evaluate(() => window.location.search)).toBe('?redirectTo=%2Fprofile');
    await logIn(page, DEMO.learner, 'khru-demo-2026');
    await atPath(page, '/profile');
    // The server stops accepting this session: its tokens are replaced by ones it never issued.
    await page.evaluate(() => {
      const [header, payload] = (localStorage.getItem('auth_jwt_token') ?? '').split('.');
      localStorage.setItem('auth_jwt_token', `${header}.${payload}.forged-signature`);
      localStorage.setItem('auth_refresh_token', 'forged.refresh-token');
    });
    await page.reload({ waitUntil: 'networkidle0' });
    await atPath(page, '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_jwt_token'))).toBeNull();
    await page.close();
  });

  it('follows redirectTo only to a path of this app (issue 27, defect 9)', async () => {
    const page = await harness.open('/auth/login?redirectTo=%2Fprofile');
    await logIn(page, DEMO.learner, 'khru-demo-2026');
    await atPath(page, '/profile');
    const origin = new URL(harness.base).origin;
    for (const target of ['/%5Cevil.example', '/%5C/evil.example', '//evil.example', '/%09/evil.example', 'https:evil.example', 'https://evil.example']) {
      // Logged in, the login page sends the learner on at once: to its own home page, never elsewhere.
      await page.goto(`${harness.base}/auth/login?redirectTo=${target}`, { waitUntil: 'domcontentloaded' });
      await atPath(page, '/');
      expect(await page.evaluate(() => window.location.origin)).toBe(origin);
    }
    await page.goto(`${harness.base}/auth/login?redirectTo=${encodeURIComponent('/search?q=excel')}`, { waitUntil: 'domcontentloaded' });
    await atPath(page, '/search');
    expect(await page.evaluate(() => window.location.search)).toBe('?q=excel');
    await page.close();
  });

  it('offers the mobile menu below 1024 px, with login, sign-up and the language switch', async () => {
    const page = await harness.open('/', { width: 375, height: 740 });
    await inLocale(page, 'en');
    expect(await page.$eval('.header-auth', (el) => getComputedStyle(el).display)).toBe('none');
    await page.click('.menu-toggle');
    await page.waitForSelector('.mobile-menu');
    await page.click('.mobile-menu button.language');
    await seeText(page, 'สมัครสมาชิก');
    await page.click('.mobile-menu a[href="/auth/login"]');
    await atPath(page, '/auth/login');
    await seeText(page, 'เข้าสู่ระบบครู');
    await page.close();
  });

  it('sends a contact message', async () => {
    const page = await harness.open('/contact-us?topic=business');
    await inLocale(page, 'en');
    await fill(page, '#contact-name', 'Somsri Dee');
    await fill(page, '#contact-email', 'somsri@example.com');
    await fill(page, '#contact-phone', '081 234 5678');
    await fill(page, '#contact-message', 'Training for 40 people?');
    await page.click('form button[type=submit]');
    await seeText(page, 'Your message has been sent');
    await page.close();
  });
});
