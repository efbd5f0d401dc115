import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { describeWithBrowser, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
/** Where a run leaves what it saw, for a person to look at (`SHOTS_DIR`); nothing is kept without it. */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The course cards on the page whose artwork image has loaded (an SVG from the file store, not a letter tile). */
const cardArtwork = (page: Page) =>
  page.$$eval('a.course-card[href^="/courses-overview/"] .course-thumb', (thumbs) =>
    thumbs.map((thumb) => {
      const img = thumb.querySelector('img');
      return {
        src: img?.getAttribute('src') ?? null,
        loaded: Boolean(img?.complete && img.naturalWidth > 0),
        cover: thumb.querySelector('.course-cover-title')?.textContent ?? '',
      };
    }),
  );

describeWithBrowser('browser: how the catalogue looks', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    ['en', 'Highlighted courses', 'Python for Beginners'],
    ['th', 'หลักสูตรแนะนำ', 'Python สำหรับผู้เริ่มต้น'],
  ] as const)('on a laptop, course cards show their artwork with the title in %s', async (locale, heading, title) => {
    const page = await harness.open('/', LAPTOP);
    await inLocale(page, locale);
    await seeText(page, heading);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.course-card img')].some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
    const cards = await cardArtwork(page);
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards) expect(card.src).toMatch(/^\/api\/files\/catalogue\/courses\/[a-z0-9-]+\.svg$/);
    expect(cards.map((c) => c.cover)).toContain(title);
    const visible = await page.$$eval('.course-card img', (imgs) =>
      imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight).map((img) => (img as HTMLImageElement).naturalWidth),
    );
    expect(visible.every((width) => width > 0)).toBe(true);
    await shot(page, `home-1366-${locale}`);
    await page.close();
  });

  it.each(['en', 'th'] as const)('on a phone, the home page in %s is a few screens tall and its shelves scroll sideways', async (locale) => {
    const page = await harness.open('/', PHONE);
    await inLocale(page, locale);
    await page.waitForSelector('.course-grid.shelf .course-card');
    await page.waitForSelector('#bundles-title');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(6000);
    const shelves = await page.$$eval('.course-grid.shelf', (rows) =>
      rows.map((row) => ({
        scrolls: row.scrollWidth > row.clientWidth + 50,
        tabIndex: (row as HTMLElement).tabIndex,
        label: row.getAttribute('aria-labelledby'),
      })),
    );
    expect(shelves.length).toBeGreaterThanOrEqual(3);
    for (const shelf of shelves) expect(shelf).toMatchObject({ scrolls: true, tabIndex: 0, label: expect.any(String) });
    // The next card peeks in, so a person sees there is more to the side.
    const peek = await page.$eval('.course-grid.shelf', (row) => {
      const cards = [...row.children].map((c) => c.getBoundingClientRect());
      return { first: cards[0]!.right <= window.innerWidth, second: cards[1]!.left < window.innerWidth };
    });
    expect(peek).toEqual({ first: true, second: true });
    // Focused, the shelf scrolls with the arrow keys.
    await page.focus('.course-grid.shelf');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.course-grid.shelf')!.scrollLeft > 0);
    await shot(page, `home-390-${locale}`);
    await page.close();
  });

  it.each([
    ['en', '7 courses', '1 course'],
    ['th', '7 หลักสูตร', '1 หลักสูตร'],
  ] as const)('search finds a teacher by name and counts read naturally in %s', async (locale, seven, one) => {
    const page = await harness.open('/search?search=orawan', LAPTOP);
    await inLocale(page, locale);
    await seeText(page, seven);
    await page.goto(`${harness.base}/search?search=negotiation`, { waitUntil: 'networkidle0' });
    await seeText(page, one);
    await page.close();
  });
});
