import { afterAll, beforeAll, it } from '@jest/globals';
import type { AuthResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { DEMO, DEMO_PASSWORD, bearer } from '../support/accounts.js';
import { describeWithBrowser, logInThroughPage, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { freeCourse, publishCourse } from '../support/courses.js';

const PASSWORD = 'correct-horse-1';

describeWithBrowser('browser: course reviews', () => {
  let harness: BrowserHarness;
  let admin: AuthResponse;
  const http = () => request(harness.subject.app.getHttpServer());

  beforeAll(async () => {
    harness = await startBrowserHarness();
    admin = (await http().post('/api/authapi/auth/login').send({ email: DEMO.admin, password: DEMO_PASSWORD }).expect(200)).body as AuthResponse;
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A free course just published, and a new learner who enrolled in it and watched its first seconds. */
  async function learnerWhoStarted(courseId: string): Promise<string> {
    await publishCourse(harness.subject, admin, freeCourse(courseId, `Review ${courseId}`, 'A course to review.'));
    const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
    const body = { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Malee', lastName: 'Sukjai', agreeToTerms: true };
    const me = (await http().post('/api/authapi/auth/signup').send(body).expect(201)).body as AuthResponse;
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send({ itemId: courseId, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${me.id}?after=${enrolled.body.position}`).set(bearer(me)).expect(200);
    const watched = await http()
      .post(`/api/coursesapi/course/${courseId}/progress`)
      .set(bearer(me))
      .send({ lessonId: 'intro', position: 5, watched: [[0, 5]] });
    await http().get(`/api/coursesapi/course/${courseId}/progress?after=${watched.body.position}`).set(bearer(me)).expect(200);
    return email;
  }

  const click = async (page: Page, xpath: string) => {
    const element = await page.waitForSelector(`xpath/${xpath}`, { timeout: 15_000 });
    await element!.evaluate((el) => (el as HTMLElement).click());
  };

  it.each([
    {
      locale: 'en' as const,
      words: { stars: '4 stars', text: 'Your review', post: 'Post review', pending: 'Pending review', publish: 'Publish', published: 'Published' },
    },
    { locale: 'th' as const, words: { stars: '4 ดาว', text: 'รีวิวของคุณ', post: 'ส่งรีวิว', pending: 'รอการตรวจสอบ', publish: 'เผยแพร่', published: 'เผยแพร่แล้ว' } },
  ])('a learner who started a course posts a review, an admin publishes it, and the course card shows its rating, in $locale', async ({ locale, words }) => {
    const courseId = `reviews-browser-${locale}`;
    const email = await learnerWhoStarted(courseId);
    const text = `Clear lessons <b>${randomUUID().slice(0, 6)}</b>`;

    const learner = await logInThroughPage(harness, email, PASSWORD, locale);
    await learner.goto(`${harness.base}/courses-learning/${courseId}`, { waitUntil: 'networkidle0' });
    await click(learner, `//label[.//span[normalize-space(.)="${words.stars}"]]`);
    await learner.type(`xpath///label[normalize-space(.)="${words.text}"]/following-sibling::textarea`, text);
    await click(learner, `//button[normalize-space(.)="${words.post}"]`);
    await learner.waitForSelector('.my-review .review-status-pending');
    await seeText(learner, words.pending);
    await seeText(learner, text);

    const moderator = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, locale);
    await moderator.goto(`${harness.base}/admin/#/reviews`, { waitUntil: 'networkidle0' });
    await seeText(moderator, text);
    await click(moderator, `//tr[contains(., "${text}")]//button[contains(., "${words.publish}")]`);
    await moderator.waitForFunction((t) => !document.body.innerText.includes(t), { timeout: 15_000 }, text);

    await learner.reload({ waitUntil: 'networkidle0' });
    await learner.waitForSelector('.my-review .review-status-published');
    await seeText(learner, words.published);
    await learner.waitForFunction((t) => [...document.querySelectorAll('.reviews .review-text')].some((p) => p.textContent === t), { timeout: 15_000 }, text);

    await learner.goto(`${harness.base}/category?categoryId=all-categories`, { waitUntil: 'networkidle0' });
    await learner.waitForFunction(
      (id) => document.querySelector(`a[href="/courses-overview/${id}"] .course-rating`)?.textContent?.includes('4.0 (1)'),
      { timeout: 15_000 },
      courseId,
    );
  });
});
