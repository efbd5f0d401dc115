import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  organisationStream,
  REPORT_RULES,
  reportScheduleStream,
  type AuthResponse,
  type CreateReportScheduleBody,
  type MailMessageResponse,
  type ReportScheduleResponse,
} from '@khru/contracts';
import { deterministicEventId, type EventStore, type StoredMailMessage } from '@khru/platform';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { now, reset, travel } from '../../src/kernel/clock/clock.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { appendAndWait, corporateAccount, employeeRecord, employeesSeeded, seedOrganisation } from '../support/corporate-world.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

/** Siam Express Logistics, the demo organisation (infra/seed/organisation.json): its admin is a demo account. */
const DEMO_ORG = '5e1a0b2c-0001-4c00-8000-000000000001';
const SCHEDULES = '/api/reportsapi/schedules';
const MINUTE = 60_000;
const WEEK = 7 * 24 * 3600 * 1000;

const scheduleBody = (recipients: string[] = [uniqueEmail('hr')]): CreateReportScheduleBody => ({
  report: 'learning-summary',
  query: { filterMode: 'List', dateRange: 1, dimension: 'DEPARTMENT' },
  frequency: 'weekly',
  recipients,
  locale: 'th',
});

describe.each(STORE_PROFILES)('report schedules API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let orgAdmin: AuthResponse;
  let hr: AuthResponse;
  /** Another organisation, with its own admin. */
  const elsewhere = randomUUID();
  let otherAdmin: AuthResponse;

  const create = (auth: AuthResponse, body: object, idempotencyKey = randomUUID()) =>
    http().post(SCHEDULES).set(bearer(auth)).set('Idempotency-Key', idempotencyKey).send(body);
  const list = async (auth: AuthResponse, query = '') =>
    ((await http().get(`${SCHEDULES}${query}`).set(bearer(auth)).expect(200)).body as { data: ReportScheduleResponse[]; totalCount: number }).data;
  const cancel = (auth: AuthResponse, id: string) => http().delete(`${SCHEDULES}/${id}`).set(bearer(auth));
  const streamOf = (id: string) => app().app.get<EventStore>(EVENT_STORE).readStream(reportScheduleStream(id));
  const mailsTo = async (email: string) =>
    ((await http().get('/api/mailapi/messages').set(bearer(admin)).expect(200)).body.data as MailMessageResponse[]).filter((m) => m.to === email);

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    orgAdmin = await login(app(), DEMO.orgAdmin);
    const person = await corporateAccount(app(), admin, 'HR');
    await appendAndWait(app(), organisationStream(DEMO_ORG), [employeesSeeded(DEMO_ORG, admin.id, [employeeRecord(person, 'HR')])]);
    hr = person.auth;
    const boss = await corporateAccount(app(), admin, 'ORG_ADMIN');
    await seedOrganisation(app(), admin.id, elsewhere, [employeeRecord(boss, 'ORG_ADMIN')]);
    otherAdmin = boss.auth;
  });

  afterAll(reset);

  it('an organisation admin schedules a report; HR and a platform admin who names the organisation read it, newest first', async () => {
    const first = await create(orgAdmin, scheduleBody()).expect(201);
    const created = await create(orgAdmin, scheduleBody(['Boss@Siam.example', 'boss@siam.example', 'hr@siam.example'])).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), position: expect.any(String) });
    const listed = await list(hr, `?after=${created.body.position}`);
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([created.body.id, first.body.id]));
    expect(listed.map((s) => s.createdAt)).toEqual(
      listed
        .map((s) => s.createdAt)
        .sort()
        .reverse(),
    );
    const schedule = listed.find((s) => s.id === created.body.id);
    expect(schedule).toMatchObject({
      organizationId: DEMO_ORG,
      report: 'learning-summary',
      query: { filterMode: 'List', dateRange: 1, dimension: 'DEPARTMENT' },
      frequency: 'weekly',
      recipients: ['boss@siam.example', 'hr@siam.example'],
      locale: 'th',
      createdBy: orgAdmin.id,
      lastSentAt: null,
    });
    // The next Monday, 07:00 in Bangkok (00:00 UTC), within a week.
    const next = new Date(schedule!.nextRunAt);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 0, 0]);
    expect(next.getTime() - Date.parse(schedule!.createdAt)).toBeLessThanOrEqual(WEEK);
    expect((await list(orgAdmin)).map((s) => s.id)).toContain(created.body.id);
    expect((await list(admin, `?organizationId=${DEMO_ORG}`)).map((s) => s.id)).toContain(created.body.id);
    const refused = await http().get(SCHEDULES).set(bearer(admin)).expect(400);
    expect(refused.body.code).toBe('ORGANIZATION_REQUIRED');
    expect(await list(otherAdmin)).toEqual([]);
  });

  it('lets neither HR nor a learner schedule (403), and refuses bad recipients (400) appending nothing', async () => {
    await create(hr, scheduleBody()).expect(403);
    await create(await login(app(), DEMO.employee), scheduleBody()).expect(403);
    const tooMany = Array.from({ length: REPORT_RULES.maxScheduleRecipients + 1 }, () => uniqueEmail('hr'));
    for (const recipients of [[], tooMany, ['not an address']]) {
      const key = randomUUID();
      const refused = await create(orgAdmin, scheduleBody(recipients), key).expect(400);
      expect(refused.body.code).toBe('BAD_REQUEST');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['recipients']);
      // The schedule this request would have made.
      expect(await streamOf(deterministicEventId(`${orgAdmin.id}:${key}:report-schedule`, 0))).toEqual([]);
    }
    await create(orgAdmin, { ...scheduleBody(), frequency: 'daily' }).expect(400);
    await create(orgAdmin, { ...scheduleBody(), report: 'payroll' }).expect(400);
    await create(orgAdmin, { ...scheduleBody(), organizationId: elsewhere }).expect(403);
    expect((await create(admin, scheduleBody()).expect(400)).body.code).toBe('ORGANIZATION_REQUIRED');
  });

  it('is stopped by its organisation\u2019s admin, once; another organisation\u2019s admin does not find it (404)', async () => {
    const { id, position } = (await create(orgAdmin, scheduleBody()).expect(201)).body as { id: string; position: string };
    await list(orgAdmin, `?after=${position}`);
    expect((await cancel(otherAdmin, id).expect(404)).body.code).toBe('NOT_FOUND');
    await cancel(hr, id).expect(403);
    const stopped = await cancel(orgAdmin, id).expect(200);
    expect((await list(hr, `?after=${stopped.body.position}`)).map((s) => s.id)).not.toContain(id);
    expect((await cancel(orgAdmin, id).expect(200)).body.position).toBeNull();
    await cancel(orgAdmin, randomUUID()).expect(404);
    expect((await streamOf(id)).map((e) => e.type)).toEqual(['ReportScheduled', 'ReportScheduleCancelled']);
  });

  it(`keeps at most ${REPORT_RULES.maxSchedulesPerOrganisation} schedules running in an organisation (409)`, async () => {
    let position = '';
    for (let i = 0; i < REPORT_RULES.maxSchedulesPerOrganisation; i++) position = (await create(otherAdmin, scheduleBody()).expect(201)).body.position;
    const running = await list(otherAdmin, `?after=${position}`);
    expect(running).toHaveLength(REPORT_RULES.maxSchedulesPerOrganisation);
    expect((await create(otherAdmin, scheduleBody()).expect(409)).body.code).toBe('CONFLICT');
    const stopped = await cancel(otherAdmin, running[0]!.id).expect(200);
    await list(otherAdmin, `?after=${stopped.body.position}`);
    await create(otherAdmin, scheduleBody()).expect(201);
  });

  it('mails the report as XLSX to each recipient when it falls due, once, and moves on to the next Monday', async () => {
    const recipients = [uniqueEmail('ceo'), uniqueEmail('hr')];
    const { id, position } = (await create(orgAdmin, scheduleBody(recipients)).expect(201)).body as { id: string; position: string };
    const schedule = (await list(orgAdmin, `?after=${position}`)).find((s) => s.id === id)!;
    const runDue = () => app().app.get(WorkflowsLeader).runDue(now());

    travel(Date.parse(schedule.nextRunAt) - now().getTime() + MINUTE);
    await runDue();
    const [mail] = await mailsTo(recipients[0]!);
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/^Khru: รายงานสรุปการเรียนรู้ \d{4}-\d{2} – \d{4}-\d{2}$/);
    expect(mail!.text).toContain('บริษัท สยามเอ็กซ์เพรส โลจิสติกส์ จำกัด');
    const [attachment] = mail!.attachments!;
    expect(attachment).toEqual({
      filename: expect.stringMatching(/^learning-summary-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: expect.any(Number),
    });

    // The workbook, as the mail outbox API gives it and as the embedded mailer keeps it in DATA_DIR/mail.
    const full = (await http().get(`/api/mailapi/messages/${mail!.id}`).set(bearer(admin)).expect(200)).body as MailMessageResponse;
    const folder = join(app().config.dataDir, 'mail');
    const kept = readdirSync(folder)
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as StoredMailMessage)
      .find((m) => m.id === mail!.id)!;
    expect(kept.attachments![0]!.content).toBe(full.attachments![0]!.content);
    const file = Buffer.from(full.attachments![0]!.content!, 'base64');
    expect(file.length).toBe(attachment!.size);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['รายผู้เรียน', 'ตามแผนก']);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['องค์กร', 'บริษัท สยามเอ็กซ์เพรส โลจิสติกส์ จำกัด']);
    expect(await mailsTo(recipients[1]!)).toHaveLength(1);

    // Polling again, or the deadline delivered again, sends nothing more; the next run is a week on.
    await runDue();
    expect(await mailsTo(recipients[0]!)).toHaveLength(1);
    const sent = (await streamOf(id)).filter((e) => e.type === 'ScheduledReportSent');
    expect(sent.map((e) => e.data)).toEqual([
      expect.objectContaining({ runAt: schedule.nextRunAt, recipients, nextRunAt: new Date(Date.parse(schedule.nextRunAt) + WEEK).toISOString() }),
    ]);
    const after = (await list(orgAdmin)).find((s) => s.id === id)!;
    expect(after.nextRunAt).toBe(new Date(Date.parse(schedule.nextRunAt) + WEEK).toISOString());
    expect(after.lastSentAt).not.toBeNull();
  });
});
