import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  costCentreStream,
  licenceStream,
  nextReportMonth,
  organisationStream,
  reportDayOf,
  startOfReportMonth,
  type AuthResponse,
  type CourseResponse,
  type DrillDownResponse,
  type LearnerActivityResponse,
  type LearnerSummaryRow,
  type LearningDashboardResponse,
  type LearningSummaryReportResponse,
  type ReportPeriod,
  type ReportQueryBody,
  type UserActivationResponse,
  type UserResponse,
} from '@khru/contracts';
import { formatPosition, type EventStore, type RecordedEvent } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { now, reset, travel } from '../../src/kernel/clock/clock.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, DEMO_PASSWORD, bearer, login, uniqueEmail } from '../support/accounts.js';
import {
  CORPORATE_PASSWORD,
  appendAndWait,
  appendEvents,
  corporateAccount,
  employeeRecord,
  employeesSeeded,
  organisationCreated,
} from '../support/corporate-world.js';
import { completeCourse } from '../support/course-completion.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';
import { refusalOfResponse } from '../support/refusals.js';

const DAY = 24 * 3600 * 1000;
const YEAR = 365 * DAY;
/** Siam Express Logistics, the demo organisation (infra/seed/organisation.json), and its HR manager. */
const DEMO_ORG = '5e1a0b2c-0001-4c00-8000-000000000001';
const DEMO_HR = 'wichai.s@siamexpress.example';
/** Short seeded courses: Ann completes the first; Ben studies the second a little and is assigned the third. */
const COMPLETED = 'anti-corruption';
const STUDIED = 'work-life-balance';
const ASSIGNED = 'fire-safety-and-evacuation';
const REPORTS = ['user-activation', 'learning-dashboard', 'learner-activity', 'learning-summary', 'learning-summary-drill-down'] as const;
const ORGANIZATION_REQUIRED = { en: 'Please select organization to view report.', th: 'กรุณาเลือกองค์กรเพื่อดูรายงาน' };

const stages = (c: { enrolled: number; inProgress: number; completed: number }) => [c.enrolled, c.inProgress, c.completed];

/** Where the end of a period falls: the end of its last month, or its as-of instant when earlier. */
function periodBounds(period: ReportPeriod): { start: string; end: string } {
  const last = period.months[period.months.length - 1]!;
  const monthEnd = new Date(startOfReportMonth(nextReportMonth(last)).getTime() - 1).toISOString();
  return { start: startOfReportMonth(period.from).toISOString(), end: monthEnd < period.asOf ? monthEnd : period.asOf };
}

/** The fields of the events the fold reads. */
interface EventData {
  at: string;
  orgId?: string;
  userId?: string;
  courseId?: string;
  employees?: { userId: string }[];
  userIds?: string[];
  courseIds?: string[];
  item?: { itemId: string };
  countedSeconds?: number;
}

type LearnerCounts = Pick<LearnerSummaryRow, 'userId' | 'assignedCount' | 'assignment' | 'nonAssignment' | 'totalLearningCourses' | 'totalLearningSeconds'>;

/**
 * The independent check: one period's learning summary per learner folded straight from the events, without
 * the read models: rows opened by the organisation's assignments and credit enrolments, study added to open rows.
 */
function summaryFromEvents(events: RecordedEvent[], orgId: string, period: ReportPeriod): LearnerCounts[] {
  const { start, end } = periodBounds(period);
  const addedAt = new Map<string, string>();
  const rows = new Map<
    string,
    { userId: string; assignedAt?: string; enrolledAt?: string; startedAt?: string; completedAt?: string; days: [string, number][] }
  >();
  const first = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);
  /** Opens the row (or finds it) and keeps the earliest instant of `stage`. */
  const open = (userId: string, courseId: string, stage: 'assignedAt' | 'enrolledAt', at: string) => {
    const key = `${userId}:${courseId}`;
    const row = rows.get(key) ?? { userId, days: [] };
    row[stage] = first(row[stage], at);
    rows.set(key, row);
  };
  for (const { type, data } of events) {
    const d = data as unknown as EventData;
    if (type === 'EmployeesAdded' && d.orgId === orgId) for (const e of d.employees!) addedAt.set(e.userId, d.at);
    if (type === 'CourseAssigned' && d.orgId === orgId) {
      for (const userId of d.userIds!) for (const courseId of d.courseIds ?? [d.item!.itemId]) open(userId, courseId, 'assignedAt', d.at);
    }
    if (type === 'CreditsDeducted' && d.orgId === orgId) for (const courseId of d.courseIds!) open(d.userId!, courseId, 'enrolledAt', d.at);
    const studied = rows.get(`${d.userId}:${d.courseId}`);
    if (!studied) continue;
    if (type === 'LessonWatched' || type === 'LessonCompleted') {
      studied.startedAt = first(studied.startedAt, d.at);
      if (d.countedSeconds! > 0) studied.days.push([reportDayOf(d.at), d.countedSeconds!]);
    }
    if (type === 'CourseCompleted') studied.completedAt = first(studied.completedAt, d.at);
  }
  const learners = new Map<string, LearnerCounts>();
  const lastDay = reportDayOf(end);
  for (const row of rows.values()) {
    const added = addedAt.get(row.userId);
    const exists = (row.assignedAt !== undefined && row.assignedAt <= end) || (row.enrolledAt !== undefined && row.enrolledAt <= end);
    if (added === undefined || added > end || !exists || (row.completedAt !== undefined && row.completedAt < start)) continue;
    const stage =
      row.completedAt !== undefined && row.completedAt <= end ? 'completed' : row.startedAt !== undefined && row.startedAt <= end ? 'inProgress' : 'enrolled';
    const kind = row.assignedAt !== undefined && row.assignedAt <= end ? 'assignment' : 'nonAssignment';
    const learner = learners.get(row.userId) ?? {
      userId: row.userId,
      assignedCount: 0,
      assignment: { enrolled: 0, inProgress: 0, completed: 0 },
      nonAssignment: { enrolled: 0, inProgress: 0, completed: 0 },
      totalLearningCourses: 0,
      totalLearningSeconds: 0,
    };
    learners.set(row.userId, learner);
    if (kind === 'assignment') learner.assignedCount += 1;
    learner[kind][stage] += 1;
    learner.totalLearningCourses += 1;
    learner.totalLearningSeconds += row.days.filter(([day]) => day <= lastDay).reduce((sum, [, seconds]) => sum + seconds, 0);
  }
  return [...learners.values()].sort((a, b) => a.userId.localeCompare(b.userId));
}

describe.each(STORE_PROFILES)('reports API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  let admin: AuthResponse;
  let demoAdmin: AuthResponse;
  let demoHr: AuthResponse;
  /** Our own organisation: Boss its admin, Ann (Operations) and Ben (Sales) learners, Nobody never logs in. */
  let orgId: string;
  let contractId: string;
  let boss: AuthResponse;
  let ann: AuthResponse;
  let ben: AuthResponse;
  /** The Bangkok day, three days ago, when Ann and Ben enrolled. */
  let enrolmentDay: string;

  /** A report as `auth` asks for it, once the read models have every event recorded so far. */
  const ask = async (auth: AuthResponse | null, report: string, body: ReportQueryBody = {}, language = 'en') => {
    const head = await store().headPosition();
    const request = http()
      .post(`/api/reportsapi/${report}?after=${formatPosition(head!)}`)
      .set('Accept-Language', language);
    return (auth ? request.set(bearer(auth)) : request).send(body);
  };
  const answer = async <R>(auth: AuthResponse, report: string, body: ReportQueryBody = {}) => {
    const response = await ask(auth, report, body);
    expect([report, response.status]).toEqual([report, 200]);
    return response.body as R;
  };
  const summary = (body: ReportQueryBody = {}) => answer<LearningSummaryReportResponse>(boss, 'learning-summary', { take: 100, ...body });

  const enrol = async (auth: AuthResponse, courseId: string) => {
    await http().post('/api/paymentapi/enroll-single-item').set(bearer(auth)).send({ itemId: courseId, isBundle: false }).expect(200);
    await eventually(
      async () => (await http().get(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).expect(200)).body as UserResponse,
      (user) => user.purchasedCourseIds.includes(courseId),
    );
  };

  /**
   * Our organisation, added forty days ago with a cost centre and a licence for the whole catalogue; its
   * people log in today. Three days ago (the clock moved back) Ann and Ben enrolled by credits; today Ben
   * watches a minute of his course, Ann completes hers and Boss assigns Ben a third course.
   */
  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    demoAdmin = await login(app(), DEMO.orgAdmin);
    demoHr = await login(app(), DEMO_HR, DEMO_PASSWORD);
    orgId = randomUUID();
    const since = new Date(Date.now() - 40 * DAY).toISOString();
    const created = organisationCreated(orgId, admin.id, since, new Date(Date.now() + YEAR).toISOString());
    contractId = created.data.contract.id;
    const costCentreId = randomUUID();
    const licenceId = randomUUID();
    const by = admin.id;
    const [bossAccount, annAccount, benAccount] = [
      await corporateAccount(app(), admin, 'ORG_ADMIN'),
      await corporateAccount(app(), admin, 'B2B'),
      await corporateAccount(app(), admin, 'B2B'),
    ];
    const nobody = { id: randomUUID(), email: uniqueEmail('nobody') };
    await appendEvents(app(), organisationStream(orgId), [created]);
    await appendEvents(app(), costCentreStream(costCentreId), [
      {
        type: 'CostCentreOpened',
        data: { costCentreId, orgId, code: 'OPS', name: 'Operations', unlimited: true, expiresAt: created.data.contract.end, by, at: since },
      },
    ]);
    await appendEvents(app(), licenceStream(licenceId), [
      {
        type: 'LicencePoolCreated',
        data: { licenceId, orgId, name: 'All', seats: 2, validFrom: since, validUntil: created.data.contract.end, coverage: { all: true }, by, at: since },
      },
      { type: 'LicenceSeatsAssigned', data: { licenceId, orgId, userIds: [annAccount.id, benAccount.id], by, at: since } },
    ]);
    const details = (firstName: string, department: string) => ({ firstName, lastName: 'Report', department, position: 'Planner', costCentreId });
    await appendAndWait(app(), organisationStream(orgId), [
      employeesSeeded(
        orgId,
        by,
        [
          employeeRecord(bossAccount, 'ORG_ADMIN', details('Boss', 'Operations')),
          employeeRecord(annAccount, 'B2B', details('Ann', 'Operations')),
          employeeRecord(benAccount, 'B2B', details('Ben', 'Sales')),
          employeeRecord(nobody, 'B2B', details('Nobody', 'Operations')),
        ],
        since,
      ),
    ]);
    // Logged in again now that the organisation has them, so their first login is on record.
    boss = await login(app(), bossAccount.email, CORPORATE_PASSWORD);
    ann = await login(app(), annAccount.email, CORPORATE_PASSWORD);
    ben = await login(app(), benAccount.email, CORPORATE_PASSWORD);

    travel(-3 * DAY);
    try {
      enrolmentDay = reportDayOf(now());
      await enrol(ann, COMPLETED);
      await enrol(ben, STUDIED);
    } finally {
      reset();
    }
    const course = (await http().get(`/api/coursesapi/course/${STUDIED}`).expect(200)).body as CourseResponse;
    const video = course.curriculum.sortedSections.flatMap((s) => s.lessons).find((l) => l.kind === 'video')!;
    await http()
      .post(`/api/coursesapi/course/${STUDIED}/progress`)
      .set(bearer(ben))
      .send({ lessonId: video.id, position: 60, watched: [[0, 60]] })
      .expect(200);
    await completeCourse(app(), ann, COMPLETED);
    await http()
      .post(`/api/orgsapi/organizations/${orgId}/assignments`)
      .set(bearer(boss))
      .send({ itemId: ASSIGNED, isBundle: false, userIds: [ben.id] })
      .expect(201);
  });

  afterAll(reset);

  describe('each report of our organisation', () => {
    it('user activation: this month, Boss, Ann and Ben logged in and Nobody never did; three days ago nobody had', async () => {
      const today = await answer<UserActivationResponse>(boss, 'user-activation', { take: 100 });
      const thisMonth = today.period.months[today.period.months.length - 1]!;
      expect(today.chart).toEqual([{ month: thisMonth, Active: 3, Inactive: 0, NotActivated: 1 }]);
      expect(today.totalCount).toBe(4);
      expect(today.data.map((r) => [r.name, r.activation, r.userStatus])).toEqual([
        ['Ann Report', 'Active', 'Active'],
        ['Ben Report', 'Active', 'Active'],
        ['Boss Report', 'Active', 'Active'],
        ['Nobody Report', 'NotActivated', 'Active'],
      ]);
      expect(today.data[0]).toMatchObject({
        userId: ann.id,
        month: thisMonth,
        position: 'Planner',
        department: 'Operations',
        email: expect.stringContaining('@'),
      });
      const before = await answer<UserActivationResponse>(boss, 'user-activation', { asOf: enrolmentDay });
      expect(before.chart.map((m) => [m.Active, m.Inactive, m.NotActivated])).toEqual([[0, 0, 4]]);
      expect(before.period.asOf < today.period.asOf).toBe(true);
    });

    it('learning dashboard: Ann’s completion tops the courses, its skill and the leaderboard; three days ago nothing was completed', async () => {
      const today = await answer<LearningDashboardResponse>(boss, 'learning-dashboard');
      expect(today.topCourses).toEqual([{ courseId: COMPLETED, titleEn: expect.any(String), titleTh: expect.any(String), completedCount: 1 }]);
      expect(today.topSkills).toEqual([{ skillId: 'compliance-safety', nameEn: expect.any(String), nameTh: expect.any(String), completedCount: 1 }]);
      expect(today.data).toEqual([expect.objectContaining({ rank: 1, userId: ann.id, name: 'Ann Report', completedCount: 1, department: 'Operations' })]);
      expect(await answer<LearningDashboardResponse>(boss, 'learning-dashboard', { asOf: enrolmentDay })).toMatchObject({
        data: [],
        topCourses: [],
        topSkills: [],
      });
    });

    it('learner activity: Ann studied, started and completed her course this month; the month’s figures add up to the rows', async () => {
      const today = await answer<LearnerActivityResponse>(boss, 'learner-activity', { take: 100 });
      expect(today.totalCount).toBe(4);
      const annRow = today.data.find((r) => r.userId === ann.id)!;
      expect(annRow).toMatchObject({ coursesStarted: 1, coursesCompleted: 1, lastLoginAt: expect.any(String), lastActivityAt: expect.any(String) });
      expect(annRow.learningSeconds).toBeGreaterThan(0);
      expect(annRow.logins).toBeGreaterThanOrEqual(1);
      expect(today.data[0]!.userId).toBe(ann.id);
      expect(today.data.find((r) => r.name === 'Nobody Report')).toMatchObject({ logins: 0, learningSeconds: 0, lastLoginAt: null, lastActivityAt: null });
      const sum = (key: 'logins' | 'learningSeconds', rows: { logins: number; learningSeconds: number }[]) => rows.reduce((n, r) => n + r[key], 0);
      expect(sum('logins', today.chart)).toBe(sum('logins', today.data));
      expect(sum('learningSeconds', today.chart)).toBe(sum('learningSeconds', today.data));
    });

    it('learning summary: per learner at each stage, by assignment or not; three days ago both had only enrolled', async () => {
      const today = await summary();
      expect(today.data.map((r) => [r.name, r.assignedCount, stages(r.assignment), stages(r.nonAssignment), r.totalLearningCourses])).toEqual([
        ['Ann Report', 0, [0, 0, 0], [0, 0, 1], 1],
        ['Ben Report', 1, [1, 0, 0], [0, 1, 0], 2],
      ]);
      expect(today.data[0]!.totalLearningSeconds).toBeGreaterThan(0);
      const before = await summary({ asOf: enrolmentDay });
      expect(before.data.map((r) => [r.name, stages(r.assignment), stages(r.nonAssignment)])).toEqual([
        ['Ann Report', [0, 0, 0], [1, 0, 0]],
        ['Ben Report', [0, 0, 0], [1, 0, 0]],
      ]);
    });

    it('drill-down: each enrolment with its stage, type and dates; as of three days ago, Ann’s course was not done', async () => {
      const today = await answer<DrillDownResponse>(boss, 'learning-summary-drill-down', { take: 100 });
      expect(today.totalCount).toBe(3);
      const rowOf = (r: DrillDownResponse, courseId: string) => r.data.find((row) => row.courseId === courseId)!;
      expect(rowOf(today, COMPLETED)).toMatchObject({
        userId: ann.id,
        name: 'Ann Report',
        courseType: 'nonAssignment',
        learningStage: 3,
        progressPercent: 100,
        completedAt: expect.any(String),
        categoryNameEn: expect.any(String),
        userStatus: 'Active',
      });
      expect(rowOf(today, STUDIED)).toMatchObject({ userId: ben.id, learningStage: 2, courseType: 'nonAssignment', completedAt: null });
      expect(rowOf(today, ASSIGNED)).toMatchObject({
        userId: ben.id,
        learningStage: 1,
        courseType: 'assignment',
        progressPercent: 0,
        testResult: 'Unspecified',
      });
      const before = await answer<DrillDownResponse>(boss, 'learning-summary-drill-down', { asOf: enrolmentDay, userId: ann.id });
      expect(before.data).toEqual([
        expect.objectContaining({ courseId: COMPLETED, learningStage: 1, progressPercent: 0, completedAt: null, latestActivityAt: null }),
      ]);
    });
  });

  describe('filters and dimensions', () => {
    it('keeps to the chosen departments, course types, stages and searched name', async () => {
      const names = (r: LearningSummaryReportResponse) => r.data.map((row) => row.name);
      expect(names(await summary({ departments: ['Sales'] }))).toEqual(['Ben Report']);
      const assigned = await summary({ courseTypes: ['assignment'] });
      expect(assigned.data.map((r) => [r.name, r.totalLearningCourses])).toEqual([['Ben Report', 1]]);
      expect(names(await summary({ learningStages: [3] }))).toEqual(['Ann Report']);
      expect(names(await summary({ search: 'ann rep' }))).toEqual(['Ann Report']);
      const drill = await answer<DrillDownResponse>(boss, 'learning-summary-drill-down', { courseTypes: ['nonAssignment'], learningStages: [2] });
      expect(drill.data.map((r) => [r.userId, r.courseId])).toEqual([[ben.id, STUDIED]]);
      const activation = await answer<UserActivationResponse>(boss, 'user-activation', { departments: ['Sales'] });
      expect(activation.chart.map((m) => m.Active + m.Inactive + m.NotActivated)).toEqual([1]);
      expect((await summary({ contracts: ['another-contract'] })).data).toEqual([]);
    });

    it('groups the summary by every dimension, each group adding up to its learners’ rows', async () => {
      const groups = async (dimension: ReportQueryBody['dimension']) =>
        (await summary({ dimension })).groups.map((g) => [g.key, g.learners, g.totalLearningCourses, stages(g.assignment), stages(g.nonAssignment)]);
      expect(await groups(undefined)).toEqual([
        ['Operations', 1, 1, [0, 0, 0], [0, 0, 1]],
        ['Sales', 1, 2, [1, 0, 0], [0, 1, 0]],
      ]);
      expect(await groups('DEPARTMENT')).toEqual(await groups(undefined));
      expect(await groups('CONTRACT')).toEqual([[contractId, 2, 3, [1, 0, 0], [0, 1, 1]]]);
      expect(await groups('COURSE_TYPE')).toEqual([
        ['assignment', 1, 1, [1, 0, 0], [0, 0, 0]],
        ['nonAssignment', 2, 2, [0, 0, 0], [0, 1, 1]],
      ]);
      expect((await groups('LEARNING_STAGE')).map(([key, learners, courses]) => [key, learners, courses])).toEqual([
        ['1', 1, 1],
        ['2', 1, 1],
        ['3', 1, 1],
      ]);
      const whole = await summary({ dimension: 'CONTRACT' });
      expect(whole.groups[0]!.totalLearningSeconds).toBe(whole.data.reduce((n, r) => n + r.totalLearningSeconds, 0));
    });

    it('answers a Range of months, ending at the as-of month, with the same rows as this month when nothing older exists', async () => {
      const thisMonth = await summary();
      const month = thisMonth.period.from;
      const range = await summary({ filterMode: 'Range', from: `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`, to: month });
      expect(range.period).toMatchObject({ to: month, months: expect.arrayContaining([month]) });
      expect(range.period.months).toHaveLength(13);
      expect(range.data).toEqual(thisMonth.data);
    });

    it('refuses a bad period, sort, page or report with 400 or 404 naming the field, and records nothing', async () => {
      const head = await store().headPosition();
      expect(refusalOfResponse(await ask(boss, 'learning-summary', { filterMode: 'Range' }))).toEqual([400, 'BAD_REQUEST', 'from:', 'to:']);
      expect(refusalOfResponse(await ask(boss, 'learning-summary', { filterMode: 'Range', from: '2026-05', to: '2026-04' }))).toEqual([
        400,
        'BAD_REQUEST',
        'to:endBeforeStart',
      ]);
      expect(refusalOfResponse(await ask(boss, 'user-activation', { filterMode: 'Range', from: '2024-01', to: '2026-01' }))).toEqual([
        400,
        'BAD_REQUEST',
        'to:periodTooLong',
      ]);
      expect(refusalOfResponse(await ask(boss, 'learner-activity', { filterMode: 'Range', from: '2026-13', to: '2026-12' }))).toEqual([
        400,
        'BAD_REQUEST',
        'from:',
      ]);
      expect(refusalOfResponse(await ask(boss, 'learning-dashboard', { dateRange: 5 as never }))).toEqual([400, 'BAD_REQUEST', 'dateRange:']);
      expect(refusalOfResponse(await ask(boss, 'learning-summary', { take: 101 }))).toEqual([400, 'BAD_REQUEST', 'take:']);
      expect(refusalOfResponse(await ask(boss, 'learning-summary', { sort: { field: 'salary', order: 'ASC' } }))).toEqual([400, 'BAD_REQUEST', 'sort.field:']);
      expect(refusalOfResponse(await ask(boss, 'no-such-report'))).toEqual([404, 'NOT_FOUND']);
      const english = await ask(boss, 'learning-summary', { filterMode: 'Range', from: '2026-02', to: '2026-01' });
      const thai = await ask(boss, 'learning-summary', { filterMode: 'Range', from: '2026-02', to: '2026-01' }, 'th');
      expect([english.body.errors[0].message, thai.body.errors[0].message]).toEqual(['The end must come after the start', 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น']);
      expect(await store().headPosition()).toEqual(head);
    });
  });

  describe('who sees what', () => {
    it('refuses learners and callers without a token', async () => {
      expect(refusalOfResponse(await ask(ann, 'learning-summary'))).toEqual([403, 'FORBIDDEN']);
      expect((await ask(null, 'learning-summary')).status).toBe(401);
    });

    it('answers every report of the demo organisation to its HR manager and its admin, whose summary rows add up to the groups', async () => {
      for (const report of REPORTS) {
        const answered = await answer<{ data: unknown[]; totalCount: number; period: ReportPeriod }>(demoHr, report, { dateRange: 3 });
        expect([report, answered.totalCount >= answered.data.length, answered.period.from.endsWith('-01')]).toEqual([report, true, true]);
      }
      const hrView = await answer<LearningSummaryReportResponse>(demoHr, 'learning-summary', { dimension: 'CONTRACT', dateRange: 3, take: 100 });
      const adminView = await answer<LearningSummaryReportResponse>(demoAdmin, 'learning-summary', {
        dimension: 'CONTRACT',
        dateRange: 3,
        take: 100,
        organizationId: DEMO_ORG,
      });
      // Non-empty, so the comparisons below cannot pass on two empty answers.
      expect(hrView.data.length).toBeGreaterThan(0);
      expect([adminView.data, adminView.groups]).toEqual([hrView.data, hrView.groups]);
      const courses = hrView.data.reduce((n, r) => n + r.totalLearningCourses, 0);
      expect(hrView.groups.reduce((n, g) => n + g.totalLearningCourses, 0)).toBe(courses);
      const activation = await answer<UserActivationResponse>(demoHr, 'user-activation', { dateRange: 3 });
      expect(activation.chart.reduce((n, m) => n + m.Active + m.Inactive + m.NotActivated, 0)).toBe(activation.totalCount);
    });

    it('never shows another organisation: an organisation admin or HR naming one is refused', async () => {
      expect(refusalOfResponse(await ask(demoAdmin, 'learning-summary', { organizationId: orgId }))).toEqual([403, 'FORBIDDEN']);
      expect(refusalOfResponse(await ask(demoHr, 'user-activation', { organizationId: orgId }))).toEqual([403, 'FORBIDDEN']);
      expect(refusalOfResponse(await ask(boss, 'learning-dashboard', { organizationId: DEMO_ORG }))).toEqual([403, 'FORBIDDEN']);
    });

    it('asks a platform admin to pick an organisation first, in English and Thai, then answers for it', async () => {
      for (const language of ['en', 'th'] as const) {
        const refused = await ask(admin, 'learning-summary', {}, language);
        expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 'ORGANIZATION_REQUIRED', ORGANIZATION_REQUIRED[language]]);
      }
      const adminView = await answer<LearningSummaryReportResponse>(admin, 'learning-summary', { organizationId: orgId, take: 100 });
      const bossView = await summary();
      expect([adminView.data, adminView.groups]).toEqual([bossView.data, bossView.groups]);
      expect(refusalOfResponse(await ask(admin, 'learning-summary', { organizationId: randomUUID() }))).toEqual([404, 'NOT_FOUND']);
    });
  });

  describe('the independent check', () => {
    const allEvents = async () => {
      const events: RecordedEvent[] = [];
      for (;;) {
        const page = await store().readAll(events[events.length - 1]?.position ?? null, 1000);
        if (page.length === 0) return events;
        events.push(...page);
      }
    };
    const apiCounts = (rows: LearnerSummaryRow[]): LearnerCounts[] =>
      rows
        .map(({ userId, assignedCount, assignment, nonAssignment, totalLearningCourses, totalLearningSeconds }) => ({
          userId,
          assignedCount,
          assignment,
          nonAssignment,
          totalLearningCourses,
          totalLearningSeconds,
        }))
        .sort((a, b) => a.userId.localeCompare(b.userId));

    it('recomputes this month’s learning summary of our organisation, and last month’s of the demo one, from the events alone', async () => {
      const ours = await summary();
      const demo = await answer<LearningSummaryReportResponse>(demoHr, 'learning-summary', { dateRange: 2, take: 100 });
      const events = await allEvents();
      expect(summaryFromEvents(events, orgId, ours.period)).toEqual(apiCounts(ours.data));
      expect(ours.data).toHaveLength(2);
      expect(summaryFromEvents(events, DEMO_ORG, demo.period)).toEqual(apiCounts(demo.data));
    });
  });
});
