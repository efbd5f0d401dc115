import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWithBrowser, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

describeWithBrowser('browser: learner and admin apps', () => {
  let harness: BrowserHarness;
  const open = (path: string) => harness.open(path);

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
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

  it('learner app: from an instructor to a course overview with curriculum and price, in English and Thai', async () => {
    const page = await open('/instructor');
    await inLocale(page, 'en');
    await seeText(page, 'Our instructors');
    await page.click('a[href="/instructor/kanya-thongdee"]');
    await seeText(page, 'Courses by Kanya Thongdee');
    await page.waitForSelector('a[href="/courses-overview/excel-essentials"]');
    await page.click('a[href="/courses-overview/excel-essentials"]');
    await seeText(page, 'Formulas, tables and charts for everyday office work.');
    await seeText(page, 'THB\u00a0790');
    await seeText(page, 'Getting started');
    await seeText(page, '11 lessons');
    await seeText(page, '43 min of video');
    await inLocale(page, 'th');
    await seeText(page, 'Excel ที่ต้องรู้');
    await seeText(page, '฿790');
    await seeText(page, 'เนื้อหาหลักสูตร');
    await seeText(page, 'วิดีโอ 43 นาที');
    await seeText(page, 'สอนโดย');
    await page.close();
  });

  it('learner app: from the home page to a category, a sub-category and a course, in English and Thai', async () => {
    const page = await open('/');
    await inLocale(page, 'en');
    await seeText(page, 'Highlighted courses');
    await page.click('.categories a[href^="/category?categoryId=technology"]');
    await page.waitForSelector('nav.chips a[href*="subcatId=technology-security"]');
    await page.click('nav.chips a[href*="subcatId=technology-security"]');
    await seeText(page, '3 courses');
    await seeText(page, 'Secure Coding Practices');
    await inLocale(page, 'th');
    await seeText(page, 'ความปลอดภัยไซเบอร์');
    await seeText(page, 'แนวปฏิบัติการเขียนโค้ดอย่างปลอดภัย');
    await page.click('a[href="/courses-overview/secure-coding"]');
    await seeText(page, '฿1,690');
    await page.close();
  });

  it('learner app: browses by job title from the header, in English and Thai', async () => {
    const page = await open('/');
    await inLocale(page, 'en');
    await page.click('.browse-by .browse-button');
    await page.waitForSelector('.browse-panel a[href="/job-titles#Sales"]');
    await page.click('.browse-panel a[href="/job-titles#Sales"]');
    await seeText(page, 'Negotiation Skills');
    await seeText(page, 'Key accounts · Retail sales');
    await inLocale(page, 'th');
    await seeText(page, 'ทักษะการเจรจาต่อรอง');
    await page.click('.browse-by .browse-button');
    await page.waitForSelector('.browse-panel a[href^="/category?categoryId=technology#"]');
    await page.hover('.browse-panel a[href^="/category?categoryId=technology#"]');
    await page.click('.browse-panel a[href*="subcatId=technology-data"]');
    await seeText(page, 'SQL สำหรับนักวิเคราะห์');
    await page.close();
  });
});
