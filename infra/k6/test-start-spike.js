/* global __ITER */
// A spike of learners starting a course's final test in the same minute (an exam slot, a deadline): the
// demo organisation's people on its unlimited cost centre are each enrolled by credits in a course that has a
// final test and complete it in `setup` (every video reported watched, the closing quiz answered from its seed
// file, then the course's progress read until it says COMPLETED). Each iteration then does what the test page
// does: reads `GET testapi/test/{courseId}/info` and starts with `POST testapi/test/{courseId}/{lang}`; a
// learner whose attempt is open gets it back (resume), so every start is a 201 with the attempt's questions.
import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { json, logIn, next, params, rate, spike, think, url } from './lib/khru.js';

const ORGANISATION = JSON.parse(open('../seed/organisation.json'));
const UNLIMITED = ORGANISATION.costCentres.filter((c) => c.unlimited).map((c) => c.code);
const PEOPLE = ORGANISATION.employees.filter((e) => UNLIMITED.includes(e.costCentre)).map((e) => e.email);
/** The demo courses with a final test, and the right options of each one's closing quiz (to complete it). */
const TEST_COURSES = JSON.parse(open('../seed/final-tests/index.json')).courseIds;
const QUIZ_ANSWERS = {};
for (const id of TEST_COURSES) {
  QUIZ_ANSWERS[id] = {};
  for (const q of JSON.parse(open(`../seed/quizzes/${id}.json`)).questions) QUIZ_ANSWERS[id][q.id] = q.options.filter((o) => o.correct).map((o) => o.id);
}
/** A learner may start while the test is ready or resume while an attempt is open (not after a pass or a failure's wait). */
const STARTABLE = ['incompleteCourse', 'ready', 'inProgress'];
const PEAK = rate('TEST_START', 30);

export const options = {
  setupTimeout: '5m',
  scenarios: {
    test_start_spike: spike(PEAK, 45),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{group:::info}': ['p(95)<300'],
    'http_req_duration{group:::start}': ['p(95)<500'],
    checks: ['rate>0.99'],
  },
};

/** The learner's progress in the course; null while they may not study it. */
function progressOf(token, courseId) {
  const response = http.get(url(`/api/coursesapi/course/${courseId}/progress`), params('GET /api/coursesapi/course/:id/progress', { token }));
  return response.status === 200 ? json(response) : null;
}
const completed = (token, courseId) => {
  const progress = progressOf(token, courseId);
  return progress !== null && progress.status === 'COMPLETED';
};

/** Enrols the learner by credits and waits (at most 30 s) until the grant lets them study. */
function enrol(token, email, courseId) {
  http.post(
    url('/api/paymentapi/enroll-single-item'),
    JSON.stringify({ itemId: courseId, isBundle: false }),
    params('POST /api/paymentapi/enroll-single-item', { token, headers: { 'Idempotency-Key': `k6-test-start-${email}-${courseId}` } }),
  );
  for (let i = 0; i < 60; i += 1) {
    if (progressOf(token, courseId)) return true;
    sleep(0.5);
  }
  return false;
}

/** Passes the course's quiz lesson with the right options of its seed file. */
function passQuiz(token, courseId, lessonId) {
  const base = `/api/coursesapi/course/${courseId}/quizzes/${lessonId}/attempts`;
  const attempt = json(http.post(url(base), null, params('POST /api/coursesapi/course/:id/quizzes/:lessonId/attempts', { token })));
  if (!attempt) return;
  for (const question of attempt.questions) {
    const optionIds = QUIZ_ANSWERS[courseId][question.id];
    http.post(url(`${base}/${attempt.id}/answers`), JSON.stringify({ questionId: question.id, optionIds }), params('POST .../attempts/:id/answers', { token }));
  }
}

/** Completes the course as a learner would: every video watched to its end, every resource opened, the quiz passed. */
function complete(token, courseId) {
  if (completed(token, courseId)) return true;
  const course = json(http.get(url(`/api/coursesapi/course/${courseId}`), params('GET /api/coursesapi/course/:id')));
  if (!course) return false;
  for (const lesson of course.curriculum.sortedSections.flatMap((s) => s.lessons)) {
    const report = (body) =>
      http.post(url(`/api/coursesapi/course/${courseId}/progress`), JSON.stringify(body), params('POST /api/coursesapi/course/:id/progress', { token }));
    if (lesson.kind === 'video') report({ lessonId: lesson.id, position: lesson.durationSeconds, watched: [[0, lesson.durationSeconds]] });
    else if (lesson.kind === 'resource') report({ lessonId: lesson.id, position: 0, watched: [] });
    else passQuiz(token, courseId, lesson.id);
  }
  // The passed quiz completes its lesson (and the course) through a workflow, a moment later.
  for (let i = 0; i < 60; i += 1) {
    if (completed(token, courseId)) return true;
    sleep(0.5);
  }
  return false;
}

const infoOf = (token, courseId, lang = 'en') =>
  http.get(url(`/api/testapi/test/${courseId}/info`), params('GET /api/testapi/test/:courseId/info', { token, lang }));

export function setup() {
  const learners = [];
  PEOPLE.forEach((email, p) => {
    const token = logIn(email);
    if (!token) return;
    // Each person takes a different course where they may still start (a run after an earlier one moves on).
    for (let c = 0; c < TEST_COURSES.length; c += 1) {
      const courseId = TEST_COURSES[(p + c) % TEST_COURSES.length];
      if (!enrol(token, email, courseId)) continue;
      const standing = json(infoOf(token, courseId));
      if (!standing || !STARTABLE.includes(standing.outcome)) continue;
      const ready = complete(token, courseId);
      check(ready, { 'the course is completed, so its test may start': (r) => r === true });
      if (ready) learners.push({ token, courseId });
      return;
    }
  });
  return learners;
}

export default function (learners) {
  const { token, courseId } = next(learners);
  const lang = __ITER % 2 === 0 ? 'en' : 'th';
  let questionCount = 0;
  group('info', () => {
    const response = infoOf(token, courseId, lang);
    const info = json(response);
    questionCount = info ? info.information.questionCount : 0;
    check(response, { 'the test may be started or resumed': (r) => r.status === 200 && info !== null && ['ready', 'inProgress'].includes(info.outcome) });
  });
  group('start', () => {
    const response = http.post(url(`/api/testapi/test/${courseId}/${lang}`), null, params('POST /api/testapi/test/:courseId/:lang', { token, lang }));
    const attempt = json(response);
    check(response, {
      'the attempt asks its questions without the answers': (r) =>
        r.status === 201 && attempt !== null && attempt.questions.length === questionCount && !r.body.includes('correctOptionId'),
    });
  });
  think();
}
