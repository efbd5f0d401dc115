import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { atPath, describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

/** The prices of the course cards on the page (not the bundles found above them), in whole baht, in the order shown. */
const cardPrices = (page: Page) =>
  page.$$eval('.course-card:not(.bundle-card) .course-price', (nodes) => nodes.map((n) => Number((n.textContent ?? '').replace(/[^0-9]/g, '')) || 0));

describeWithBrowser('browser: catalogue and discovery', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('searches from the header in Thai: a partial word suggests, Enter opens the results, which sort by price', async () => {
    const page = await harness.open('/');
    await inLocale(page, 'th');
    await fill(page, '.search-box input', 'อังกฤ');
    await page.waitForSelector('.search-dropdown a[href="/courses-overview/business-english-speaking"]');
    await seeText(page, 'คอร์สเรียน');
    expect(await page.$eval('.search-dropdown', (el) => getComputedStyle(el).maxHeight)).toBe(`${Math.round(800 * 0.7)}px`);
    await page.click('.search-dropdown a[href="/courses-overview/business-english-speaking"]');
    await seeText(page, 'ภาษาอังกฤษธุรกิจ: การพูด');
    await fill(page, '.search-box input', 'การตลาด');
    await page.keyboard.press('Enter');
    await atPath(page, '/search');
    await seeText(page, 'ผลการค้นหา “การตลาด”');
    await seeText(page, 'การตลาดผ่านโซเชียลมีเดีย');
    await page.select('.search-results-bar select', 'price-asc');
    await page.waitForFunction(() => window.location.search.includes('sort=price-asc'));
    await page.waitForNetworkIdle();
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.close();
  });

  it.each(['en', 'th'] as const)(
    'in %s: the suggestions keep "See all results" whole at 1366 x 800, and the results list the bundles; a phone sees the first result with the filters folded',
    async (locale) => {
      const page = await harness.open('/', { width: 1366, height: 800 });
      await inLocale(page, locale);
      await fill(page, '.search-box input', locale === 'en' ? 'co' : 'การ');
      await page.waitForSelector('.search-dropdown .search-group-title');
      const rect = (selector: string) =>
        page.$eval(selector, (el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, middle: r.left + r.width / 2 };
        });
      const all = await rect('.search-dropdown .search-all');
      const dropdown = await rect('.search-dropdown');
      expect(await page.$eval('.search-dropdown', (el) => el.scrollHeight > el.clientHeight)).toBe(true);
      expect(all.top).toBeGreaterThanOrEqual(dropdown.top);
      expect(all.bottom).toBeLessThanOrEqual(dropdown.bottom);
      // Nothing covers it: the row is what a click at its middle reaches.
      expect(await page.evaluate((a) => document.elementFromPoint(a.middle, (a.top + a.bottom) / 2)?.closest('.search-all') !== null, all)).toBe(true);
      const words = encodeURIComponent(locale === 'en' ? 'marketing' : 'การตลาด');
      await page.goto(`${harness.base}/search?search=${words}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('.search-bundles a[href="/bundle-overview/digital-marketer-path"]');
      await page.close();
      const phone = await harness.open(`/search?search=${words}`, { width: 390, height: 844 });
      await inLocale(phone, locale);
      await phone.waitForSelector('.search-bundles .bundle-card');
      expect(await phone.$eval('details.search-filters-toggle', (el) => (el as HTMLDetailsElement).open)).toBe(false);
      expect(await phone.$eval('.search-bundles .bundle-card', (el) => el.getBoundingClientRect().top)).toBeLessThan(844);
      await phone.close();
    },
  );

  it('hides the header search box below 1024 px', async () => {
    const page = await harness.open('/', { width: 1000, height: 800 });
    expect(await page.$eval('.search-box', (el) => getComputedStyle(el).display)).toBe('none');
    await page.close();
  });

  it('shows banners and bundles on the home page and opens a bundle with its courses, in English and Thai', async () => {
    const page = await harness.open('/');
    await inLocale(page, 'en');
    await seeText(page, 'Learn new skills, anywhere');
    await seeText(page, 'Bundles with certificates');
    await seeText(page, 'Most wanted tech skills');
    await page.click('a[href="/bundle-overview/data-analyst-path"]');
    await seeText(page, 'Courses included');
    await seeText(page, 'SQL for Analysts');
    await seeText(page, 'you save THB\u00a01,170');
    await inLocale(page, 'th');
    await seeText(page, 'ประกาศนียบัตรนักวิเคราะห์ข้อมูล');
    await seeText(page, 'คอร์สในชุดนี้');
    await page.click('a[href="/courses-overview/sql-for-analysts"]');
    await seeText(page, 'มีอยู่ในชุด:');
    await seeText(page, 'ขอคืนเงินได้ภายใน 7 วัน');
    await page.close();
  });

  it('finds courses by categories and sub-categories, then offers a visitor the sign-up with their email', async () => {
    const page = await harness.open('/find-courses/categories');
    await inLocale(page, 'en');
    await page.waitForSelector('.pick');
    await page.$$eval('.pick', (buttons) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === 'Technology')?.click());
    await page.waitForSelector('.pick[aria-pressed="true"]');
    await (await page.waitForSelector('.step-actions a.button'))!.click();
    await atPath(page, '/find-courses/subcategories');
    await seeText(page, 'Data and Analytics');
    await page.$$eval('.pick', (buttons) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === 'Data and Analytics')?.click());
    await page.waitForSelector('.pick[aria-pressed="true"]');
    await (await page.waitForSelector('.step-actions button.primary:not([disabled])'))!.click();
    await atPath(page, '/find-courses/courses-result');
    await seeText(page, 'Courses for you');
    await seeText(page, 'SQL for Analysts');
    await page.waitForFunction(() => document.querySelectorAll('.course-card').length === 3);
    await fill(page, '.signup-banner input', 'new.learner@example.com');
    await page.click('.signup-banner button');
    await atPath(page, '/auth/register');
    // The register route's code may still be loading when the address changes: wait for its form.
    await page.waitForSelector('#register-email');
    expect(await page.$eval('#register-email', (el) => (el as HTMLInputElement).value)).toBe('new.learner@example.com');
    await page.close();
  });

  it('browses from the mobile panel at 375 px through three levels, with back and close', async () => {
    const page = await harness.open('/', { width: 375, height: 740 });
    await inLocale(page, 'th');
    await page.click('.header-start button.show-mobile');
    await page.waitForSelector('.mobile-browse');
    await page.$$eval('.mobile-browse-list button', (buttons) => (buttons as HTMLButtonElement[]).find((b) => b.textContent?.startsWith('หมวดหมู่'))?.click());
    await seeText(page, 'เทคโนโลยี ›');
    await page.$$eval('.mobile-browse-list button', (buttons) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === 'เทคโนโลยี ›')?.click());
    await seeText(page, 'ข้อมูลและการวิเคราะห์');
    await page.click('.mobile-browse-bar button[aria-label="ย้อนกลับ"]');
    await seeText(page, 'การตลาด ›');
    await page.$$eval('.mobile-browse-list button', (buttons) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === 'เทคโนโลยี ›')?.click());
    await page.waitForSelector('.mobile-browse-list a[href*="subcatId=technology-data"]');
    await page.click('.mobile-browse-list a[href*="subcatId=technology-data"]');
    await atPath(page, '/category');
    await page.waitForSelector('.mobile-browse', { hidden: true });
    await seeText(page, 'SQL สำหรับนักวิเคราะห์');
    await page.click('.header-start button.show-mobile');
    await page.waitForSelector('.mobile-browse-bar button[aria-label="ปิด"]');
    await page.click('.mobile-browse-bar button[aria-label="ปิด"]');
    expect(await page.$('.mobile-browse')).toBeNull();
    await page.close();
  });
});
