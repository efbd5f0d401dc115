import { afterAll, beforeAll, it } from '@jest/globals';
import type { AuthResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { DEMO, DEMO_PASSWORD, bearer, login, signupBody, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, fill, logInThroughPage, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { bilingual, freeCourse, publishCourse } from '../support/courses.js';

const COURSE = 'qa-browser';
const PASSWORD = 'correct-horse-1';
const course = freeCourse(COURSE, 'Q&A in the browser', 'Ask away.', [
  { id: 'intro', kind: 'resource', title: bilingual('Intro'), resourceUrl: '/media/demo/lesson-welcome.mp4' },
]);

describeWithBrowser('browser: questions and answers', () => {
  let harness: BrowserHarness;
  const http = () => request(harness.subject.app.getHttpServer());
  const after = (position: string | null) => (position ? `?after=${position}` : '');

  beforeAll(async () => {
    harness = await startBrowserHarness();
    await publishCourse(harness.subject, await login(harness.subject, DEMO.admin), course);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A new learner who holds the course and has started it, logged in to the learner app on its learning page. */
  async function learnerOnCourse(locale: 'en' | 'th'): Promise<Page> {
    const email = uniqueEmail('asker');
    const me = (await http().post('/api/authapi/auth/signup').send(signupBody(email, PASSWORD)).expect(201)).body as AuthResponse;
    await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send({ itemId: COURSE, isBundle: false }).expect(200);
    const started = await http()
      .post(`/api/coursesapi/course/${COURSE}/progress`)
      .set(bearer(me))
      .send({ lessonId: 'intro', position: 0, watched: [] })
      .expect(200);
    await http()
      .get(`/api/coursesapi/course/${COURSE}/progress${after(started.body.position)}`)
      .set(bearer(me))
      .expect(200);
    const page = await logInThroughPage(harness, email, PASSWORD, locale);
    await page.goto(`${harness.base}/courses-learning/${COURSE}`, { waitUntil: 'networkidle0' });
    return page;
  }

  /** Whether the question with this text is listed on the learning page, and with the pending mark. */
  const shown = (page: Page, text: string, pending: boolean) =>
    page.waitForFunction(
      (t, p) =>
        [...document.querySelectorAll('.qa-section .qa-item')].some(
          (item) => item.textContent?.includes(t) && Boolean(item.querySelector('.qa-tag-pending')) === p,
        ),
      { timeout: 15_000 },
      text,
      pending,
    );

  it.each([
    {
      locale: 'en' as const,
      question: 'Where are the slides of this lesson?',
      words: { ask: 'Ask question', pending: 'Pending review', publish: 'Publish' },
    },
    { locale: 'th' as const, question: 'สไลด์ของบทเรียนนี้ดาวน์โหลดได้ที่ไหนครับ', words: { ask: 'ส่งคำถาม', pending: 'รอการตรวจสอบ', publish: 'เผยแพร่' } },
  ])('a learner asks a question, sees it pending, and sees it published once the admin publishes it, in $locale', async ({ locale, question, words }) => {
    const text = `${question} ${randomUUID().slice(0, 6)}`;
    const learner = await learnerOnCourse(locale);
    await fill(learner, '.qa-section .qa-form textarea', text);
    await (await learner.waitForSelector(
      `xpath///section[contains(@class,"qa-section")]//button[normalize-space(.)="${words.ask}" and not(@disabled)]`,
    ))!.click();
    await shown(learner, text, true);
    await seeText(learner, words.pending);

    const admin = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, locale);
    await admin.goto(`${harness.base}/admin/#/questions`, { waitUntil: 'networkidle0' });
    const publish = await admin.waitForSelector(`xpath///tr[contains(., "${text}")]//button[normalize-space(.)="${words.publish}"]`, { timeout: 15_000 });
    await publish!.evaluate((el) => (el as HTMLElement).click());
    await admin.waitForFunction((t) => ![...document.querySelectorAll('tr')].some((row) => row.textContent?.includes(t)), { timeout: 15_000 }, text);

    await learner.reload({ waitUntil: 'networkidle0' });
    await shown(learner, text, false);
  });
});
