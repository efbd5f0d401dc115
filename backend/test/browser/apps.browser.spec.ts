import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const appsBuilt = existsSync(join(root, 'learner-app/dist/index.html')) && existsSync(join(root, 'admin-app/dist/index.html'));
const canRun = existsSync(CHROMIUM) && appsBuilt;

if (!canRun) {
  describe('browser: learner and admin apps', () => {
    it.skip(`skipped: needs Chromium at ${CHROMIUM} and built apps (npm run build)`, () => undefined);
  });
} else {
  describe('browser: learner and admin apps', () => {
    let subject: TestApp;
    let browser: Browser;
    let base: string;
    let profile: string;

    const open = async (path: string): Promise<Page> => {
      const page = await browser.newPage();
      await page.setRequestInterception(true);
      // Nothing may leave the machine: only the app under test is reachable.
      page.on('request', (r) => (new URL(r.url()).hostname === '127.0.0.1' || r.url().startsWith('data:') ? r.continue() : r.abort()));
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
      return page;
    };
    /** Stores the language the apps read at start, and reloads. */
    const inLocale = async (page: Page, locale: 'en' | 'th') => {
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await page.reload({ waitUntil: 'networkidle0' });
    };
    const seeText = (page: Page, text: string) =>
      page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 15_000 }, text);

    beforeAll(async () => {
      subject = await startTestApp('pglite');
      base = (await subject.app.getUrl()).replace('[::1]', '127.0.0.1');
      profile = mkdtempSync(join(tmpdir(), 'khru-chromium-'));
      browser = await puppeteer.launch({
        executablePath: CHROMIUM,
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`],
      });
    });
    afterAll(async () => {
      await browser?.close();
      await subject?.dispose();
      rmSync(profile, { recursive: true, force: true });
    });

    it('learner app: shows the product and live service status in English, then in Thai after the switch', async () => {
      const page = await open('/');
      await seeText(page, 'Welcome to Khru');
      await seeText(page, 'All systems are working.');
      await seeText(page, 'Leadership and Management');
      await page.click('button.language');
      await seeText(page, 'ยินดีต้อนรับสู่ครู');
      await seeText(page, 'ระบบทั้งหมดทำงานปกติ');
      await seeText(page, 'ภาวะผู้นำและการบริหาร');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('th');
      await page.reload({ waitUntil: 'networkidle0' });
      await seeText(page, 'ยินดีต้อนรับสู่ครู');
      await page.close();
    });

    it('learner app: an unknown page shows the 404 page in the chosen language', async () => {
      const page = await open('/no-such-page');
      await inLocale(page, 'en');
      await seeText(page, 'This page could not be found');
      await inLocale(page, 'th');
      await seeText(page, 'ไม่พบหน้าที่คุณต้องการ');
      await page.close();
    });

    it('admin app: shows the dashboard with the service health, in English and in Thai', async () => {
      const page = await open('/admin/');
      await inLocale(page, 'en');
      await seeText(page, 'Welcome to Khru Admin');
      await seeText(page, 'Working');
      await seeText(page, 'Categories');
      await inLocale(page, 'th');
      await seeText(page, 'ยินดีต้อนรับสู่ระบบผู้ดูแลของครู');
      await seeText(page, 'ทำงานปกติ');
      await page.goto(`${base}/admin/#/categories`, { waitUntil: 'networkidle0' });
      await seeText(page, 'ภาวะผู้นำและการบริหาร');
      await seeText(page, 'ชื่อ (ภาษาไทย)');
      await page.close();
    });
  });
}
