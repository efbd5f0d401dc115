import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse, CertificateResponse, NotificationListResponse, TestInfoResponse } from '@khru/contracts';
import jsqr from 'jsqr';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { now, reset, travel } from '../../src/kernel/clock/clock.js';
import { certificateIdFor } from '../../src/assessment/certificates/certificate-id.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { bearer, signupBody, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, inLocale, logInThroughPage, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { completeCourse } from '../support/course-completion.js';
import { nextDownload } from '../support/downloads.js';
import { eventually } from '../support/eventually.js';
import { buyCourse } from '../support/purchases.js';
import { repositoryRoot } from '../support/server-process.js';

const PASSWORD = 'correct-horse-1';
const DAY = 24 * 60 * 60_000;
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Where a run leaves what it saw, for a person to look at (`SHOTS_DIR`); nothing is kept without it. */
const SHOTS = process.env.SHOTS_DIR;

type Lang = 'en' | 'th';

/** A seeded final test (`infra/seed/final-tests/<courseId>.json`): the right option of each question is marked, so answers can be right or wrong on purpose. */
interface SeedTest {
  information: Record<Lang, string>;
  questions: { id: string; text: Record<Lang, string>; options: { id: string; correct: boolean }[] }[];
}
const seedTest = (courseId: string) => JSON.parse(readFileSync(join(repositoryRoot, `infra/seed/final-tests/${courseId}.json`), 'utf8')) as SeedTest;

/** Each language's learner: a course with a final test, and a name the certificate must show as written. */
const LEARNERS = {
  en: { courseId: 'sql-for-analysts', title: 'SQL for Analysts', firstName: 'Ann', lastName: 'Lee' },
  th: { courseId: 'workplace-safety', title: 'พื้นฐานความปลอดภัยในการทำงาน', firstName: 'มาลี', lastName: 'สุขใจ' },
} as const;

/** The learner app's dates (lib/format.ts), so the page can be checked against the server's moments. */
const formatDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
const formatDateTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** A screenshot once the page's animations (a dialog fading in) have settled. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/cert-browser-${name}.png` });
}

/** Clicks the button (or link) in `scope` whose text or accessible label is `label`, once it is there and enabled. */
async function press(page: Page, label: string, scope = ''): Promise<void> {
  const target = await page.waitForSelector(
    `xpath/${scope}//*[self::button or self::a][(normalize-space(.)="${label}" or @aria-label="${label}") and not(@disabled)]`,
    { timeout: 15_000 },
  );
  await target!.evaluate((el) => (el as HTMLElement).click());
}

const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
const textsOf = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((el) => (el as HTMLElement).innerText.trim()));

/** A definition list (the test's rules, the verification's facts) as term -> description. */
const factsOf = async (page: Page, selector: string) =>
  Object.fromEntries(
    await page.$$eval(`${selector} > div`, (rows) =>
      rows.map((row) => [row.querySelector('dt')!.textContent!.trim(), row.querySelector('dd')!.textContent!.trim()]),
    ),
  ) as Record<string, string>;

/**
 * Answers the attempt's questions in the order the page asks them (in its language), the n-th answer right or wrong
 * as `rights[n]` says, saving each; saving the last open question submits the test.
 */
async function answer(page: Page, test: SeedTest, lang: Lang, rights: boolean[]): Promise<void> {
  for (const [n, right] of rights.entries()) {
    // The runner moves on to the next open question once the previous answer is saved.
    const asked = await page.waitForFunction(
      (saved) =>
        document.querySelectorAll('.test-navigator button.answered').length === saved && document.querySelector('fieldset.test-question:not([disabled])'),
      { timeout: 15_000 },
      n,
    );
    await asked.dispose();
    await choose(page, test, lang, right);
    const save = await page.waitForSelector('.test-actions button.primary:not([disabled])');
    await save!.evaluate((el) => (el as HTMLButtonElement).click());
  }
}

/** Chooses an option of the question on screen, found in the seed bank by its text: the right one or a wrong one. */
async function choose(page: Page, test: SeedTest, lang: Lang, right: boolean): Promise<void> {
  const text = await textOf(page, 'fieldset.test-question h2');
  const question = test.questions.find((q) => q.text[lang] === text);
  if (!question) throw new Error(`not a question of the bank: ${text}`);
  const option = question.options.find((o) => o.correct === right)!;
  await page.$eval(`.test-options input[value="${option.id}"]`, (el) => (el as HTMLInputElement).click());
}

/** The notification in the open panel whose text holds `text` (its paragraphs read as one), once it is listed. */
async function notification(page: Page, text: string): Promise<ElementHandle<Element>> {
  const item = await page.waitForSelector(`xpath///div[contains(@class,"notification-panel")]//li[contains(@class,"notification")][contains(., "${text}")]`, {
    timeout: 15_000,
  });
  return item!;
}

/** Waits until the open notification panel lists a notification saying `text`; returns whether it is unread. */
async function notificationSays(page: Page, text: string): Promise<boolean> {
  const item = await notification(page, text);
  return item.evaluate((li) => li.classList.contains('unread'));
}

/** Opens the notification that says `text` in the open panel (following its link). */
async function openNotification(page: Page, text: string): Promise<void> {
  const item = await notification(page, text);
  await item.$eval('a', (link) => link.click());
}

/** The unread count the header's bell shows (laptop), waited for until it is `n`. */
const bellShows = (page: Page, n: number) =>
  page.waitForFunction((count) => (document.querySelector('.notification-bell .badge')?.textContent ?? '0') === String(count), { timeout: 15_000 }, n);

/** The first page of a PDF as an RGBA image (pdftoppm's PPM: a short header, then RGB bytes), for the QR decoder. */
function pdfPageImage(pdf: string, dpi: number): { data: Uint8ClampedArray; width: number; height: number } {
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf], { maxBuffer: 64 << 20 });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const rgb = ppm.subarray(header[0].length);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    data[j] = rgb[i]!;
    data[j + 1] = rgb[i + 1]!;
    data[j + 2] = rgb[i + 2]!;
    data[j + 3] = 255;
  }
  return { data, width, height };
}

describeWithBrowser('browser: final test and certificate', () => {
  let harness: BrowserHarness;
  let downloads: string;
  const learners = {} as Record<Lang, { email: string; auth: AuthResponse }>;
  const http = () => request(harness.subject.app.getHttpServer());

  /** Moves the server's clock past the retry wait and lets the deadlines that came due act. */
  const passRetryWait = async () => {
    travel(DAY);
    await harness.subject.app.get(WorkflowsLeader).runDue(now());
  };
  const infoOf = async (lang: Lang) =>
    (await http().get(`/api/testapi/test/${LEARNERS[lang].courseId}/info`).set(bearer(learners[lang].auth)).expect(200)).body as TestInfoResponse;
  const certificateOf = async (lang: Lang) =>
    (await http().post(`/api/certificatesapi/certificate/by-course/${LEARNERS[lang].courseId}`).set(bearer(learners[lang].auth)).expect(200))
      .body as CertificateResponse;

  /** A new learner named as given who bought the course and completed it, with the purchase's notification already seen (so the bell starts at 0). */
  async function readyLearner(lang: Lang): Promise<{ email: string; auth: AuthResponse }> {
    const { courseId, firstName, lastName } = LEARNERS[lang];
    const email = uniqueEmail(`cert-${lang}`);
    const auth = (
      await http()
        .post('/api/authapi/auth/signup')
        .send({ ...signupBody(email, PASSWORD), firstName, lastName })
        .expect(201)
    ).body as AuthResponse;
    await buyCourse(harness.subject, auth, courseId);
    await completeCourse(harness.subject, auth, courseId);
    const list = async (after?: string) =>
      (
        await http()
          .post(`/api/cmsapi/user-notifications/list${after ? `?after=${after}` : ''}`)
          .set(bearer(auth))
          .send({ skip: 0, take: 10, requireTotalCount: true })
          .expect(200)
      ).body as NotificationListResponse;
    await eventually(list, (page) => page.totalCount > 0);
    const seen = await http().patch('/api/cmsapi/user-notifications/seen').set(bearer(auth)).expect(200);
    expect((await list(seen.body.position)).totalUnread).toBe(0);
    return { email, auth };
  }

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    downloads = mkdtempSync(join(tmpdir(), 'khru-downloads-'));
    harness = await startBrowserHarness();
    [learners.en, learners.th] = await Promise.all([readyLearner('en'), readyLearner('th')]);
  }, 90_000);
  afterAll(async () => {
    reset();
    await harness?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('in English: reads the rules, fails, is told when to retry, retries after the wait, passes and gets a certificate anyone can verify by its QR code', async () => {
    const { courseId, title } = LEARNERS.en;
    const test = seedTest(courseId);
    // Live: the bell's notification stream stays open, so the steps wait for what they expect, never for a quiet network.
    const page = await logInThroughPage(harness, learners.en.email, PASSWORD, 'en', { live: true, viewport: LAPTOP });
    await page.goto(`${harness.base}/test/${courseId}`);

    await seeText(page, 'About this test');
    expect(await factsOf(page, '.test-facts')).toEqual({
      Questions: '10 questions',
      'Pass mark': '90%',
      'Time limit': '30 minutes',
      'Wait before a retry': '1 day',
    });
    expect(await textOf(page, '.test-rules p')).toBe(test.information.en);
    await shot(page, 'en-1-rules');
    await press(page, 'Start the test', '//section[contains(@class,"test-outcome")]');
    await seeText(page, 'You need 90% to pass.');
    await seeText(page, 'If you do not pass, you can try again after 1 day.');
    await press(page, 'Start now', '//div[@role="dialog"]');

    // Two wrong of ten: 80%, under the 90% pass mark.
    await answer(page, test, 'en', [false, false, ...Array<boolean>(8).fill(true)]);
    await seeText(page, 'Not passed this time');
    expect(await textOf(page, '.test-result-score')).toBe('80%');
    await seeText(page, '8 of 10 correct. The pass mark is 90%.');
    const failed = await infoOf('en');
    expect(failed.outcome).toBe('notPassed');
    await seeText(page, `You can try again from ${formatDateTime(failed.retryAt!, 'en')}.`);
    expect(await textsOf(page, '.test-attempts tbody td')).toEqual([formatDateTime(failed.pastAttempts[0]!.finishedAt, 'en'), '80% (8 of 10)', 'Not passed']);
    await shot(page, 'en-2-not-passed');

    // The result reaches the bell live, without a reload.
    await bellShows(page, 1);
    await page.$eval('.notification-bell > button', (el) => (el as HTMLButtonElement).click());
    expect(await notificationSays(page, `You scored 80% in the final test of ${title} (pass mark 90%).`)).toBe(true);
    expect(await notificationSays(page, 'You can try again from')).toBe(true);
    await shot(page, 'en-3-bell-not-passed');
    await press(page, 'Close', '//div[contains(@class,"notification-panel")]');
    await page.$eval('a.logo', (el) => (el as HTMLAnchorElement).click());
    await atPath(page, '/');

    // A day later (on the server's clock) the retry opens: the bell counts it live, and its notification leads back to the test.
    await passRetryWait();
    await bellShows(page, 2);
    await page.$eval('.notification-bell > button', (el) => (el as HTMLButtonElement).click());
    expect(await notificationSays(page, `You can take the final test of ${title} again now.`)).toBe(true);
    await shot(page, 'en-4-bell-retry-open');
    await openNotification(page, `You can take the final test of ${title} again now.`);
    await atPath(page, `/test/${courseId}`);
    await seeText(page, 'Your retry is open. Take the test again when you have time to finish it.');
    await press(page, 'Start the test', '//section[contains(@class,"test-outcome")]');
    await press(page, 'Start now', '//div[@role="dialog"]');
    await answer(page, test, 'en', Array<boolean>(10).fill(true));
    await seeText(page, 'You passed!');
    expect(await textOf(page, '.test-result-score')).toBe('100%');
    await seeText(page, 'Certificate earned');

    // The certificate is made a moment after the pass: the dialog follows it until its PDF can be downloaded.
    await press(page, 'Download your certificate', '//section[contains(@class,"test-outcome")]');
    const download = await nextDownload(page, downloads);
    await press(page, 'Download PDF', '//div[@role="dialog"]');
    const { path: pdf, name } = await download.saved;
    await shot(page, 'en-5-certificate-dialog');
    const certificate = await certificateOf('en');
    expect(certificate.id).toBe(certificateIdFor(learners.en.auth.id, 'course', courseId));
    expect(name).toBe(`khru-certificate-${certificate.number}.pdf`);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const printed = execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8');
    for (const fact of ['Ann Lee', title, certificate.number, '100%']) expect(printed).toContain(fact);
    if (SHOTS) execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', pdf, `${SHOTS}/cert-browser-en-6-pdf`]);

    const { data, width, height } = pdfPageImage(pdf, 150);
    const verifyUrl = `${harness.base}/verify/${certificate.id}`;
    // jsqr is CommonJS: its decoder is the module's `default`.
    expect(jsqr.default(data, width, height)?.data).toBe(verifyUrl);

    await press(page, 'Close', '//div[@role="dialog"]');
    await page.$eval('.notification-bell > button', (el) => (el as HTMLButtonElement).click());
    expect(await notificationSays(page, `Your certificate for ${title} is ready.`)).toBe(true);
    expect(await notificationSays(page, `You passed the final test of ${title} with 100%.`)).toBe(true);
    await shot(page, 'en-7-bell-certificate-ready');

    // Anyone, not logged in, opens what the QR code says.
    const stranger = await harness.open(new URL(verifyUrl).pathname, LAPTOP);
    await inLocale(stranger, 'en');
    await seeText(stranger, 'Valid certificate');
    expect(await factsOf(stranger, '.verification-facts')).toEqual({
      'Awarded to': 'Ann Lee',
      For: title,
      Type: 'Course certificate',
      'Issued on': formatDate(certificate.issuedAt, 'en'),
      Score: '100%',
      'Certificate number': certificate.number,
      'Issued by': 'Khru',
    });
    await shot(stranger, 'en-8-verification');
  });

  it('in Thai on a phone: reads the rules in Thai, submits early and fails, retries after the wait, passes, and sees the Thai verification page', async () => {
    const { courseId, title } = LEARNERS.th;
    const test = seedTest(courseId);
    // Live: the bell's notification stream stays open, so the steps wait for what they expect, never for a quiet network.
    const page = await logInThroughPage(harness, learners.th.email, PASSWORD, 'th', { live: true, viewport: PHONE });
    await page.goto(`${harness.base}/test/${courseId}`);
    const openBell = async () => {
      await page.$eval('.menu-toggle', (el) => (el as HTMLButtonElement).click());
      await page.$eval('.notifications-entry', (el) => (el as HTMLButtonElement).click());
    };

    await seeText(page, 'เกี่ยวกับแบบทดสอบนี้');
    expect(await factsOf(page, '.test-facts')).toEqual({ จำนวนข้อ: '10 ข้อ', เกณฑ์ผ่าน: '90%', เวลาทำ: '30 นาที', ระยะรอก่อนสอบใหม่: '1 วัน' });
    expect(await textOf(page, '.test-rules p')).toBe(test.information.th);
    await shot(page, 'th-1-rules');
    await press(page, 'เริ่มทำแบบทดสอบ', '//section[contains(@class,"test-outcome")]');
    await seeText(page, 'ต้องได้คะแนน 90% จึงจะผ่าน');
    await press(page, 'เริ่มสอบเลย', '//div[@role="dialog"]');

    // One right answer saved, a wrong one chosen, then submitted early: 1 of 10.
    await answer(page, test, 'th', [true]);
    await seeText(page, 'ข้อ 2 จาก 10');
    await choose(page, test, 'th', false);
    await press(page, 'ส่งข้อสอบตอนนี้');
    await seeText(page, 'จะมี 8 ข้อที่ไม่ได้ตอบและนับเป็นผิด');
    await seeText(page, 'คำตอบที่คุณเลือกไว้ในข้อ 2 จะถูกบันทึกไปพร้อมกัน');
    await shot(page, 'th-2-submit-early');
    await press(page, 'ส่งข้อสอบ', '//div[@role="dialog"]');
    await seeText(page, 'ครั้งนี้ยังไม่ผ่าน');
    await seeText(page, 'ตอบถูก 1 จาก 10 ข้อ เกณฑ์ผ่านคือ 90%');
    const failed = await infoOf('th');
    await seeText(page, `คุณสอบใหม่ได้ตั้งแต่ ${formatDateTime(failed.retryAt!, 'th')}`);
    await shot(page, 'th-3-not-passed');

    // Below 1024 px the bell is the menu's entry; the menu button shows a dot while something is unread.
    await page.waitForSelector('.menu-toggle .unread-dot', { timeout: 15_000 });
    await openBell();
    expect(await notificationSays(page, `คุณได้คะแนน 10% ในแบบทดสอบท้ายคอร์ส ${title} (เกณฑ์ผ่าน 90%)`)).toBe(true);
    await shot(page, 'th-4-bell-not-passed');
    await press(page, 'ปิด', '//div[contains(@class,"notification-panel")]');
    await page.$eval('a.logo', (el) => (el as HTMLAnchorElement).click());
    await atPath(page, '/');

    await passRetryWait();
    await page.$eval('.menu-toggle', (el) => (el as HTMLButtonElement).click());
    await page.waitForFunction(() => document.querySelector('.notifications-entry .count-pill')?.textContent === '2', { timeout: 15_000 });
    await page.$eval('.notifications-entry', (el) => (el as HTMLButtonElement).click());
    const retryOpen = `ตอนนี้คุณทำแบบทดสอบท้ายคอร์ส ${title} ได้อีกครั้งแล้ว`;
    expect(await notificationSays(page, retryOpen)).toBe(true);
    await shot(page, 'th-5-bell-retry-open');
    await openNotification(page, retryOpen);
    await atPath(page, `/test/${courseId}`);
    await seeText(page, 'คุณสอบใหม่ได้แล้ว');
    await press(page, 'เริ่มทำแบบทดสอบ', '//section[contains(@class,"test-outcome")]');
    await press(page, 'เริ่มสอบเลย', '//div[@role="dialog"]');
    await answer(page, test, 'th', Array<boolean>(10).fill(true));
    await seeText(page, 'คุณสอบผ่านแล้ว!');
    await seeText(page, 'ได้รับใบประกาศนียบัตรแล้ว');

    await press(page, 'ดาวน์โหลดใบประกาศนียบัตรของคุณ', '//section[contains(@class,"test-outcome")]');
    await page.waitForSelector('xpath///div[@role="dialog"]//button[normalize-space(.)="ดาวน์โหลด PDF"]', { timeout: 15_000 });
    await shot(page, 'th-6-certificate-dialog');
    await press(page, 'ดูหน้าตรวจสอบ', '//div[@role="dialog"]');
    const certificate = await certificateOf('th');
    await atPath(page, `/verify/${certificate.id}`);
    await seeText(page, 'ใบประกาศนียบัตรถูกต้อง');
    const issued = formatDate(certificate.issuedAt, 'th');
    // The Thai date counts years in the Buddhist era (543 years ahead), in Bangkok.
    const year = Number(new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(new Date(certificate.issuedAt)));
    expect(issued).toContain(String(year + 543));
    expect(await factsOf(page, '.verification-facts')).toEqual({
      มอบให้แก่: 'มาลี สุขใจ',
      หลักสูตร: title,
      ประเภท: 'ใบประกาศนียบัตรคอร์ส',
      ออกให้เมื่อ: issued,
      คะแนน: '100%',
      เลขที่ใบประกาศนียบัตร: certificate.number,
      ออกโดย: 'ครู',
    });
    await shot(page, 'th-7-verification');

    await openBell();
    expect(await notificationSays(page, `ใบประกาศนียบัตร ${title} ของคุณพร้อมแล้ว`)).toBe(true);
    await shot(page, 'th-8-bell-certificate-ready');
  });
});
