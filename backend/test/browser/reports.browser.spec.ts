import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  reportDayOf,
  reportMonthOf,
  type AuthResponse,
  type ReportName,
  type ReportPeriod,
  type ReportQueryBody,
  type ReportScheduleResponse,
} from '@khru/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { now, reset, travel } from '../../src/kernel/clock/clock.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { DEMO, DEMO_PASSWORD, bearer, login, uniqueEmail } from '../support/accounts.js';
import { describeWithBrowser, logInThroughPage, logInToAdmin, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { nextDownload } from '../support/downloads.js';
import { eventually } from '../support/eventually.js';
import { mailSentTo } from '../support/mail-folder.js';

type Lang = 'en' | 'th';

/** Siam Express Logistics, the demo organisation with twelve months of seeded history (infra/seed/organisation.json). */
const ORGANISATION = { en: 'Siam Express Logistics Co., Ltd.', th: 'บริษัท สยามเอ็กซ์เพรส โลจิสติกส์ จำกัด' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MINUTE = 60_000;
const THIS_MONTH: ReportQueryBody = { filterMode: 'List', dateRange: 1 };
const THIS_YEAR: ReportQueryBody = { filterMode: 'List', dateRange: 3 };

/**
 * The four tabs of spec section 2 in their order, each with the sections it draws (`section[aria-labelledby=…]`): its charts
 * (recharts plus the table screen readers read) and its tables; the last table of a paged tab shows spec section 8's pager.
 */
const TABS: { report: ReportName; label: Record<Lang, string>; charts: string[]; tables: string[]; paged: boolean }[] = [
  {
    report: 'user-activation',
    label: { en: 'User Activation', th: 'การเปิดใช้งานของผู้ใช้' },
    charts: ['report-activation-chart'],
    tables: ['report-activation-table'],
    paged: true,
  },
  {
    report: 'learning-dashboard',
    label: { en: 'Learning Dashboard', th: 'แดชบอร์ดการเรียนรู้' },
    charts: ['report-top-courses', 'report-top-skills'],
    tables: ['report-leaderboard'],
    paged: false,
  },
  {
    report: 'learner-activity',
    label: { en: 'Learner Activity', th: 'กิจกรรมของผู้เรียน' },
    charts: ['report-activity-chart'],
    tables: ['report-activity-table'],
    paged: true,
  },
  // The learning summary draws no chart: its groups and its learners are tables.
  {
    report: 'learning-summary',
    label: { en: 'Learning Summary', th: 'สรุปการเรียนรู้' },
    charts: [],
    tables: ['report-summary-groups', 'report-summary-learners'],
    paged: true,
  },
];

/** Spec section 8's pager over the first page of a table, in each language. */
const FIRST_PAGE: Record<Lang, (count: number) => string> = {
  en: (count) => `1 - 10 of ${count} items`,
  th: (count) => `1 - 10 จาก ${count} รายการ`,
};

/** The admin app's months and days (admin-app/src/reports/report-format.ts): Thai counts years in the Buddhist era. */
const dateLocale = (lang: Lang) => (lang === 'th' ? 'th-TH' : 'en-GB');
function formatMonth(month: string, lang: Lang): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(dateLocale(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, index - 1, 1));
}
const formatDay = (instant: string, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date(instant));
/** The period line above a report, as the page writes the period the server answered for. */
function periodLine(period: ReportPeriod, lang: Lang): string {
  const months = period.from === period.to ? formatMonth(period.from, lang) : `${formatMonth(period.from, lang)} – ${formatMonth(period.to, lang)}`;
  return lang === 'th' ? `ช่วงเวลา: ${months} ข้อมูล ณ ${formatDay(period.asOf, lang)}` : `Period: ${months}, as of ${formatDay(period.asOf, lang)}`;
}

const section = (id: string) => `section[aria-labelledby="${id}"]`;

/** Clicks the button or link in `scope` whose text or accessible label is `label`, once it is there and enabled. */
async function press(page: Page, label: string, scope = ''): Promise<void> {
  const target = await page.waitForSelector(
    `xpath/${scope}//*[self::button or self::a][(normalize-space(.)="${label}" or @aria-label="${label}") and not(@disabled)]`,
    { timeout: 15_000 },
  );
  await target!.evaluate((el) => (el as HTMLElement).click());
}

/** Chooses `option` in the MUI select labelled `field` (it opens on a key or a mouse press, not on a click event). */
async function choose(page: Page, field: string, option: string): Promise<void> {
  const select = await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll<HTMLElement>('[role=combobox]')].find((box) =>
        (box.getAttribute('aria-labelledby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent === label),
      ),
    { timeout: 15_000 },
    field,
  );
  await select.asElement()!.focus();
  await select.dispose();
  await page.keyboard.press('ArrowDown');
  const item = await page.waitForSelector(`xpath///li[@role="option"][normalize-space(.)="${option}"]`, { timeout: 15_000 });
  await item!.evaluate((el) => (el as HTMLElement).click());
}

/** The rows of a section's table (cells as text), once it holds rows with data rather than the empty text. */
async function rowsOf(page: Page, id: string): Promise<string[][]> {
  const filled = await page.waitForFunction(
    (selector) => [...document.querySelectorAll(`${selector} tbody tr`)].some((row) => row.querySelectorAll('td').length > 1),
    { timeout: 15_000 },
    `${section(id)} table:not(:has(caption))`,
  );
  await filled.dispose();
  return page.$$eval(`${section(id)} table:not(:has(caption)) tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim())),
  );
}

/** Every column header of the report's tables on screen, the screen readers' chart tables included. */
const headersOf = (page: Page) => page.$$eval('main thead th', (cells) => cells.map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim()).filter(Boolean));

/** The period line, once it says `expected` (a change of filter answers after a moment). */
async function seePeriod(page: Page, expected: string): Promise<void> {
  const said = await page.waitForFunction(
    (line) => [...document.querySelectorAll('main p[aria-live="polite"]')].some((p) => p.textContent === line),
    { timeout: 15_000 },
    expected,
  );
  await said.dispose();
}

const pagerOf = (page: Page, id: string) => page.$eval(`${section(id)} .MuiTablePagination-displayedRows`, (el) => el.textContent!.trim());

/** A sheet's rows as plain values (exceljs counts cells from 1). */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function readXlsx(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** The drill-down's columns as exported (the screen leaves the email out; the file keeps it). */
const DRILL_DOWN_HEADER = [
  'User status',
  'Name',
  'Email',
  'Position',
  'Department',
  'Course',
  'Category',
  'Course type',
  'Learning stage',
  'Enrolment date',
  'Latest activity date',
  'Completed date',
  'Learning hours',
  'Progress (%)',
  'Test result',
  'Certificate received',
];

describeWithBrowser('browser: reports', () => {
  let harness: BrowserHarness;
  let orgAdmin: AuthResponse;
  let downloads: string;
  /** The English headers seen on every tab, which the Thai pages must not show. */
  const englishHeaders = new Set<string>();
  const http = () => request(harness.subject.app.getHttpServer());
  const answer = async <T extends { totalCount: number; period: ReportPeriod }>(report: ReportName, body: ReportQueryBody) =>
    (await http().post(`/api/reportsapi/${report}`).set(bearer(orgAdmin)).send(body).expect(200)).body as T;

  beforeAll(async () => {
    downloads = mkdtempSync(join(tmpdir(), 'khru-report-downloads-'));
    harness = await startBrowserHarness({ history: true });
    orgAdmin = await login(harness.subject, DEMO.orgAdmin);
  }, 180_000);
  afterAll(async () => {
    reset();
    await harness?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  /** Opens a tab and sees its charts and tables filled with this month's seeded history; returns the headers shown. */
  async function seeTab(page: Page, tab: (typeof TABS)[number], lang: Lang): Promise<string[]> {
    await press(page, tab.label[lang], '//nav');
    const opened = await page.waitForFunction((report) => window.location.hash.startsWith(`#/reports/${report}`), { timeout: 15_000 }, tab.report);
    await opened.dispose();
    for (const id of tab.tables) expect((await rowsOf(page, id)).length).toBeGreaterThan(0);
    for (const id of tab.charts) {
      await page.waitForSelector(`${section(id)} svg.recharts-surface`, { timeout: 15_000 });
      expect(await page.$$eval(`${section(id)} table:has(caption) tbody tr`, (rows) => rows.length)).toBeGreaterThan(0);
    }
    const { totalCount, period } = await answer(tab.report, { ...THIS_MONTH, skip: 0, take: 10 });
    await seePeriod(page, periodLine(period, lang));
    if (tab.paged) {
      // The seeded month has more people than a page holds, so the first page is full.
      expect(totalCount).toBeGreaterThan(10);
      expect(await pagerOf(page, tab.tables.at(-1)!)).toBe(FIRST_PAGE[lang](totalCount));
    }
    return headersOf(page);
  }

  it('in English, an organisation admin opens each tab from the menu, drills into a department, changes the period and exports it as CSV and XLSX', async () => {
    const page = await logInToAdmin(harness, DEMO.orgAdmin, DEMO_PASSWORD, 'en');
    await press(page, 'Reports', '//div[contains(@class,"RaSidebar-fixed")]');
    for (const tab of TABS) for (const header of await seeTab(page, tab, 'en')) englishHeaders.add(header);
    expect(await page.$$eval('nav[aria-label="Reports"] a', (links) => links.map((link) => link.textContent))).toEqual(TABS.map((tab) => tab.label.en));

    // A department's name in the summary opens the drill-down of that department only.
    const [[department]] = (await rowsOf(page, 'report-summary-groups')) as [[string]];
    await press(page, department, '//section[@aria-labelledby="report-summary-groups"]');
    const drilled = await page.waitForFunction(() => window.location.hash.startsWith('#/reports/learning-summary-drill-down'), { timeout: 15_000 });
    await drilled.dispose();
    const thisMonth = await rowsOf(page, 'report-drill-down');
    // Read once the rows are there: the headers come with them.
    const column = (await page.$$eval(`${section('report-drill-down')} thead th`, (cells) => cells.map((c) => c.textContent))).indexOf('Department');
    expect(thisMonth.map((row) => row[column])).toEqual(thisMonth.map(() => department));
    const narrowed = { departments: [department] };
    await seePeriod(page, periodLine((await answer('learning-summary-drill-down', { ...THIS_MONTH, ...narrowed })).period, 'en'));

    // This year instead of this month: the period line and the pager follow the server's answer.
    await choose(page, 'Period', 'This year');
    const year = await answer('learning-summary-drill-down', { ...THIS_YEAR, ...narrowed, skip: 0, take: 10 });
    await seePeriod(page, periodLine(year.period, 'en'));
    expect(year.period.from).toBe(`${year.period.to.slice(0, 4)}-01`);
    const yearRows = await rowsOf(page, 'report-drill-down');
    expect(yearRows.map((row) => row[column])).toEqual(yearRows.map(() => department));
    expect(year.totalCount).toBeGreaterThan(10);
    expect(await pagerOf(page, 'report-drill-down')).toBe(FIRST_PAGE.en(year.totalCount));

    // The files hold the filters on screen, then every row the report answers for them.
    const filters = [
      ['Organisation', ORGANISATION.en],
      ['Report', 'Learning summary drill-down'],
      ['Period', `${year.period.from} – ${year.period.to}`],
      ['As of', reportDayOf(year.period.asOf)],
      ['Departments', department],
      ['Course types', 'All'],
      ['Learning stages', 'All'],
    ];
    const csvSaved = await nextDownload(page, downloads);
    await press(page, 'Export CSV');
    const csv = await csvSaved.saved;
    expect(csv.name).toBe(`learning-summary-drill-down-${year.period.from}-${year.period.to}.csv`);
    const csvBytes = readFileSync(csv.path);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parse(csvBytes, { bom: true, relax_column_count: true }) as string[][];
    expect(lines.slice(0, filters.length + 2)).toEqual([...filters, [''], DRILL_DOWN_HEADER]);
    const csvRows = lines.slice(filters.length + 2);
    expect(csvRows).toHaveLength(year.totalCount);
    expect(new Set(csvRows.map((row) => row[4]))).toEqual(new Set([department]));

    const xlsxSaved = await nextDownload(page, downloads);
    await press(page, 'Export XLSX');
    const xlsx = await xlsxSaved.saved;
    expect(xlsx.name).toBe(`learning-summary-drill-down-${year.period.from}-${year.period.to}.xlsx`);
    const sheet = (await readXlsx(readFileSync(xlsx.path))).worksheets[0]!;
    expect(sheet.name).toBe('Enrolments');
    const sheetLines = sheetRows(sheet);
    expect(sheetLines.slice(0, filters.length)).toEqual(filters);
    const header = sheetLines.findIndex((row) => row[0] === DRILL_DOWN_HEADER[0]);
    expect(header).toBeGreaterThan(filters.length - 1);
    expect(sheetLines[header]).toEqual(DRILL_DOWN_HEADER);
    const xlsxRows = sheetLines.slice(header + 1);
    expect(xlsxRows).toHaveLength(year.totalCount);
    expect(new Set(xlsxRows.map((row) => row[4]))).toEqual(new Set([department]));
    await page.close();
  }, 120_000);

  it('asks a platform admin to pick the organisation before showing its report', async () => {
    const page = await logInToAdmin(harness, DEMO.admin, DEMO_PASSWORD, 'en');
    await press(page, 'Reports', '//div[contains(@class,"RaSidebar-fixed")]');
    await seeText(page, 'Please select organization to view report.');
    expect(await page.$(section('report-leaderboard'))).toBeNull();
    await choose(page, 'Organisation', ORGANISATION.en);
    expect((await rowsOf(page, 'report-leaderboard')).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.innerText.includes('Please select organization to view report.'))).toBe(false);
    await page.close();
  }, 60_000);

  it('in Thai, the learner app\u2019s report link opens the admin app\u2019s report; Thai tabs, headers and Buddhist-era period; a scheduled mail arrives with its XLSX', async () => {
    const page = await logInThroughPage(harness, DEMO.orgAdmin, DEMO_PASSWORD, 'th');
    await page.goto(`${harness.base}/reports/learning-dashboard`);
    // The learner app hands over to the admin app, where the same login holds.
    const handedOver = await page.waitForFunction(() => window.location.pathname === '/admin/', { timeout: 15_000 });
    await handedOver.dispose();
    await page.waitForSelector(section('report-leaderboard'), { timeout: 15_000 });
    expect(await page.evaluate(() => `${window.location.pathname}${window.location.hash}`)).toBe('/admin/#/reports/learning-dashboard');
    expect(await page.$$eval('nav[aria-label="รายงาน"] a', (links) => links.map((link) => link.textContent))).toEqual(TABS.map((tab) => tab.label.th));

    const buddhistYear = String(Number(reportMonthOf(now()).slice(0, 4)) + 543);
    for (const tab of TABS) {
      const headers = await seeTab(page, tab, 'th');
      expect(headers.length).toBeGreaterThan(0);
      expect(headers.filter((header) => englishHeaders.has(header) || /[A-Za-z]{2,}/.test(header))).toEqual([]);
      expect(headers.every((header) => /[\u0E00-\u0E7F]/.test(header))).toBe(true);
    }
    // The period line counts years in the Buddhist era.
    await seeText(page, `ช่วงเวลา: ${formatMonth(reportMonthOf(now()), 'th')}`);
    expect(formatMonth(reportMonthOf(now()), 'th')).toContain(buddhistYear);

    // The learning summary (the tab on screen now), mailed every Monday to a recipient; once the server's clock passes the next run, the mail is in DATA_DIR/mail.
    const recipient = uniqueEmail('hr');
    await press(page, 'ตั้งเวลาส่งทางอีเมล');
    const recipients = await page.waitForSelector('[role=dialog] textarea:not([aria-hidden="true"])');
    await recipients!.type(recipient);
    await press(page, 'ตั้งเวลา', '//div[@role="dialog"]');
    await seeText(page, 'ตั้งเวลาส่งรายงานแล้ว');
    await seeText(page, recipient);
    const schedules = (await http().get('/api/reportsapi/schedules').set(bearer(orgAdmin)).expect(200)).body as { data: ReportScheduleResponse[] };
    const schedule = schedules.data.find((s) => s.recipients.includes(recipient))!;
    expect(schedule).toMatchObject({ report: 'learning-summary', frequency: 'weekly', locale: 'th', query: { filterMode: 'List', dateRange: 1 } });

    try {
      travel(Date.parse(schedule.nextRunAt) - now().getTime() + MINUTE);
      await harness.subject.app.get(WorkflowsLeader).runDue(now());
      const [mail] = await eventually(
        () => mailSentTo(harness.subject.config.dataDir, recipient),
        (mails) => mails.length === 1,
      );
      expect(mail!.subject).toMatch(/^Khru: รายงานสรุปการเรียนรู้ \d{4}-\d{2} – \d{4}-\d{2}$/);
      const [attachment] = mail!.attachments!;
      expect(attachment).toMatchObject({ filename: expect.stringMatching(/^learning-summary-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/), contentType: XLSX_TYPE });
      const workbook = await readXlsx(Buffer.from(attachment!.content, 'base64'));
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['รายผู้เรียน', 'ตามแผนก']);
      expect(sheetRows(workbook.worksheets[0]!)[0]).toEqual(['องค์กร', ORGANISATION.th]);
    } finally {
      reset();
    }

    // A search that finds nobody leaves the table empty, saying so.
    await press(page, TABS[2]!.label.th, '//nav');
    await rowsOf(page, 'report-activity-table');
    const search = await page.waitForSelector('input[type=search]');
    await search!.type('ไม่มีใครชื่อนี้');
    await page.keyboard.press('Enter');
    const empty = await page.waitForFunction(
      (selector, text) => document.querySelector(selector)?.textContent?.trim() === text,
      { timeout: 15_000 },
      `${section('report-activity-table')} tbody`,
      'ไม่มีข้อมูลในตาราง',
    );
    await empty.dispose();

    await page.close();
  }, 120_000);
});
