import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse, CategoryResponse, CourseAuthoringResponse, InstructorListResponse, LessonData } from '@khru/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, DEMO, DEMO_PASSWORD, login } from '../support/accounts.js';
import { describeWithBrowser, clickOn, fill, inLocale, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';

const SHOTS = process.env.SHOTS_DIR;
const LAPTOP = { width: 1366, height: 800 };
const TABLET = { width: 820, height: 1180 };

/** What the admin reads on the buttons and tabs used here, per language. */
const LABELS = {
  en: {
    curriculum: 'Curriculum',
    prices: 'Prices',
    editCurriculum: 'Edit curriculum',
    addSection: 'Add section',
    addVideo: 'Add video',
    uploadVideo: 'Upload video',
    captions: { en: 'Upload English captions', th: 'Upload Thai captions' },
    saveCurriculum: 'Save curriculum',
    changePrice: 'Change price',
    publish: 'Publish',
    unpublish: 'Unpublish',
  },
  th: {
    curriculum: 'หลักสูตร',
    prices: 'ราคา',
    editCurriculum: 'แก้ไขหลักสูตร',
    addSection: 'เพิ่มส่วน',
    addVideo: 'เพิ่มวิดีโอ',
    uploadVideo: 'อัปโหลดวิดีโอ',
    captions: { en: 'อัปโหลดคำบรรยายภาษาอังกฤษ', th: 'อัปโหลดคำบรรยายภาษาไทย' },
    saveCurriculum: 'บันทึกหลักสูตร',
    changePrice: 'เปลี่ยนราคา',
    publish: 'เผยแพร่',
    unpublish: 'ยกเลิกการเผยแพร่',
  },
} as const;

/** A button or tab by its whole text, enabled (react-admin buttons are upper-cased by CSS only). */
const button = (label: string) => `//*[(self::button or self::a) and normalize-space(.)="${label}" and not(@disabled)]`;

/** Picks `value` in a react-admin select (MUI opens it on a real mouse press, not on a scripted click). */
async function choose(page: Page, source: string, value: string): Promise<void> {
  const combobox = await page.waitForSelector(`xpath///input[@name="${source}"]/preceding-sibling::*[@role="combobox"]`, { timeout: 15_000 });
  await combobox!.click();
  await clickOn(page, `//li[@role="option" and @data-value="${value}"]`);
  await page.waitForFunction(
    (s) => !document.querySelector('[role=listbox]') && document.querySelector<HTMLInputElement>(`input[name="${s}"]`)?.value,
    {},
    source,
  );
}

/** Waits until an input of the form holds something (an upload has filled it). */
const filled = (page: Page, name: string) =>
  page.waitForFunction((n) => (document.querySelector<HTMLInputElement>(`input[name="${n}"]`)?.value ?? '') !== '', { timeout: 30_000 }, name);

/**
 * Records a second and a half of a changing canvas with MediaRecorder (a WebM made in the page, nothing read from
 * disk) and gives it to the upload input labelled `label`, as choosing the file would.
 */
async function uploadGeneratedVideo(page: Page, label: string): Promise<void> {
  await page.$eval(`input[type=file][aria-label="${label}"]`, async (input) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    let frame = 0;
    const paint = () => {
      context.fillStyle = `hsl(${(frame += 24) % 360}, 80%, 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    };
    paint();
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const painter = setInterval(paint, 100);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    recorder.stop();
    await stopped;
    clearInterval(painter);
    const files = new DataTransfer();
    files.items.add(new File(chunks, 'generated.webm', { type: 'video/webm' }));
    (input as HTMLInputElement).files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Gives a small WebVTT file to the upload input labelled `label`. */
async function uploadCaptions(page: Page, label: string, line: string): Promise<void> {
  await page.$eval(
    `input[type=file][aria-label="${label}"]`,
    (input, text) => {
      const files = new DataTransfer();
      files.items.add(new File([`WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${text}\n`], 'captions.vtt', { type: 'text/vtt' }));
      (input as HTMLInputElement).files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    line,
  );
}

describeWithBrowser('browser: courses in the admin app', () => {
  let harness: BrowserHarness;
  let admin: AuthResponse;
  let categoryId: string;
  let instructorId: string;
  const http = () => request(harness.subject.app.getHttpServer());

  const authoring = async (id: string) => (await http().get(`/api/coursesapi/course/${id}/authoring`).set(bearer(admin))).body as CourseAuthoringResponse;

  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 300; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`never reached: ${JSON.stringify(await read())}`);
  };

  /** Screenshots at laptop and tablet widths when SHOTS_DIR is set, back at the laptop width after. */
  const shoot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const [size, viewport] of [
      ['laptop', LAPTOP],
      ['tablet', TABLET],
    ] as const) {
      await page.setViewport(viewport);
      await page.screenshot({ path: join(SHOTS, `courses-${name}-${size}.png`), fullPage: true });
    }
    await page.setViewport(LAPTOP);
  };

  beforeAll(async () => {
    harness = await startBrowserHarness();
    admin = await login(harness.subject, DEMO.admin, DEMO_PASSWORD);
    const categories = (await http().get('/api/coursesapi/category')).body as { data: CategoryResponse[] };
    categoryId = categories.data.find((c) => c.id !== 'all-categories')!.id;
    instructorId = ((await http().get('/api/coursesapi/instructor')).body as InstructorListResponse).data[0]!.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(['en', 'th'] as const)(
    'creates a course with two video lessons (generated video, WebVTT captions), prices and publishes it, and learners find it (%s)',
    async (locale) => {
      const says = LABELS[locale];
      const id = `browser-course-${locale}-${randomUUID().slice(0, 6)}`;
      const title = { en: `Negotiation studio ${id.slice(-6)}`, th: `ห้องเรียนการเจรจา ${id.slice(-6)}` };
      const page = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, locale);
      await page.setViewport(LAPTOP);

      // Draft it with its details.
      await page.goto(`${harness.base}/admin/#/courses/create`, { waitUntil: 'networkidle0' });
      await fill(page, 'input[name=id]', id);
      await fill(page, 'input[name="title.en"]', title.en);
      await fill(page, 'input[name="title.th"]', title.th);
      await fill(page, 'textarea[name="description.en"]', 'Practise negotiating with a partner.');
      await fill(page, 'textarea[name="description.th"]', 'ฝึกการเจรจากับคู่ฝึก');
      await choose(page, 'categoryId', categoryId);
      await choose(page, 'instructorId', instructorId);
      await fill(page, 'input[name=price]', '990');
      await page.click('form button[type=submit]');
      await page.waitForFunction((i) => window.location.hash === `#/courses/${i}/show`, { timeout: 15_000 }, id);

      // The curriculum: one section, two videos; the first uploaded with both captions, the second reusing its file.
      await clickOn(page, button(says.curriculum));
      await clickOn(page, button(says.editCurriculum));
      await clickOn(page, button(says.addSection));
      await fill(page, 'input[name="curriculum.0.title.en"]', 'Getting ready');
      await fill(page, 'input[name="curriculum.0.title.th"]', 'เตรียมตัว');
      await clickOn(page, button(says.addVideo));
      await fill(page, 'input[name="curriculum.0.lessons.0.title.en"]', 'Opening moves');
      await fill(page, 'input[name="curriculum.0.lessons.0.title.th"]', 'การเปิดเจรจา');
      await uploadGeneratedVideo(page, says.uploadVideo);
      await filled(page, 'curriculum.0.lessons.0.videoUrl');
      await filled(page, 'curriculum.0.lessons.0.durationSeconds');
      await uploadCaptions(page, says.captions.en, 'Hello');
      await filled(page, 'curriculum.0.lessons.0.captions.en');
      await uploadCaptions(page, says.captions.th, 'สวัสดี');
      await filled(page, 'curriculum.0.lessons.0.captions.th');
      const videoUrl = await page.$eval('input[name="curriculum.0.lessons.0.videoUrl"]', (input) => (input as HTMLInputElement).value);
      await shoot(page, `editor-${locale}`);
      await clickOn(page, button(says.addVideo));
      await fill(page, 'input[name="curriculum.0.lessons.1.title.en"]', 'Closing the deal');
      await fill(page, 'input[name="curriculum.0.lessons.1.title.th"]', 'การปิดการเจรจา');
      await fill(page, 'input[name="curriculum.0.lessons.1.videoUrl"]', videoUrl);
      await fill(page, 'input[name="curriculum.0.lessons.1.durationSeconds"]', '90');
      await clickOn(page, button(says.saveCurriculum));
      await seeText(page, locale === 'th' ? 'การปิดการเจรจา' : 'Closing the deal');

      // A new price, from now.
      await clickOn(page, button(says.prices));
      await clickOn(page, button(says.changePrice));
      await page.waitForSelector('[role=dialog] input[name=price]');
      await fill(page, '[role=dialog] input[name=price]', '1290');
      await clickOn(page, `//*[@role="dialog"]${button(says.changePrice)}`);
      await page.waitForFunction(() => !document.querySelector('[role=dialog]'), { timeout: 15_000 });

      // Published after the confirmation (the button then offers to unpublish).
      await clickOn(page, button(says.publish));
      await clickOn(page, `//*[@role="dialog"]${button(says.publish)}`);
      await page.waitForSelector(`xpath/${button(says.unpublish)}`, { timeout: 15_000 });
      await shoot(page, `show-${locale}`);

      const course = await until(
        () => authoring(id),
        (c) => c.status === 'published' && c.price === 1290,
      );
      const lessons = course.curriculum.flatMap((s) => s.lessons);
      expect(lessons.map((l) => [l.kind, l.title.en])).toEqual([
        ['video', 'Opening moves'],
        ['video', 'Closing the deal'],
      ]);
      const first = lessons[0] as Extract<LessonData, { kind: 'video' }>;
      expect(first.videoUrl).toMatch(/^media:/);
      expect(first.durationSeconds).toBeGreaterThan(0);
      expect(Object.keys(first.captions ?? {}).sort()).toEqual(['en', 'th']);
      await page.goto(`${harness.base}/admin/#/courses`, { waitUntil: 'networkidle0' });
      await seeText(page, title[locale]);
      await shoot(page, `list-${locale}`);
      await page.close();

      // Learners find it by its title in the search of the learner app.
      const learner = await harness.open('/');
      await inLocale(learner, locale);
      await learner.goto(`${harness.base}/search?search=${encodeURIComponent(title[locale])}`, { waitUntil: 'networkidle0' });
      await seeText(learner, title[locale]);
      await learner.close();
    },
  );
});
