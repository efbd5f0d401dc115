/* global __ENV */
// A soak of learners studying: the demo organisation's people on its unlimited cost centre are
// enrolled by credits in a few courses each (setup), then every learning session (one person in one
// course) reports what its player watched once a minute, as the learning page does
// (`POST coursesapi/course/{id}/progress` with the last minute's interval), and now and then reads its
// progress back. The sessions walk through their courses' video lessons at playing speed, so lessons
// complete and the next one starts during a long run. ADR 20: at most one event per lesson a minute.
import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { json, logIn, next, params, think, url } from './lib/khru.js';

const ORGANISATION = JSON.parse(open('../seed/organisation.json'));
const UNLIMITED = ORGANISATION.costCentres.filter((c) => c.unlimited).map((c) => c.code);
const PEOPLE = ORGANISATION.employees.filter((e) => UNLIMITED.includes(e.costCentre)).map((e) => e.email);
const COURSES = JSON.parse(open('../seed/courses.json'))
  .courses.filter((c) => !c.trainingStartsAt)
  .map((c) => c.id);
/** Courses each person studies at once: sessions = people x this. */
const COURSES_EACH = Number(__ENV.PROGRESS_COURSES || 5);
const SESSIONS = PEOPLE.length * COURSES_EACH;
/** Reports a second: by default every session reports once a minute. */
const RATE = Number(__ENV.PROGRESS_RATE || Math.max(1, Math.round(SESSIONS / 60)));
const DURATION = __ENV.SOAK_DURATION || '30m';

export const options = {
  setupTimeout: '5m',
  scenarios: {
    progress_soak: { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', duration: DURATION, preAllocatedVUs: 10, maxVUs: 100 },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{group:::report}': ['p(95)<300'],
    'http_req_duration{group:::read}': ['p(95)<300'],
    checks: ['rate>0.99'],
  },
};

/** The course's video lessons in order, from its public outline. */
function videoLessons(courseId) {
  const course = json(http.get(url(`/api/coursesapi/course/${courseId}`), params('GET /api/coursesapi/course/:id')));
  if (!course) return [];
  return course.curriculum.sortedSections.flatMap((s) => s.lessons).filter((l) => l.kind === 'video' && l.durationSeconds > 0);
}

/** Enrols the learner by credits and waits (at most 30 s) until the grant lets them report progress. */
function enrol(token, email, courseId) {
  const response = http.post(
    url('/api/paymentapi/enroll-single-item'),
    JSON.stringify({ itemId: courseId, isBundle: false }),
    params('POST /api/paymentapi/enroll-single-item', { token, headers: { 'Idempotency-Key': `k6-progress-${email}-${courseId}` } }),
  );
  check(response, { 'the learner is enrolled': (r) => r.status === 200 });
  for (let i = 0; i < 60; i += 1) {
    if (http.get(url(`/api/coursesapi/course/${courseId}/progress`), params('GET /api/coursesapi/course/:id/progress', { token })).status === 200) return true;
    sleep(0.5);
  }
  return false;
}

export function setup() {
  const lessons = {};
  const sessions = [];
  PEOPLE.forEach((email, p) => {
    const token = logIn(email);
    if (!token) return;
    for (let c = 0; c < COURSES_EACH; c += 1) {
      const courseId = COURSES[(p * COURSES_EACH + c) % COURSES.length];
      lessons[courseId] = lessons[courseId] || videoLessons(courseId);
      const ready = enrol(token, email, courseId);
      check(ready, { 'the course is granted for study': (r) => r === true });
      // Sessions start at different points of the first minute, so reports are spread evenly.
      if (ready && lessons[courseId].length > 0) sessions.push({ token, courseId, offset: sessions.length % 60 });
    }
  });
  return { sessions, lessons, startedAt: Date.now() };
}

/** Where a session's playback is now: the lesson and position after `seconds` of watching its course from the start. */
function placeOf(lessons, seconds) {
  const total = lessons.reduce((sum, l) => sum + l.durationSeconds, 0);
  let left = seconds % total;
  for (const lesson of lessons) {
    if (left < lesson.durationSeconds) return { lesson, position: left };
    left -= lesson.durationSeconds;
  }
  return { lesson: lessons[0], position: 0 };
}

export default function ({ sessions, lessons, startedAt }) {
  const session = next(sessions);
  const watchedSeconds = Math.floor((Date.now() - startedAt) / 1000) + session.offset + 1;
  const { lesson, position } = placeOf(lessons[session.courseId], watchedSeconds);
  const to = Math.max(position, 1);
  const report = { lessonId: lesson.id, position: to, watched: [[Math.max(0, to - 60), to]] };
  group('report', () => {
    const response = http.post(
      url(`/api/coursesapi/course/${session.courseId}/progress`),
      JSON.stringify(report),
      params('POST /api/coursesapi/course/:id/progress', { token: session.token }),
    );
    check(response, { 'the report is accepted': (r) => r.status === 200 });
  });
  if (watchedSeconds % 10 === 0 || __ENV.THINK_SECONDS === '0') {
    group('read', () => {
      const response = http.get(
        url(`/api/coursesapi/course/${session.courseId}/progress`),
        params('GET /api/coursesapi/course/:id/progress', { token: session.token }),
      );
      const progress = json(response);
      check(response, { 'the progress lists the lessons': (r) => r.status === 200 && progress !== null && Array.isArray(progress.lessons) });
    });
  }
  think();
}
