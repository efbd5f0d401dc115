import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuthResponse, CostCentreBalance, EmployeeResponse, LicenceResponse, Paged } from '@khru/contracts';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { DEMO, DEMO_PASSWORD, bearer } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { repositoryRoot } from '../support/server-process.js';

/** The demo organisation, its Operations cost centre and its all-access licence pool (`infra/seed/organisation.json`). */
const ORGANISATION = '5e1a0b2c-0001-4c00-8000-000000000001';
const OPERATIONS = '5e1a0b2c-0101-4c00-8000-000000000101';
const ALL_ACCESS = '5e1a0b2c-0301-4c00-8000-000000000301';
const CSV_HEADER = 'email,firstName,lastName,department,position,jobGrade,team,businessUnit,location,costCentre';
const DAY_MS = 24 * 3600 * 1000;

describeWithBrowser('browser: corporate learning', () => {
  let harness: BrowserHarness;
  const http = () => request(harness.subject.app.getHttpServer());
  const login = async (email: string) =>
    (await http().post('/api/authapi/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body as AuthResponse;

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function logInToLearnerApp(email: string, locale: 'en' | 'th', viewport?: { width: number; height: number }): Promise<Page> {
    const page = await harness.open('/auth/login', viewport);
    await inLocale(page, locale);
    await fill(page, '#login-email', email);
    await fill(page, '#login-password', DEMO_PASSWORD);
    await page.click('form button[type=submit]');
    await atPath(page, '/');
    await page.waitForSelector('.account-button');
    return page;
  }

  /** A button by its text as written (MUI shows labels upper-cased, which innerText would reflect). */
  const button = (page: Page, label: string) => page.waitForSelector(`xpath///button[normalize-space(.)="${label}"]`, { timeout: 15_000 });

  async function logInToAdminApp(email: string, locale: 'en' | 'th'): Promise<Page> {
    const page = await harness.open('/admin/');
    await inLocale(page, locale);
    await fill(page, 'input[name=username]', email);
    await fill(page, 'input[name=password]', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('.RaSidebar-fixed a', { timeout: 15_000 });
    return page;
  }

  it.each([
    {
      locale: 'en' as const,
      words: { preview: 'Preview', import: 'Import', badRow: 'No cost centre of this organisation has this code', done: 'The file is imported' },
      words2: { assign: 'Assign seats', people: 'Employees' },
      first: 'Ladda',
    },
    {
      locale: 'th' as const,
      words: { preview: 'ดูตัวอย่าง', import: 'นำเข้า', badRow: 'ไม่พบศูนย์ต้นทุนรหัสนี้ในองค์กร', done: 'นำเข้าไฟล์แล้ว' },
      words2: { assign: 'มอบสิทธิ์', people: 'พนักงาน' },
      first: 'Prapai',
    },
  ])('an organisation admin imports people from a CSV file and gives one a licence seat, in $locale', async ({ locale, words, words2, first }) => {
    const orgAdmin = await login(DEMO.orgAdmin);
    const tag = randomUUID().slice(0, 8);
    const email = `${first.toLowerCase()}.${tag}@siamexpress.example`;
    const row = (costCentre: string) =>
      `${email},${first},Tester${tag},Operations,Dispatcher,S2,Outbound,Freight & Logistics,Bangkok - Lat Krabang,${costCentre}`;
    const files = mkdtempSync(join(tmpdir(), 'khru-import-'));
    writeFileSync(join(files, 'bad.csv'), `${CSV_HEADER}\n${row('NOPE')}\n`);
    writeFileSync(join(files, 'good.csv'), `${CSV_HEADER}\n${row('OPS-BKK')}\n`);

    const page = await logInToAdminApp(DEMO.orgAdmin, locale);
    await page.goto(`${harness.base}/admin/#/employees/import`, { waitUntil: 'networkidle0' });
    const choose = async (name: string) => {
      const input = await page.waitForSelector('input[data-testid=import-file]');
      await (input as ElementHandle<HTMLInputElement>).uploadFile(join(files, name));
      await (await button(page, words.preview))!.click();
    };
    await choose('bad.csv');
    await seeText(page, words.badRow);
    await choose('good.csv');
    await (await page.waitForSelector(`xpath///button[normalize-space(.)="${words.import}" and not(@disabled)]`, { timeout: 15_000 }))!.click();
    await seeText(page, words.done);
    rmSync(files, { recursive: true, force: true });

    const listed = async () =>
      (
        await http()
          .get(`/api/orgsapi/organizations/${ORGANISATION}/employees?q=${encodeURIComponent(email)}`)
          .set(bearer(orgAdmin))
          .expect(200)
      ).body as Paged<EmployeeResponse>;
    const [person] = (await eventually(listed, (page) => page.items.length === 1)).items;

    await page.goto(`${harness.base}/admin/#/licences/${ALL_ACCESS}/show`, { waitUntil: 'networkidle0' });
    await (await button(page, words2.assign))!.click();
    const people = await page.waitForSelector(`xpath///div[@role="dialog"]//label[contains(., "${words2.people}")]/following::input[1]`);
    await people!.type(`${first} Tester${tag}`);
    await (await page.waitForSelector(`xpath///li[@role="option"][contains(., "Tester${tag}")]`, { timeout: 15_000 }))!.click();
    await (await page.waitForSelector('[role=dialog] button[type=submit]'))!.click();
    const holders = async () =>
      ((await http().get(`/api/orgsapi/organizations/${ORGANISATION}/licences`).set(bearer(orgAdmin)).expect(200)).body as LicenceResponse[])
        .find((pool) => pool.id === ALL_ACCESS)!
        .holders.map((holder) => holder.userId);
    expect(await eventually(holders, (ids) => ids.includes(person!.id))).toContain(person!.id);
    await page.close();
  });

  it.each([
    { locale: 'en' as const, email: 'kittisak.b@siamexpress.example', course: 'python-for-beginners', enrol: 'Enrol', confirm: 'Confirm and enrol' },
    { locale: 'th' as const, email: 'araya.p@siamexpress.example', course: 'javascript-essentials', enrol: 'ลงทะเบียนเรียน', confirm: 'ยืนยันและลงทะเบียน' },
  ])('an employee enrols by credits in $locale, confirms, and lands in the course', async ({ locale, email, course, enrol, confirm }) => {
    const page = await logInToLearnerApp(email, locale, locale === 'th' ? { width: 390, height: 844 } : undefined);
    await page.goto(`${harness.base}/courses-overview/${course}`, { waitUntil: 'networkidle0' });
    await (await button(page, enrol))!.click();
    await page.waitForSelector('.enrol-summary');
    await (await button(page, confirm))!.click();
    await atPath(page, `/courses-learning/${course}`);
    await page.waitForSelector('.learning-layout', { timeout: 15_000 });
    await page.close();
  });

  it('refuses an employee without a licence for the course with the spec\u2019s message, in English and Thai', async () => {
    for (const [locale, message] of [
      ['en', 'You do not have the sufficient license to enroll in this course. Please contact your Admin/HR.'],
      ['th', 'คุณไม่มีสิทธิ์การใช้งานเพียงพอสำหรับลงทะเบียนคอร์สนี้ กรุณาติดต่อผู้ดูแลระบบ/ฝ่ายบุคคล'],
    ] as const) {
      // Teerapat holds only the compliance pack, not the all-access licence.
      const page = await logInToLearnerApp('teerapat.c@siamexpress.example', locale);
      await page.goto(`${harness.base}/courses-overview/excel-pivot-tables`, { waitUntil: 'networkidle0' });
      await (await button(page, locale === 'en' ? 'Enrol' : 'ลงทะเบียนเรียน'))!.click();
      await seeText(page, message);
      await page.close();
    }
  });

  it('shows an auditor a cost centre\u2019s balance as of last month, and the export downloaded there verifies', async () => {
    const auditor = await login(DEMO.auditor);
    // The picker takes whole minutes, so the instant asked of the API is one too.
    const lastMonth = new Date(Math.floor((Date.now() - 30 * DAY_MS) / 60_000) * 60_000);
    const then = (await http().get(`/api/orgsapi/cost-centres/${OPERATIONS}?asOf=${lastMonth.toISOString()}`).set(bearer(auditor)).expect(200))
      .body as CostCentreBalance;
    const today = (await http().get(`/api/orgsapi/cost-centres/${OPERATIONS}`).set(bearer(auditor)).expect(200)).body as CostCentreBalance;
    expect(then.balance).not.toBe(today.balance);

    const page = await harness.open('/admin/');
    await inLocale(page, 'en');
    await fill(page, 'input[name=username]', DEMO.auditor);
    await fill(page, 'input[name=password]', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('xpath///a[normalize-space(.)="Audit"]', { timeout: 15_000 });
    await page.goto(`${harness.base}/admin/#/audit`, { waitUntil: 'networkidle0' });
    // The audit page loads on first visit: wait for its pickers rather than for the network.
    await page.waitForFunction(() => document.querySelectorAll('[role=combobox]').length >= 2, { timeout: 15_000 });
    const [, costCentre] = await page.$$('[role=combobox]');
    await costCentre!.click();
    await (await page.waitForSelector('xpath///li[@role="option"][contains(., "OPS-BKK")]'))!.click();
    // The balance as of now first, as the auditor sees it: the instant is changed on a page that has settled.
    await seeText(page, `${today.balance.toLocaleString('en-US')} credits`);
    // The picker reads Bangkok time (UTC+7), as a datetime-local value.
    const bangkok = new Date(lastMonth.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 16);
    await page.$eval(
      'input[type=datetime-local]',
      (input, value) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      bangkok,
    );
    await seeText(page, `${then.balance.toLocaleString('en-US')} credits`);

    const downloads = mkdtempSync(join(tmpdir(), 'khru-export-'));
    // What the page fetches with the auditor's token and hands to the browser to save is the file checked here.
    const exported = page.waitForResponse((r) => r.url().includes(`/cost-centres/${OPERATIONS}/ledger/export?format=jsonl`), { timeout: 30_000 });
    // Clicked in the page itself: the cards below the balance are still loading and move the button about.
    await (await button(page, 'Download JSONL'))!.evaluate((element) => (element as HTMLButtonElement).click());
    const response = await exported;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('asOf')).toBe(lastMonth.toISOString());
    const file = join(downloads, 'ledger.jsonl');
    writeFileSync(file, await response.buffer());
    expect(existsSync(file)).toBe(true);
    const verified = spawnSync(process.execPath, [join(repositoryRoot, 'scripts/audit-verify.mjs'), file], { encoding: 'utf8' });
    expect({ status: verified.status, out: verified.stdout + verified.stderr }).toMatchObject({ status: 0 });
    rmSync(downloads, { recursive: true, force: true });
    await page.close();
  }, 120_000);
});
