import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { SupportHoursResponse } from '@khru/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { now, reset, travel } from '../../src/kernel/clock/clock.js';
import { DEMO, DEMO_PASSWORD, signup, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { mailSentTo } from '../support/mail-folder.js';

const SHOTS = process.env.SHOTS_DIR;
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = 'correct-horse-1';
const XSS = '<img src=x onerror="window.__xss=1">';

const byTestId = (id: string) => `[data-testid="${id}"]`;
/** Text as an XPath string (XPath 1 has no escapes: a text with double quotes goes in single ones). */
const literal = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);
const message = (author: 'learner' | 'support', text: string) =>
  `//*[@data-testid="support-message"][@data-author="${author}"][.//*[@data-testid="support-message-body"][normalize-space(.)=${literal(text)}]]`;

/** Clicks in the page (a click by coordinates can land on the panel's overlay or the launcher). */
async function press(page: Page, selector: string): Promise<void> {
  const element = (await page.waitForSelector(selector, { timeout: 15_000 })) as ElementHandle<HTMLElement>;
  await element.evaluate((el) => el.click());
}

/** Writes in the panel's composer and sends, then waits for the message to show as the learner's. */
async function send(page: Page, text: string): Promise<void> {
  await page.waitForSelector('textarea[name=supportMessage]', { timeout: 15_000 });
  await page.type('textarea[name=supportMessage]', text);
  await press(page, byTestId('support-send'));
  await page.waitForSelector(`xpath/${message('learner', text)}`, { timeout: 15_000 });
}

/** Opens the launcher and gives the visitor's name and email. */
async function introduceVisitor(page: Page, name: string, email: string): Promise<void> {
  await press(page, byTestId('support-launcher'));
  await page.waitForSelector(`[role=dialog]${byTestId('support-panel')}`, { timeout: 15_000 });
  await fill(page, 'input[name=supportName]', name);
  await fill(page, 'input[name=supportEmail]', email);
  await press(page, byTestId('support-visitor-submit'));
}

/** Goes to a route of the admin app without a reload (its support pages hold a live stream, so the network never rests). */
async function adminRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

/** The next Sunday at noon in Bangkok, when support is closed by default (Monday to Friday). */
function nextSundayNoonInBangkok(from: Date): number {
  const bangkok = new Date(from.getTime() + 7 * HOUR);
  const ahead = 7 - bangkok.getUTCDay();
  return Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth(), bangkok.getUTCDate() + ahead, 12) - 7 * HOUR;
}

describeWithBrowser('browser: support chat in the learner app and the admin inbox', () => {
  let harness: BrowserHarness;
  let admin: Page;
  const http = () => request(harness.subject.app.getHttpServer());

  const shoot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    // The panel slides in: shot once what moves has come to rest (never-ending animations aside).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
    await page.screenshot({ path: join(SHOTS, `support-${name}.png`) });
  };

  /** Opens the conversation of the visitor named `name` from the admin inbox; answers its id. */
  const openInInbox = async (name: string): Promise<string> => {
    await adminRoute(admin, '#/support');
    const row = `//*[@data-testid="support-inbox-row"][contains(., "${name}")]`;
    const element = (await admin.waitForSelector(`xpath/${row}`, { timeout: 15_000 })) as ElementHandle<HTMLElement>;
    await element.evaluate((el) => el.click());
    await admin.waitForFunction(() => /^#\/support\/[^/]+\/show/.test(window.location.hash), { timeout: 15_000 });
    return admin.evaluate(() => decodeURIComponent(/^#\/support\/([^/]+)\/show/.exec(window.location.hash)![1]!));
  };

  const reply = async (text: string) => {
    await admin.waitForSelector('textarea[name=supportReply]', { timeout: 15_000 });
    await admin.type('textarea[name=supportReply]', text);
    await press(admin, byTestId('support-reply-send'));
    await admin.waitForSelector(`xpath/${message('support', text)}`, { timeout: 15_000 });
  };

  beforeAll(async () => {
    harness = await startBrowserHarness();
    // Support answers live on weekdays only: a run outside those hours moves the server's clock to the next opening.
    const hours = (await http().get('/api/supportapi/hours').expect(200)).body as SupportHoursResponse;
    if (!hours.online) travel(Date.parse(hours.opensAt!) - now().getTime() + MINUTE);
    admin = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'en');
    await admin.setViewport(LAPTOP);
  }, 60_000);

  afterAll(async () => {
    reset();
    await harness?.close();
  });

  it('a visitor asks, the admin answers live, and once logged in the visitor finds the conversation in their account', async () => {
    const name = 'Ann Visitor';
    const email = uniqueEmail('support-visitor');
    const question = 'Can I get a receipt for my company?';
    const answer = 'Yes: the receipt page lets you add your company name.';
    await signup(harness.subject, email, PASSWORD);

    const visitor = await harness.open('/', LAPTOP, { live: true });
    await introduceVisitor(visitor, name, email);
    await send(visitor, question);
    await shoot(visitor, 'visitor-asked-en');

    // Support, in another browser, opens it from the inbox and answers.
    const conversationId = await openInInbox(name);
    await seeText(admin, question);
    await reply(answer);
    await shoot(admin, 'admin-conversation-en');

    // The visitor sees the answer without a reload, and that support read the question.
    await visitor.waitForSelector(`xpath/${message('support', answer)}`, { timeout: 15_000 });
    await visitor.waitForSelector(`[data-testid="support-message"][data-author="learner"][data-state="read"]`, { timeout: 15_000 });
    await shoot(visitor, 'visitor-answered-en');
    // They were on the site: the answer was not mailed.
    expect(await mailSentTo(harness.subject.config.dataDir, email)).toEqual([]);

    // Logged in, in the same browser: the conversation is now the learner's, with both messages, and no visitor form.
    await visitor.goto(`${harness.base}/auth/login`, { waitUntil: 'load' });
    await fill(visitor, '#login-email', email);
    await fill(visitor, '#login-password', PASSWORD);
    await visitor.click('form button[type=submit]');
    await atPath(visitor, '/');
    await press(visitor, byTestId('support-launcher'));
    const item = `${byTestId('support-conversation-item')}[data-conversation-id="${conversationId}"]`;
    await press(visitor, item);
    await visitor.waitForSelector(`xpath/${message('learner', question)}`, { timeout: 15_000 });
    await visitor.waitForSelector(`xpath/${message('support', answer)}`, { timeout: 15_000 });
    expect(await visitor.$('input[name=supportName]')).toBeNull();
    await shoot(visitor, 'learner-conversation-en');
    await visitor.close();
  }, 90_000);

  it('a Thai visitor on a phone leaves the site; the answer comes by mail in Thai and its link opens the conversation', async () => {
    const name = 'สมหญิง ใจงาม';
    const email = uniqueEmail('support-thai');
    const question = 'คอร์สนี้มีใบประกาศนียบัตรไหมคะ';
    const answer = 'มีค่ะ เมื่อเรียนจบและสอบผ่านจะได้รับใบประกาศนียบัตรทันที';

    const visitor = await harness.open('/', PHONE, { live: true });
    await inLocale(visitor, 'th');
    await introduceVisitor(visitor, name, email);
    await send(visitor, question);
    // What a visitor types is shown as text, never run as markup.
    await send(visitor, XSS);
    expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await visitor.$$(`${byTestId('support-message-body')} img`)).toHaveLength(0);
    await shoot(visitor, 'visitor-asked-th');

    // The visitor closes the tab: no stream open, so not on the site when support answers.
    await visitor.close();
    const conversationId = await openInInbox(name);
    await seeText(admin, question);
    await reply(answer);

    const [mail] = await eventually(
      () => mailSentTo(harness.subject.config.dataDir, email),
      (mails) => mails.length === 1,
    );
    expect(mail!.subject).toMatch(/[\u0E00-\u0E7F]/);
    expect(mail!.text).toContain(answer);
    const link = new RegExp(`/\\?support=${conversationId}&visitor=[^\\s"'<>]+`).exec(mail!.text);
    expect(link).not.toBeNull();

    // The mail's link, in a new tab of the same browser, opens the panel on the conversation with the answer.
    const again = await harness.open(link![0], PHONE, { live: true, beside: visitor });
    await again.waitForSelector(`[role=dialog]${byTestId('support-panel')}`, { timeout: 15_000 });
    await again.waitForSelector(`xpath/${message('support', answer)}`, { timeout: 15_000 });
    await again.waitForSelector(`xpath/${message('learner', XSS)}`, { timeout: 15_000 });
    expect(await again.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await shoot(again, 'visitor-mail-link-th');
    await again.close();
  }, 60_000);

  it('outside support hours the panel says so', async () => {
    travel(nextSundayNoonInBangkok(now()) - now().getTime());
    const visitor = await harness.open('/', PHONE);
    await press(visitor, byTestId('support-launcher'));
    await visitor.waitForSelector(byTestId('support-offline'), { timeout: 15_000 });
    await shoot(visitor, 'offline-en');
    await visitor.close();
  }, 30_000);
});
