import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse } from '@khru/contracts';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, signup, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, logInThroughPage, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyCourse } from '../support/purchases.js';

/** A seeded course with short clips: its first lesson is the welcome clip (1:35). */
const COURSE = 'work-life-balance';
const WELCOME_LESSON = `${COURSE}-welcome`;
const IDEAS_LESSON = `${COURSE}-ideas-1`;
/** The laptop the menus were reported on. */
const LAPTOP = { width: 1366, height: 800 };
/** Where the learner stopped the welcome lesson on another device: 75 of its 95 seconds, short of the 90% that completes it. */
const WATCHED_ELSEWHERE = 75;
const PASSWORD = 'correct-horse-1';

/** What the page's video element and text tracks say. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('media-controller video') as HTMLVideoElement;
    const showing = Array.from(video.textTracks).find((t) => t.mode === 'showing');
    return {
      src: video.getAttribute('src'),
      volume: video.volume,
      rate: video.playbackRate,
      captions: showing?.language ?? null,
      cues: showing?.activeCues?.length ?? 0,
    };
  });

describeWithBrowser('browser: the player', () => {
  let harness: BrowserHarness;
  let email: string;
  /** A second learner of the course, whose clicks and reloads leave the first one's progress as its journey expects. */
  let clicker: string;
  let learner: AuthResponse;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    email = uniqueEmail('player');
    learner = await signup(harness.subject, email, PASSWORD);
    await buyCourse(harness.subject, learner, COURSE);
    clicker = uniqueEmail('player-clicks');
    await buyCourse(harness.subject, await signup(harness.subject, clicker, PASSWORD), COURSE);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function openLearning(locale: 'en' | 'th', viewport?: { width: number; height: number }, who = email): Promise<Page> {
    const page = await logInThroughPage(harness, who, PASSWORD, locale, { viewport });
    await page.goto(`${harness.base}/courses-learning/${COURSE}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('media-controller video');
    return page;
  }

  /** Opens a media-chrome menu from its button and picks the item with this text. */
  async function pick(page: Page, menu: string, item: string): Promise<void> {
    const button = await page.waitForSelector(`${menu}-button`);
    await button!.evaluate((el) => (el as HTMLElement).click());
    const choice = await page.waitForSelector(`${menu} >>> media-chrome-menu-item ::-p-text(${item})`, { visible: true });
    await choice!.evaluate((el) => (el.closest('media-chrome-menu-item') as HTMLElement).click());
  }

  /** The centre of an element, scrolled into view within its menu and the page. */
  async function centreOf(element: ElementHandle<Element>): Promise<{ x: number; y: number }> {
    await element.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    const box = (await element.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** Opens a media-chrome menu and picks an item as a person does: the mouse pressed at the middle of the button, then of the item. */
  async function clickItem(page: Page, menu: string, item: string): Promise<void> {
    const button = await page.waitForSelector(`${menu}-button`);
    const at = await centreOf(button!);
    await page.mouse.click(at.x, at.y);
    const text = await page.waitForSelector(`${menu} >>> media-chrome-menu-item ::-p-text(${item})`, { visible: true });
    // Once the menu has faded in, the item is where the mouse will press.
    await page.waitForFunction((m) => getComputedStyle(document.querySelector(m)!).opacity === '1', {}, menu);
    const choice = (await text!.evaluateHandle((el) => el.closest('media-chrome-menu-item')!)) as ElementHandle<Element>;
    const target = await centreOf(choice);
    await page.mouse.click(target.x, target.y);
  }

  /** Where the video is, paused a few seconds in (a click that seeks would move it). */
  async function pausedAt(page: Page, seconds: number): Promise<void> {
    await page.waitForFunction(() => (document.querySelector('media-controller video') as HTMLVideoElement).readyState >= 1);
    await page.$eval(
      'media-controller video',
      (el, at) => {
        const video = el as HTMLVideoElement;
        video.pause();
        video.currentTime = at;
      },
      seconds,
    );
    await page.waitForFunction((at) => Math.abs((document.querySelector('media-controller video') as HTMLVideoElement).currentTime - at) < 0.01, {}, seconds);
  }

  for (const [locale, viewport, thai, rate] of [
    ['en', LAPTOP, 'ภาษาไทย (Thai)', 1.75],
    ['th', LAPTOP, 'ภาษาไทย', 2],
    ['th', { width: 390, height: 844 }, 'ภาษาไทย', 2],
  ] as const) {
    it(`in ${locale} at ${viewport.width}x${viewport.height}: a click on a captions or speed item picks it, and the video stays where it was`, async () => {
      const page = await openLearning(locale, viewport, clicker);
      await pausedAt(page, 5);
      await clickItem(page, 'media-captions-menu', thai);
      await clickItem(page, 'media-playback-rate-menu', `${rate}x`);
      await page.waitForFunction(
        (r) => {
          const video = document.querySelector('media-controller video') as HTMLVideoElement;
          return video.playbackRate === r && Array.from(video.textTracks).some((t) => t.mode === 'showing' && t.language === 'th');
        },
        {},
        rate,
      );
      expect(await page.$eval('media-controller video', (el) => (el as HTMLVideoElement).currentTime)).toBeCloseTo(5, 2);
      await page.close();
    }, 60_000);
  }

  it('in Thai: plays the rest of the first lesson with Thai captions at 2x to its end, ticks it, and resumes at the next lesson', async () => {
    // The start of the lesson was watched on another device; what this player reports completes it.
    await request(harness.subject.app.getHttpServer())
      .post(`/api/coursesapi/course/${COURSE}/progress`)
      .set(bearer(learner))
      .send({ lessonId: WELCOME_LESSON, position: WATCHED_ELSEWHERE, watched: [[0, WATCHED_ELSEWHERE]] })
      .expect(200);
    const page = await openLearning('th');
    const reports: { lessonId: string; position: number }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/course/${COURSE}/progress`)) reports.push(JSON.parse(r.postData()!));
    });
    const first = await videoState(page);
    expect(first.src).toContain('lesson-welcome');
    await page.$eval(
      'media-controller video',
      (el, at) => {
        (el as HTMLVideoElement).currentTime = at;
      },
      WATCHED_ELSEWHERE,
    );
    await pick(page, 'media-captions-menu', 'ภาษาไทย');
    await pick(page, 'media-playback-rate-menu', '2x');
    await page.waitForFunction(() => {
      const video = document.querySelector('media-controller video') as HTMLVideoElement;
      return video.playbackRate === 2 && Array.from(video.textTracks).some((t) => t.mode === 'showing' && t.language === 'th');
    });
    await (await page.waitForSelector('media-play-button'))!.evaluate((el) => (el as HTMLElement).click());
    // A Thai caption shows while it plays.
    await page.waitForFunction(
      () => {
        const track = Array.from((document.querySelector('media-controller video') as HTMLVideoElement).textTracks).find((t) => t.mode === 'showing');
        return Array.from(track?.activeCues ?? []).some((cue) => /[\u0E00-\u0E7F]/.test((cue as VTTCue).text));
      },
      { timeout: 20_000 },
    );
    // The clip plays to its end; the outline ticks it and the next lesson starts, with the same captions and speed.
    await page.waitForSelector('.learning-outline li:first-child .lesson-tick', { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('media-controller video')?.getAttribute('src')?.includes('lesson-ideas'), { timeout: 15_000 });
    const next = await videoState(page);
    expect(next.rate).toBe(2);
    expect(next.captions).toBe('th');
    // Stopped a moment into the next lesson: its one report says so (none carries the welcome clip's end), and a
    // reload resumes it there.
    await page.waitForFunction(() => (document.querySelector('media-controller video') as HTMLVideoElement).currentTime >= 1, { timeout: 15_000 });
    const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes(`"watched":[[`));
    const stoppedAt = await page.$eval('media-controller video', (el) => {
      const video = el as HTMLVideoElement;
      video.pause();
      return video.currentTime;
    });
    await recorded;
    expect(reports.filter((r) => r.lessonId === IDEAS_LESSON).map((r) => r.position)).toEqual([expect.closeTo(stoppedAt, 0)]);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () => {
        const video = document.querySelector('media-controller video') as HTMLVideoElement | null;
        return video?.getAttribute('src')?.includes('lesson-ideas') && video.currentTime > 0;
      },
      { timeout: 15_000 },
    );
    expect(await page.$eval('.learning-outline button[aria-current="true"]', (el) => el.textContent)).toContain('แนวคิดสำคัญ');
    expect(await page.$eval('media-controller video', (el) => (el as HTMLVideoElement).currentTime)).toBeCloseTo(stoppedAt, 0);
    await page.close();
  }, 180_000);

  it('in English: remembers the volume after a reload; cinema mode and the collapsed outline toggle and last', async () => {
    const page = await openLearning('en');
    await page.$eval('media-controller video', (el) => {
      (el as HTMLVideoElement).volume = 0.25;
    });
    expect(await page.evaluate(() => localStorage.getItem('video_player_volumn'))).toBe('0.25');
    // A volume out of range in the browser's storage is refused.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('media-controller video');
    expect((await videoState(page)).volume).toBe(0.25);

    await (await page.waitForSelector('button[aria-label="Cinema mode"]'))!.evaluate((el) => (el as HTMLElement).click());
    await page.waitForSelector('main.learning.cinema');
    // Cinema mode lasts from one lesson to the next.
    await (await page.waitForSelector('xpath///nav[contains(@class,"learning-outline")]//li[2]/button'))!.evaluate((el) => (el as HTMLElement).click());
    await page.waitForFunction(() => document.querySelector('media-controller video')?.getAttribute('src')?.includes('lesson-ideas'));
    expect(await page.$('main.learning.cinema')).not.toBeNull();
    await (await page.waitForSelector('button[aria-label="Leave cinema mode"]'))!.evaluate((el) => (el as HTMLElement).click());
    await page.waitForSelector('main.learning:not(.cinema)');

    await (await page.waitForSelector('::-p-text(Hide course content)'))!.evaluate((el) => (el.closest('button') as HTMLElement).click());
    await page.waitForSelector('.learning-outline.collapsed');
    await page.evaluate(() => localStorage.setItem('video_player_volumn', '1.5'));
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('.learning-outline.collapsed #learning-outline-list[hidden]');
    expect((await videoState(page)).volume).toBe(1);
    await page.close();
  }, 120_000);

  it('in English: the chat launcher keeps clear of the footer call to action, and steps aside for the player in cinema mode', async () => {
    const page = await openLearning('en', LAPTOP, clicker);
    /** Which of these elements the launcher covers a part of, as drawn once it has moved for the last scroll. */
    const covered = async (...elements: ElementHandle<Element>[]) =>
      page.evaluate(
        async (...list) => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const launcher = document.querySelector('[data-testid=support-launcher]')!.getBoundingClientRect();
          const overlaps = (r: DOMRect) =>
            launcher.width > 0 && r.left < launcher.right && launcher.left < r.right && r.top < launcher.bottom && launcher.top < r.bottom;
          return list.filter((el) => overlaps(el.getBoundingClientRect())).map((el) => el.getAttribute('aria-label') ?? el.textContent);
        },
        ...elements,
      );
    const getStarted = (await page.waitForSelector('footer ::-p-text(Get started)'))!;
    await getStarted.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await covered(getStarted)).toEqual([]);

    await (await page.waitForSelector('button[aria-label="Cinema mode"]'))!.evaluate((el) => (el as HTMLElement).click());
    await page.waitForSelector('main.learning.cinema');
    await page.$eval('media-controller', (el) => el.scrollIntoView({ block: 'end' }));
    expect(await covered((await page.$('button.player-cinema'))!, (await page.$('media-fullscreen-button'))!)).toEqual([]);
    await (await page.waitForSelector('button[aria-label="Leave cinema mode"]'))!.evaluate((el) => (el as HTMLElement).click());
    await page.waitForSelector('[data-testid=support-launcher]', { visible: true });
    await page.close();
  }, 60_000);

  it('opens the standalone player at a lesson, full window, and sends a stranger to the overview', async () => {
    const page = await openLearning('en');
    await page.goto(`${harness.base}/poc-player/${COURSE}?lesson=${COURSE}-summary`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('main.poc-player media-controller video[src*="lesson-summary"]');
    expect(await page.$('header.navbar, .site-header, footer')).toBeNull();
    await page.goto(`${harness.base}/poc-player/git-and-github`, { waitUntil: 'networkidle0' });
    await atPath(page, '/courses-overview/git-and-github');
    await page.close();
  }, 60_000);

  it('in Thai: a note taken at a moment of one lesson jumps back there from another lesson', async () => {
    const page = await openLearning('th');
    const src = (await videoState(page)).src!;
    await page.$eval('media-controller video', (el) => {
      const video = el as HTMLVideoElement;
      video.pause();
      video.currentTime = 40;
    });
    await page.waitForFunction(() => (document.querySelector('media-controller video') as HTMLVideoElement).currentTime >= 40);
    await fill(page, '.notes-panel textarea', 'จุดนี้สำคัญ ทบทวนอีกครั้ง');
    await (await page.waitForSelector('.notes-panel form button[type=submit]:not([disabled])'))!.evaluate((el) => (el as HTMLElement).click());
    const jump = await page.waitForSelector('.notes-panel .note-time');
    expect(await page.$eval('.notes-panel .note-text', (el) => el.textContent)).toBe('จุดนี้สำคัญ ทบทวนอีกครั้ง');

    await (await page.waitForSelector(`xpath///nav[contains(@class,"learning-outline")]//li[button[not(@aria-current="true")]][1]/button`))!.evaluate((el) =>
      (el as HTMLElement).click(),
    );
    await page.waitForFunction((before) => document.querySelector('media-controller video')?.getAttribute('src') !== before, {}, src);
    await jump!.evaluate((el) => (el as HTMLElement).click());
    await page.waitForFunction(
      (before) => {
        const video = document.querySelector('media-controller video') as HTMLVideoElement | null;
        return video?.getAttribute('src') === before && Math.abs(video.currentTime - 40) < 1;
      },
      {},
      src,
    );
    await page.close();
  }, 60_000);
});
