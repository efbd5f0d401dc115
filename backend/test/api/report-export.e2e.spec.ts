import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  organisationStream,
  REPORT_RULES,
  type AuthResponse,
  type LearnerActivityRow,
  type DrillDownRow,
  type ReportQueryBody,
  type UserActivationResponse,
} from '@khru/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { DEMO, bearer, login } from '../support/accounts.js';
import { appendAndWait, corporateAccount, employeeRecord, employeesSeeded, seedOrganisation } from '../support/corporate-world.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

/** Siam Express Logistics, the demo organisation (infra/seed/organisation.json): its admin is a demo account. */
const DEMO_ORG = '5e1a0b2c-0001-4c00-8000-000000000001';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The whole year so far: every person of the organisation, in every month up to this one. */
const THIS_YEAR: ReportQueryBody = { filterMode: 'List', dateRange: 3 };

const bangkokDay = (instant: string | null) => (instant ? new Date(Date.parse(instant) + 7 * 3600 * 1000).toISOString().slice(0, 10) : null);

/** Keeps a file answer as its bytes, whatever its type. */
const asBytes = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
const readCsv = (file: Buffer) => parse(file, { bom: true, relax_column_count: true }) as string[][];
async function readXlsx(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}
/** The rows of a sheet from its header row on (the row whose first cell is `firstHeader`), as plain values. */
function sheetRows(sheet: ExcelJS.Worksheet, firstHeader: string): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.slice(rows.findIndex((r) => r[0] === firstHeader));
}

describe.each(STORE_PROFILES)('report export API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let orgAdmin: AuthResponse;
  let hr: AuthResponse;

  const exportReport = (auth: AuthResponse, report: string, format: string, body: ReportQueryBody = THIS_YEAR, language = 'en') =>
    http().post(`/api/reportsapi/${report}/export?format=${format}`).set(bearer(auth)).set('Accept-Language', language).send(body).buffer(true).parse(asBytes);
  /** Every row the report answers, page by page, as the table shows them. */
  async function allRows<Row>(auth: AuthResponse, report: string, body: ReportQueryBody = THIS_YEAR): Promise<Row[]> {
    const rows: Row[] = [];
    for (let skip = 0; ; skip += REPORT_RULES.maxTake) {
      const page = (
        await http()
          .post(`/api/reportsapi/${report}`)
          .set(bearer(auth))
          .send({ ...body, skip, take: REPORT_RULES.maxTake })
          .expect(200)
      ).body as {
        data: Row[];
        totalCount: number;
      };
      rows.push(...page.data);
      if (rows.length >= page.totalCount) return rows;
    }
  }

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    orgAdmin = await login(app(), DEMO.orgAdmin);
    const person = await corporateAccount(app(), admin, 'HR');
    await appendAndWait(app(), organisationStream(DEMO_ORG), [employeesSeeded(DEMO_ORG, admin.id, [employeeRecord(person, 'HR')])]);
    hr = person.auth;
  });

  it('exports user activation as CSV: a byte-order mark, the filters, then every row the report answers, in English', async () => {
    const response = await exportReport(orgAdmin, 'user-activation', 'csv').expect(200);
    const { period } = (await http().post('/api/reportsapi/user-activation').set(bearer(orgAdmin)).send(THIS_YEAR).expect(200)).body as UserActivationResponse;
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="user-activation-${period.from}-${period.to}.csv"`);
    const file = response.body as Buffer;
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = readCsv(file);
    expect(lines.slice(0, 4)).toEqual([
      ['Organisation', 'Siam Express Logistics Co., Ltd.'],
      ['Report', 'User activation'],
      ['Period', `${period.from} – ${period.to}`],
      ['As of', bangkokDay(period.asOf)],
    ]);
    const header = lines.findIndex((l) => l[0] === 'Month');
    expect(lines[header - 1]).toEqual(['']);
    expect(lines[header]).toEqual(['Month', 'User status', 'Activation', 'Email', 'Name', 'Position', 'Department']);
    const rows = await allRows<UserActivationResponse['data'][number]>(orgAdmin, 'user-activation');
    expect(rows.length).toBeGreaterThan(0);
    const words = { Active: 'Active', Inactive: 'Inactive', NotActivated: 'Not activated', Expired: 'Expired' };
    expect(lines.slice(header + 1)).toEqual(rows.map((r) => [r.month, words[r.userStatus], words[r.activation], r.email, r.name, r.position, r.department]));
  });

  it('exports learner activity as XLSX with Thai headers, every row the report answers, numbers as numbers', async () => {
    const response = await exportReport(orgAdmin, 'learner-activity', 'xlsx', THIS_YEAR, 'th').expect(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="learner-activity-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx"$/);
    const workbook = await readXlsx(response.body as Buffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['องค์กร', 'บริษัท สยามเอ็กซ์เพรส โลจิสติกส์ จำกัด']);
    expect(sheet.getCell('A1').font).toMatchObject({ name: 'Tahoma', bold: true });
    const [header, ...rows] = sheetRows(sheet, 'ชื่อ');
    expect(header).toEqual([
      'ชื่อ',
      'อีเมล',
      'ตำแหน่ง',
      'แผนก',
      'สถานะผู้ใช้',
      'จำนวนครั้งที่เข้าสู่ระบบ',
      'ชั่วโมงเรียน',
      'คอร์สที่เริ่มเรียน',
      'คอร์สที่เรียนจบ',
      'เข้าสู่ระบบล่าสุด',
      'กิจกรรมล่าสุด',
    ]);
    const expected = await allRows<LearnerActivityRow>(orgAdmin, 'learner-activity');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.slice(0, 9))).toEqual(
      expected.map((r) => [
        r.name,
        r.email,
        r.position,
        r.department,
        r.userStatus === 'Active' ? 'ใช้งานอยู่' : 'หมดอายุ',
        r.logins,
        Math.round((r.learningSeconds / 3600) * 100) / 100,
        r.coursesStarted,
        r.coursesCompleted,
      ]),
    );
  });

  it('exports the drill-down as XLSX with every enrolment row, dates as Bangkok days', async () => {
    const workbook = await readXlsx((await exportReport(orgAdmin, 'learning-summary-drill-down', 'xlsx').expect(200)).body as Buffer);
    const [header, ...rows] = sheetRows(workbook.worksheets[0]!, 'User status');
    expect(header).toHaveLength(16);
    const expected = await allRows<DrillDownRow>(orgAdmin, 'learning-summary-drill-down');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r[2], r[5], r[9] ?? null])).toEqual(expected.map((r) => [r.email, r.courseTitleEn, bangkokDay(r.enrolledAt)]));
  });

  it('writes a sheet per table: the dashboard\u2019s leaderboard, top courses and top skills; the summary\u2019s learners and groups', async () => {
    const dashboard = await readXlsx((await exportReport(orgAdmin, 'learning-dashboard', 'xlsx').expect(200)).body as Buffer);
    expect(dashboard.worksheets.map((s) => s.name)).toEqual(['Leaderboard', 'Top completed courses', 'Top completed skills']);
    const summary = await readXlsx(
      (await exportReport(orgAdmin, 'learning-summary', 'xlsx', { ...THIS_YEAR, dimension: 'LEARNING_STAGE' }, 'th').expect(200)).body as Buffer,
    );
    expect(summary.worksheets.map((s) => s.name)).toEqual(['รายผู้เรียน', 'ตามสถานะการเรียน']);
    const csv = readCsv((await exportReport(orgAdmin, 'learning-dashboard', 'csv').expect(200)).body as Buffer);
    expect(csv.filter((l) => ['Leaderboard', 'Top completed courses', 'Top completed skills'].includes(l[0]!) && l.length === 1)).toHaveLength(3);
  });

  it('lets HR of the organisation export, and a platform admin once they name the organisation', async () => {
    await exportReport(hr, 'user-activation', 'csv').expect(200);
    const refused = await exportReport(admin, 'user-activation', 'xlsx').expect(400);
    expect(JSON.parse((refused.body as Buffer).toString('utf8'))).toMatchObject({
      code: 'ORGANIZATION_REQUIRED',
      message: 'Please select organization to view report.',
    });
    const file = await exportReport(admin, 'user-activation', 'csv', { ...THIS_YEAR, organizationId: DEMO_ORG }).expect(200);
    expect(readCsv(file.body as Buffer)[0]).toEqual(['Organisation', 'Siam Express Logistics Co., Ltd.']);
  });

  it('refuses an unknown format (400), an unknown report (404), another organisation (403), a learner (403) and no login (401)', async () => {
    const error = (response: Response) => JSON.parse((response.body as Buffer).toString('utf8')) as { code: string };
    expect(error(await exportReport(orgAdmin, 'user-activation', 'pdf').expect(400)).code).toBe('BAD_REQUEST');
    expect(error(await exportReport(orgAdmin, 'payroll', 'csv').expect(404)).code).toBe('NOT_FOUND');
    const elsewhere = randomUUID();
    const boss = await corporateAccount(app(), admin, 'ORG_ADMIN');
    await seedOrganisation(app(), admin.id, elsewhere, [employeeRecord(boss, 'ORG_ADMIN')]);
    expect(error(await exportReport(boss.auth, 'user-activation', 'csv', { ...THIS_YEAR, organizationId: DEMO_ORG }).expect(403)).code).toBe('FORBIDDEN');
    const learner = await login(app(), DEMO.employee);
    await exportReport(learner, 'user-activation', 'csv').expect(403);
    await http().post('/api/reportsapi/user-activation/export?format=csv').send(THIS_YEAR).expect(401);
  });
});
