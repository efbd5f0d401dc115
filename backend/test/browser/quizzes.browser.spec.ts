import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { signup, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, logInThroughPage, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyCourse } from '../support/purchases.js';
import { repositoryRoot } from '../support/server-process.js';

/** A seeded course; its quiz lesson is `<id>-quiz` with the questions of `infra/seed/quizzes/<id>.json`. */
const COURSE = 'sql-for-analysts';
const PASSWORD = 'correct-horse-1';

interface QuizFile {
  questions: {
    id: string;
    kind: 'single' | 'multiple';
    text: { en: string; th: string };
    options: { id: string; correct: boolean }[];
    explanation: { en: string; th: string };
  }[];
}
const quiz = JSON.parse(readFileSync(join(repositoryRoot, `infra/seed/quizzes/${COURSE}.json`), 'utf8')) as QuizFile;
const right = (n: number) => quiz.questions[n]!.options.filter((o) => o.correct).map((o) => o.id);
const wrong = (n: number) => [quiz.questions[n]!.options.find((o) => !o.correct)!.id];

describeWithBrowser('browser: quizzes', () => {
  let harness: BrowserHarness;
  let email: string;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    email = uniqueEmail('quiz');
    await buyCourse(harness.subject, await signup(harness.subject, email, PASSWORD), COURSE);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Logs in, opens the course's learning page and its quiz lesson from the outline. */
  async function openQuiz(locale: 'en' | 'th', title: string): Promise<Page> {
    const page = await logInThroughPage(harness, email, PASSWORD, locale);
    await page.goto(`${harness.base}/courses-learning/${COURSE}`, { waitUntil: 'networkidle0' });
    const lesson = await page.waitForSelector(`xpath///nav[contains(@class,"learning-outline")]//button[contains(., "${title}")]`);
    await lesson!.evaluate((el) => (el as HTMLElement).click());
    return page;
  }

  const press = async (page: Page, label: string) => {
    const button = await page.waitForSelector(`xpath///section[contains(@class,"quiz")]//button[normalize-space(.)="${label}"]`, { timeout: 15_000 });
    await button!.evaluate((el) => (el as HTMLButtonElement).click());
  };
  async function answer(page: Page, n: number, optionIds: string[]): Promise<void> {
    await page.waitForFunction((text) => document.querySelector('.quiz-question legend')?.textContent === text, {}, quiz.questions[n]!.text.en);
    for (const id of optionIds) await page.$eval(`.quiz-options input[value="${id}"]`, (el) => (el as HTMLInputElement).click());
  }

  it('in English: gets one wrong and reads why, retries, answers all right and sees the lesson ticked', async () => {
    const page = await openQuiz('en', 'Check your understanding');
    await seeText(page, `${quiz.questions.length} questions.`);
    await press(page, 'Start the quiz');

    await answer(page, 0, wrong(0));
    await press(page, 'Check my answer');
    await seeText(page, 'Not quite.');
    await seeText(page, quiz.questions[0]!.explanation.en);
    expect(await page.$$eval('.quiz-options li.right input', (els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(right(0));
    await press(page, 'Next question');
    for (let n = 1; n < quiz.questions.length; n++) {
      await answer(page, n, right(n));
      await press(page, 'Check my answer');
      await seeText(page, 'Correct!');
      await press(page, n + 1 < quiz.questions.length ? 'Next question' : 'See my result');
    }
    const total = quiz.questions.length;
    await seeText(page, `${total - 1} of ${total} correct (${Math.round((100 * (total - 1)) / total)}%)`);
    await seeText(page, 'To review');

    await press(page, 'Try again');
    for (let n = 0; n < total; n++) {
      await answer(page, n, right(n));
      await press(page, 'Check my answer');
      await press(page, n + 1 < total ? 'Next question' : 'See my result');
    }
    await seeText(page, `${total} of ${total} correct (100%)`);
    await seeText(page, 'This lesson is complete.');
    await page.waitForSelector(
      'xpath///nav[contains(@class,"learning-outline")]//button[contains(., "Check your understanding")]//span[@class="lesson-tick"]',
      {
        timeout: 15_000,
      },
    );
  });

  it('in Thai: asks the question in Thai and gives Thai feedback', async () => {
    const page = await openQuiz('th', 'ทดสอบความเข้าใจ');
    await press(page, 'เริ่มทำแบบทดสอบ');
    await seeText(page, quiz.questions[0]!.text.th);
    await seeText(page, `ข้อ 1 จาก ${quiz.questions.length}`);
    for (const id of right(0)) await page.$eval(`.quiz-options input[value="${id}"]`, (el) => (el as HTMLInputElement).click());
    await press(page, 'ตรวจคำตอบ');
    await seeText(page, 'ถูกต้อง!');
    await seeText(page, quiz.questions[0]!.explanation.th);
  });
});
