// A year of one organisation, generated day by day from a seeded PRNG (the same events on every run),
// as the recorded events the projections read: the catalogue, the organisation with 4,400 people at
// the start and monthly hires up to 5,000, mandatory courses assigned up front (about 25,000 enrolment
// rows), then a year of weekday logins, study sessions (`LessonWatched` once a minute, lessons and
// courses completed), final tests passed or failed and retried, certificates, self-enrolments by
// credits, a few promotions and leavers. About a million events; only a day's events are held at once.
import { certificateStream, costCentreStream, entitlementStream, organisationStream, progressStream, testStream, userStream } from '@khru/contracts';
import { BENCH_COURSES, catalogueEvents } from './report-catalogue.mjs';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const MINUTE = 60 * 1000;
const BANGKOK_MS = 7 * HOUR;

export const BENCH_ORG_ID = '5e1a0b2c-0000-4c00-8000-00000000be0c';
const CONTRACT_ID = 'BENCH-2025-01';
const COST_CENTRE_ID = '5e1a0b2c-0100-4c00-8000-00000000be0c';
const INITIAL_PEOPLE = 4400;
const HIRE_BATCH = 50;
const LEAVERS = 150;
const PROMOTIONS = 100;
/** Compliance and skills every person is given at the start (and on joining), due in 90 days. */
const COMPANY_COURSES = [7, 8, 9, 17, 27];

const DEPARTMENTS = [
  'Operations',
  'Warehouse',
  'Transport',
  'Customer Service',
  'Sales',
  'Marketing',
  'Finance',
  'Accounting',
  'Human Resources',
  'Information Technology',
  'Procurement',
  'Legal',
  'Quality Assurance',
  'Engineering',
  'Maintenance',
  'Fleet',
  'Planning',
  'Import & Export',
  'Customs',
  'Administration',
];
const POSITIONS = ['Officer', 'Senior Officer', 'Specialist', 'Supervisor', 'Manager'];
const FIRST_NAMES = ['Somchai', 'Nicha', 'Kittisak', 'Pranee', 'Wichai', 'Araya', 'Thanawat', 'Suda', 'Chaiwat', 'Orawan', 'Nattapong', 'Jintana'];
const LAST_NAMES = ['Wongsa', 'Rattana', 'Boonmee', 'Chaiyaporn', 'Srisuk', 'Phongphan', 'Kaewmanee', 'Intharasuk', 'Meesuk', 'Saelim'];

/** mulberry32: a small, fast PRNG; one stream of numbers for the whole run keeps the year reproducible. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A well-formed UUID from a kind (up to 8 hex digits) and a number: cheap, unique, the same on every run. */
const uuid = (kind, n) => `${kind.padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const iso = (ms) => new Date(ms).toISOString();

/**
 * The year's events in time order, as `{ stream, type, data, at }` (`at` in ms). `endMs`: the instant the
 * year ends (the benchmark's "now"); the 365 Bangkok days before its day are simulated.
 */
export function* organisationYear({ endMs, people = 5000, seed = 2026 }) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const endDayStart = Math.floor((endMs + BANGKOK_MS) / DAY) * DAY - BANGKOK_MS;
  const yearStart = endDayStart - 365 * DAY;
  const contract = { id: CONTRACT_ID, start: iso(yearStart), end: iso(yearStart + 730 * DAY) };
  const by = uuid('be0c', 0);
  const counters = { session: 0, attempt: 0, certificate: 0, enrolment: 0, assignment: 0 };

  const persons = Array.from({ length: people }, (_, n) => {
    const hireDay = n < INITIAL_PEOPLE ? 0 : 30 * (1 + Math.floor((n - INITIAL_PEOPLE) / HIRE_BATCH));
    const department = DEPARTMENTS[Math.floor(random() ** 1.2 * DEPARTMENTS.length)];
    const never = random() < 0.07;
    return {
      n,
      userId: uuid('be0c', n),
      email: `learner-${n}@bench-org.example`,
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      department,
      position: `${department} ${pick(POSITIONS)}`,
      role: n === 0 ? 'ORG_ADMIN' : n <= 3 ? 'HR' : 'B2B',
      hireDay,
      firstLoginDay: never ? Infinity : hireDay + Math.floor(random() ** 2 * 60),
      weekly: 0.35 + 0.6 * random(),
      studyShare: 0.5 + 0.4 * random(),
      loggedIn: false,
      leaveDay: Infinity,
      promotionDay: Infinity,
      enrolments: [],
    };
  });
  for (let k = 0; k < LEAVERS; k++) {
    const person = persons[4 + Math.floor(random() * (people - 4))];
    person.leaveDay = Math.min(person.leaveDay, person.hireDay + 60 + Math.floor(random() * Math.max(1, 300 - person.hireDay)));
  }
  for (let k = 0; k < PROMOTIONS; k++) persons[Math.floor(random() * people)].promotionDay = 30 + Math.floor(random() * 330);

  const employeeRecord = (p) => ({
    userId: p.userId,
    email: p.email,
    role: p.role,
    firstName: p.firstName,
    lastName: p.lastName,
    department: p.department,
    position: p.position,
    jobGrade: 'S1',
    team: p.department,
    businessUnit: 'Logistics',
    location: 'Bangkok',
    costCentreId: COST_CENTRE_ID,
  });
  const assign = (events, course, group, department, at, dueMs) => {
    counters.assignment += 1;
    for (const p of group) p.enrolments.push({ course, lesson: 0, second: 0, lessonDone: false, stage: 'study', retryAt: 0 });
    events.push({
      stream: organisationStream(BENCH_ORG_ID),
      type: 'CourseAssigned',
      data: {
        orgId: BENCH_ORG_ID,
        assignmentId: uuid('a551', counters.assignment),
        item: { itemId: course.id, isBundle: false },
        courseIds: [course.id],
        userIds: group.map((p) => p.userId),
        department,
        dueDate: iso(dueMs),
        by,
        at: iso(at),
      },
      at,
    });
  };
  // People join: the import (or a batch of hires), their accounts, and the courses everyone takes.
  const join = (events, group, at, source) => {
    events.push({
      stream: organisationStream(BENCH_ORG_ID),
      type: 'EmployeesAdded',
      data: { orgId: BENCH_ORG_ID, employees: group.map(employeeRecord), source, by, at: iso(at) },
      at,
    });
    group.forEach((p, k) => {
      const registeredAt = at + 1000 + k * 10;
      events.push({
        stream: userStream(p.userId),
        type: 'UserRegistered',
        data: {
          userId: p.userId,
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          role: p.role,
          passwordHash: 'not-used',
          source: 'organisation',
          registeredAt: iso(registeredAt),
        },
        at: registeredAt,
      });
    });
    for (const index of COMPANY_COURSES) assign(events, BENCH_COURSES[index], group, null, at + HOUR, at + 90 * DAY);
  };
  const enrolByCredits = (events, p, at) => {
    const held = new Set(p.enrolments.map((e) => e.course.id));
    const course = BENCH_COURSES.filter((c) => !held.has(c.id))[Math.floor(random() * (BENCH_COURSES.length - held.size))];
    if (!course) return null;
    counters.enrolment += 1;
    const enrolmentId = uuid('e101', counters.enrolment);
    events.push(
      {
        stream: costCentreStream(COST_CENTRE_ID),
        type: 'CreditsDeducted',
        data: {
          costCentreId: COST_CENTRE_ID,
          orgId: BENCH_ORG_ID,
          enrolmentId,
          userId: p.userId,
          itemId: course.id,
          isBundle: false,
          courseIds: [course.id],
          amount: 10,
          at: iso(at),
        },
        at,
      },
      {
        stream: entitlementStream(p.userId),
        type: 'CourseAccessGranted',
        data: { userId: p.userId, courseId: course.id, source: 'credits', orderId: enrolmentId, bundleId: null, grantedAt: iso(at), expiresAt: contract.end },
        at,
      },
    );
    const enrolment = { course, lesson: 0, second: 0, lessonDone: false, stage: 'study', retryAt: 0 };
    p.enrolments.unshift(enrolment);
    return enrolment;
  };
  // One attempt at the final test; a pass issues the certificate, a failure opens a retry the next day.
  const takeTest = (events, later, p, e, at) => {
    counters.attempt += 1;
    const attemptId = uuid('a77e', counters.attempt);
    const base = { attemptId, userId: p.userId, courseId: e.course.id };
    const stream = testStream(p.userId, e.course.id);
    const passed = random() < 0.75;
    const correctCount = passed ? 7 + Math.floor(random() * 4) : 2 + Math.floor(random() * 5);
    const finishedAt = at + 12 * MINUTE;
    const retryAt = passed ? null : finishedAt + DAY;
    const questions = Array.from({ length: 10 }, (_, q) => ({ questionId: `${e.course.id}-q${q + 1}`, optionIds: ['a', 'b', 'c', 'd'] }));
    events.push(
      {
        stream,
        type: 'TestAttemptStarted',
        data: {
          ...base,
          lang: p.n % 3 === 0 ? 'en' : 'th',
          questions,
          passMarkPercent: 70,
          timeLimitMinutes: 30,
          retryWaitDays: 1,
          deadlineAt: iso(at + 30 * MINUTE),
          at: iso(at),
        },
        at,
      },
      {
        stream,
        type: 'TestAttemptFinished',
        data: {
          ...base,
          correctCount,
          total: 10,
          scorePercent: correctCount * 10,
          passMarkPercent: 70,
          passed,
          reason: 'submitted',
          retryAt: retryAt && iso(retryAt),
          at: iso(finishedAt),
        },
        at: finishedAt,
      },
    );
    if (!passed) {
      e.retryAt = retryAt;
      later.push({ stream, type: 'TestRetryOpened', data: { ...base, at: iso(retryAt) }, at: retryAt });
      return;
    }
    counters.certificate += 1;
    const certificateId = uuid('ce27', counters.certificate);
    events.push({
      stream: certificateStream(certificateId),
      type: 'CertificateIssued',
      data: {
        certificateId,
        number: `KHRU-BENCH-${String(counters.certificate).padStart(6, '0')}`,
        userId: p.userId,
        holderName: `${p.firstName} ${p.lastName}`,
        kind: 'course',
        subjectId: e.course.id,
        titleEn: e.course.title.en,
        titleTh: e.course.title.th,
        scorePercent: correctCount * 10,
        courseIds: [e.course.id],
        at: iso(finishedAt + 1000),
      },
      at: finishedAt + 1000,
    });
    e.stage = 'done';
  };
  // A study session: a minute of video per event (the event budget), lessons completed at 90% watched,
  // the closing quiz and the course completed after the last video; a course with a test is then tested.
  const study = (events, later, p, start, minutes) => {
    const e = p.enrolments.find((x) => x.stage !== 'done') ?? enrolByCredits(events, p, start);
    if (!e) return;
    if (e.stage === 'test') {
      if (start >= e.retryAt) takeTest(events, later, p, e, start + MINUTE);
      return;
    }
    const stream = progressStream(p.userId, e.course.id);
    const base = { userId: p.userId, courseId: e.course.id };
    let at = start + MINUTE;
    for (let m = 0; m < minutes; m++, at += MINUTE) {
      const video = e.course.videos[e.lesson];
      const to = Math.min(e.second + 60, video.seconds);
      const watched = { ...base, lessonId: video.id, position: to, intervals: [[e.second, to]], countedSeconds: to - e.second, at: iso(at) };
      events.push({ stream, type: 'LessonWatched', data: watched, at });
      e.second = to;
      if (!e.lessonDone && to >= video.seconds * 0.9) {
        e.lessonDone = true;
        events.push({
          stream,
          type: 'LessonCompleted',
          data: { ...base, lessonId: video.id, rule: 'watched-90', countedSeconds: 0, at: iso(at + 1000) },
          at: at + 1000,
        });
      }
      if (to < video.seconds) continue;
      Object.assign(e, { lesson: e.lesson + 1, second: 0, lessonDone: false });
      if (e.lesson < e.course.videos.length) continue;
      const quizAt = at + 30_000;
      events.push(
        { stream, type: 'LessonCompleted', data: { ...base, lessonId: e.course.quizId, rule: 'quiz', countedSeconds: 0, at: iso(quizAt) }, at: quizAt },
        { stream, type: 'CourseCompleted', data: { ...base, at: iso(quizAt + 1000) }, at: quizAt + 1000 },
      );
      e.stage = e.course.hasTest ? 'test' : 'done';
      return;
    }
  };

  let pending = [];
  for (let day = 0; day < 365; day++) {
    const dayStart = yearStart + day * DAY;
    const weekday = new Date(dayStart + BANGKOK_MS).getUTCDay();
    const events = pending.filter((e) => e.at < dayStart + DAY);
    pending = pending.filter((e) => e.at >= dayStart + DAY);
    if (day === 0) {
      for (const [stream, type, data] of catalogueEvents(iso(dayStart + 7 * HOUR))) events.push({ stream, type, data, at: dayStart + 7 * HOUR });
      const created = dayStart + 8 * HOUR;
      events.push(
        {
          stream: organisationStream(BENCH_ORG_ID),
          type: 'OrganisationCreated',
          data: {
            orgId: BENCH_ORG_ID,
            name: { en: 'Bench Logistics Co., Ltd.', th: 'บริษัท เบนช์ โลจิสติกส์ จำกัด' },
            taxId: '0105599000001',
            address: '1 Bench Road, Bangkok 10110',
            contract,
            by,
            at: iso(created),
          },
          at: created,
        },
        {
          stream: costCentreStream(COST_CENTRE_ID),
          type: 'CostCentreOpened',
          data: {
            costCentreId: COST_CENTRE_ID,
            orgId: BENCH_ORG_ID,
            code: 'BENCH-ALL',
            name: 'Everyone',
            unlimited: true,
            expiresAt: contract.end,
            by,
            at: iso(created),
          },
          at: created,
        },
      );
      const first = persons.filter((p) => p.hireDay === 0);
      join(events, first, dayStart + 9 * HOUR, 'import');
      DEPARTMENTS.forEach((department, k) => {
        const members = first.filter((p) => p.department === department);
        if (members.length > 0) assign(events, BENCH_COURSES[(k * 3) % BENCH_COURSES.length], members, department, dayStart + 11 * HOUR, dayStart + 120 * DAY);
      });
    } else {
      const hires = persons.filter((p) => p.hireDay === day);
      if (hires.length > 0) join(events, hires, dayStart + 9 * HOUR, 'import');
    }
    for (const p of persons) {
      if (p.hireDay > day || p.leaveDay < day) continue;
      if (p.leaveDay === day) {
        const at = dayStart + 16 * HOUR;
        events.push(
          { stream: organisationStream(BENCH_ORG_ID), type: 'EmployeeDeactivated', data: { orgId: BENCH_ORG_ID, userId: p.userId, by, at: iso(at) }, at },
          { stream: userStream(p.userId), type: 'UserDeactivated', data: { userId: p.userId, orgId: BENCH_ORG_ID, by, at: iso(at + 1000) }, at: at + 1000 },
        );
        continue;
      }
      if (p.promotionDay === day) {
        const at = dayStart + 15 * HOUR;
        p.position = `${p.department} Manager`;
        events.push({
          stream: organisationStream(BENCH_ORG_ID),
          type: 'EmployeeUpdated',
          data: { orgId: BENCH_ORG_ID, userId: p.userId, changes: { position: p.position }, by, at: iso(at) },
          at,
        });
      }
      // The first login comes on the first weekday it can; after it, each weekday is a chance of `weekly / 5`.
      if (day < p.firstLoginDay || weekday === 0 || weekday === 6) continue;
      if (p.loggedIn && random() >= p.weekly / 5) continue;
      p.loggedIn = true;
      const at = dayStart + 8 * HOUR + Math.floor(random() * 9 * HOUR);
      counters.session += 1;
      events.push({
        stream: userStream(p.userId),
        type: 'UserLoggedIn',
        data: {
          userId: p.userId,
          sessionId: uuid('5e55', counters.session),
          refreshTokenHash: counters.session.toString(16).padStart(64, '0'),
          expiresAt: iso(at + 30 * DAY),
          at: iso(at),
        },
        at,
      });
      // Now and then a learner picks a course of their own, paid by the organisation's credits.
      if (random() < 0.04) enrolByCredits(events, p, at + 30_000);
      if (random() < p.studyShare) study(events, pending, p, at, 2 + Math.floor(random() * 14));
    }
    events.sort((a, b) => a.at - b.at);
    yield* events;
  }
}

/**
 * Recorded events as the event store answers them: increasing global positions from 1, each stream's
 * own revisions, metadata with the instant.
 */
export function* recorded(events) {
  const revisions = new Map();
  let position = 0n;
  for (const { stream, type, data, at } of events) {
    position += 1n;
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const occurredAt = iso(at);
    yield {
      id: uuid('e7e7', Number(position)),
      streamId: stream,
      streamPosition: revision,
      position: { commit: position, prepare: position },
      type,
      data,
      metadata: { correlationId: 'bench', causationId: 'bench', occurredAt },
      createdAt: occurredAt,
    };
  }
}
