import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse, StartConversationResponse } from '@khru/contracts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { bearer, DEMO, DEMO_PASSWORD, login, signup, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, logInThroughPage, logInToAdmin, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { freeCourse, publishCourse } from '../support/courses.js';

const TABS = 10;
/** The HTTP/1.1 connections Chromium gives a site in one browser profile: streams held open beyond it stop pages loading. */
const CONNECTION_LIMIT = 6;
const LAPTOP = { width: 1280, height: 800 };
const COURSE = 'many-tabs-course';
const PASSWORD = 'correct-horse-1';
const LIVE_PATHS: Record<string, string> = {
  '/api/cmsapi/user-notifications/stream': 'bell',
  '/api/supportapi/stream': 'chat',
  '/api/supportapi/admin/stream': 'inbox',
};

const userOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/** The live streams the server holds open, by the account whose token opened them (one account per browser here). */
function watchStreams(server: Server) {
  const open = new Set<{ userId: string; kind: string }>();
  const peak = new Map<string, number>();
  const of = (userId: string) => [...open].filter((stream) => stream.userId === userId);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const kind = LIVE_PATHS[url.pathname];
    const token = url.searchParams.get('access_token');
    if (!kind || !token) return;
    const stream = { userId: userOf(token), kind };
    open.add(stream);
    peak.set(stream.userId, Math.max(peak.get(stream.userId) ?? 0, of(stream.userId).length));
    res.on('close', () => open.delete(stream));
  });
  return {
    /** The kinds of stream open for `userId`, sorted. */
    kinds: (userId: string) =>
      of(userId)
        .map((stream) => stream.kind)
        .sort(),
    /** The most streams `userId` ever held at once. */
    peak: (userId: string) => peak.get(userId) ?? 0,
  };
}

/** Reads until `done` holds, for at most 20 seconds (a bound on waiting, not a measure of speed). */
async function until<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never reached: ${JSON.stringify(read())}`);
}

const same = (expected: string[]) => (kinds: string[]) => JSON.stringify(kinds) === JSON.stringify(expected);

/** Waits until the element at `selector` says `text`. */
const shows = (page: Page, selector: string, text: string) =>
  page.waitForFunction((s, t) => document.querySelector(s)?.textContent?.trim() === t, { timeout: 15_000 }, selector, text);

/** The admin menu's count of conversations waiting for us, as its label says it in either language ("3 conversations waiting for us"). */
const WAITING = '[data-testid="support-waiting"] .MuiBadge-badge';
const waitingIn = (page: Page) => page.$eval(WAITING, (el) => Number(/\d+/.exec(el.getAttribute('aria-label') ?? '')?.[0]));
const waitingBecomes = (page: Page, count: number) =>
  page.waitForFunction(
    (s, n) => Number(/\d+/.exec(document.querySelector(s)?.getAttribute('aria-label') ?? '')?.[0]) === n,
    { timeout: 15_000 },
    WAITING,
    count,
  );

describeWithBrowser('browser: ten tabs of each app share one set of live streams per browser', () => {
  let harness: BrowserHarness;
  let streams: ReturnType<typeof watchStreams>;
  let admin: AuthResponse;
  const http = () => request(harness.subject.app.getHttpServer());
  const startConversation = async (learner: AuthResponse, body: string) =>
    ((await http().post('/api/supportapi/conversations').set(bearer(learner)).send({ body, page: '/' }).expect(201)).body as StartConversationResponse)
      .conversationId;

  /** Opens `count` more tabs of `path` beside `page` (the same browser profile); each is in front once opened, as a new tab is. */
  const moreTabs = async (page: Page, path: string, count: number, loaded: string): Promise<Page[]> => {
    const tabs: Page[] = [];
    for (let i = 0; i < count; i++) {
      const tab = await harness.open(path, LAPTOP, { live: true, beside: page });
      await tab.waitForSelector(loaded, { timeout: 15_000 });
      tabs.push(tab);
    }
    return tabs;
  };

  /** Puts a blank tab in front of the profile's tabs, so none of them is visible; answers how to close it. */
  const hideAll = async (page: Page) => {
    const blank = await page.browserContext().newPage();
    await blank.bringToFront();
    return () => blank.close();
  };

  beforeAll(async () => {
    harness = await startBrowserHarness();
    streams = watchStreams(harness.subject.app.getHttpServer() as Server);
    admin = await login(harness.subject, DEMO.admin);
    await publishCourse(harness.subject, admin, freeCourse(COURSE, 'Many tabs', 'Announced to every tab.'));
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  it('learner app: ten tabs load; the visible one alone holds the bell and the chat, which reach it live; hidden tabs hold nothing', async () => {
    const email = uniqueEmail('many-tabs');
    const learner = await signup(harness.subject, email, PASSWORD);
    await http().post('/api/paymentapi/enroll-single-item').set(bearer(learner)).send({ itemId: COURSE, isBundle: false }).expect(200);
    const conversationId = await startConversation(learner, 'Does my certificate show my company?');
    const reply = (body: string) =>
      http().post(`/api/supportapi/admin/conversations/${conversationId}/messages`).set(bearer(admin)).field('body', body).expect(201);

    const first = await logInThroughPage(harness, email, PASSWORD, 'en', { live: true, viewport: LAPTOP });
    const tabs = [first, ...(await moreTabs(first, '/', TABS - 1, '.notification-bell'))];
    const front = tabs[TABS - 1]!;
    expect(await until(() => streams.kinds(learner.id), same(['bell', 'chat']))).toEqual(['bell', 'chat']);
    expect(streams.peak(learner.id)).toBeLessThan(CONNECTION_LIMIT);

    // What support and the instructor do reaches the visible tab live, and the hidden tabs through it.
    await reply('Yes, it does.');
    await http()
      .post(`/api/cmsapi/courses/${COURSE}/announcements`)
      .set(bearer(admin))
      .send({ contentEn: '<p>Welcome</p>', contentTh: '<p>ยินดีต้อนรับ</p>' })
      .expect(201);
    for (const tab of [front, tabs[0]!]) {
      await shows(tab, '[data-testid="support-unread"]', '1');
      await shows(tab, '.notification-bell .badge', '1');
    }

    // With none of them visible, nothing is open; the tab shown next holds the streams again and reads what it missed.
    const closeBlank = await hideAll(first);
    expect(await until(() => streams.kinds(learner.id), same([]))).toEqual([]);
    await reply('It shows the company on the certificate.');
    await tabs[3]!.bringToFront();
    await closeBlank();
    expect(await until(() => streams.kinds(learner.id), same(['bell', 'chat']))).toEqual(['bell', 'chat']);
    await shows(tabs[3]!, '[data-testid="support-unread"]', '2');
    expect(streams.peak(learner.id)).toBeLessThan(CONNECTION_LIMIT);
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it('admin app: ten tabs load; the visible one alone holds the bell and the inbox, which reaches it live; hidden tabs hold nothing', async () => {
    const learners = await Promise.all([signup(harness.subject), signup(harness.subject)]);
    // In Thai, as the learner app's tabs were in English.
    const loginTab = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'th');
    const tabs = await moreTabs(loginTab, '/admin/', TABS, WAITING);
    // The login tab came without live streams (the harness refuses them there): the ten live ones are the test.
    await loginTab.close();
    const front = tabs[TABS - 1]!;
    expect(await until(() => streams.kinds(admin.id), same(['bell', 'inbox']))).toEqual(['bell', 'inbox']);
    expect(streams.peak(admin.id)).toBeLessThan(CONNECTION_LIMIT);

    const before = await waitingIn(front);
    await startConversation(learners[0]!, 'Where do I find my receipt?');
    await waitingBecomes(front, before + 1);
    await waitingBecomes(tabs[0]!, before + 1);

    const closeBlank = await hideAll(front);
    expect(await until(() => streams.kinds(admin.id), same([]))).toEqual([]);
    await startConversation(learners[1]!, 'Can my team share one licence?');
    await tabs[2]!.bringToFront();
    await closeBlank();
    expect(await until(() => streams.kinds(admin.id), same(['bell', 'inbox']))).toEqual(['bell', 'inbox']);
    await waitingBecomes(tabs[2]!, before + 2);
    expect(streams.peak(admin.id)).toBeLessThan(CONNECTION_LIMIT);
    await Promise.all(tabs.map((tab) => tab.close()));
  });
});
