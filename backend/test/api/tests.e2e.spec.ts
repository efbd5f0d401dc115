import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  certificateStream,
  testStream,
  type AuthResponse,
  type MyTestItem,
  type TestAnswerResponse,
  type TestAttemptView,
  type TestInfoResponse,
} from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { now, reset, travel } from '../../src/kernel/clock/clock.js';
import { certificateIdFor } from '../../src/assessment/certificates/certificate-id.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { freeCourse, publishCourse } from '../support/courses.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';
import { refusalOfResponse } from '../support/refusals.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A free course of one 100-second video: reporting it watched completes the course. */
const course = freeCourse('final-test-study', 'Final test study', 'Watch, then take the final test.');
/** Twelve questions with four options each; the right one differs from question to question. */
const rightOption = (questionId: string) => 'abcd'[Number(questionId.slice(1)) % 4]!;
const bank = Array.from({ length: 12 }, (_, i) => {
  const id = `q${i + 1}`;
  return {
    id,
    textEn: `Question ${i + 1}`,
    textTh: `คำถามข้อ ${i + 1}`,
    options: ['a', 'b', 'c', 'd'].map((o) => ({ id: o, textEn: `Option ${o}`, textTh: `ตัวเลือก ${o}` })),
    correctOptionId: rightOption(id),
  };
});
const definition = {
  informationEn: 'Ten questions drawn from twelve.',
  informationTh: 'สิบข้อจากสิบสองข้อ',
  passMarkPercent: 90,
  timeLimitMinutes: 30,
  retryWaitDays: 1,
  questionsPerAttempt: 10,
  questions: bank,
};
const wrongOption = (questionId: string) => (rightOption(questionId) === 'a' ? 'b' : 'a');

describe.each(STORE_PROFILES)('final tests API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;

  const info = async (auth: AuthResponse, after?: string | null) =>
    (
      await http()
        .get(`/api/testapi/test/${course.id}/info${after ? `?after=${after}` : ''}`)
        .set(bearer(auth))
        .expect(200)
    ).body as TestInfoResponse;
  const start = (auth: AuthResponse, lang = 'en') => http().post(`/api/testapi/test/${course.id}/${lang}`).set(bearer(auth));
  const answer = (auth: AuthResponse, attemptId: string, questionId: string, optionId: string, isEnd = false) =>
    http().post(`/api/testapi/test/${attemptId}`).set(bearer(auth)).send({ questionId, optionId, isEnd });
  const runDue = () => app().app.get(WorkflowsLeader).runDue(now());
  const eventsOf = async (auth: AuthResponse) => (await app().app.get<EventStore>(EVENT_STORE).readStream(testStream(auth.id, course.id))).map((e) => e.type);

  /** A new learner enrolled in the course; with `completed`, every lesson watched. */
  const learner = async (completed: boolean) => {
    const auth = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(auth)).send({ itemId: course.id, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${auth.id}?after=${enrolled.body.position}`).set(bearer(auth)).expect(200);
    if (completed) {
      const watched = await http()
        .post(`/api/coursesapi/course/${course.id}/progress`)
        .set(bearer(auth))
        .send({ lessonId: 'intro', position: 100, watched: [[0, 100]] })
        .expect(200);
      await http().get(`/api/coursesapi/course/${course.id}/progress?after=${watched.body.position}`).set(bearer(auth)).expect(200);
    }
    return auth;
  };
  const started = async (auth: AuthResponse) => (await start(auth).expect(201)).body as TestAttemptView;
  const answerAll = async (auth: AuthResponse, attempt: TestAttemptView, option: (questionId: string) => string) => {
    let last: TestAnswerResponse | undefined;
    for (const question of attempt.questions) last = (await answer(auth, attempt.id, question.id, option(question.id)).expect(201)).body as TestAnswerResponse;
    return last!;
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    await publishCourse(app(), admin, course);
    const defined = await http().put(`/api/coursesapi/course/${course.id}/test`).set(bearer(admin)).send(definition).expect(200);
    await http().get(`/api/coursesapi/course/${course.id}/test?after=${defined.body.position}`).set(bearer(admin)).expect(200);
  });

  afterAll(reset);

  it('lets platform admins define and read a test, answer key included, refusing a malformed bank naming the field', async () => {
    const read = await http().get(`/api/coursesapi/course/${course.id}/test`).set(bearer(admin)).expect(200);
    expect(read.body).toMatchObject({ courseId: course.id, passMarkPercent: 90, questionsPerAttempt: 10, questions: bank });
    const tooMany = await http()
      .put(`/api/coursesapi/course/${course.id}/test`)
      .set(bearer(admin))
      .send({ ...definition, questionsPerAttempt: 13 });
    expect(refusalOfResponse(tooMany)).toEqual([400, 'BAD_REQUEST', 'questionsPerAttempt:moreThanBank']);
    const wrongKey = await http()
      .put(`/api/coursesapi/course/${course.id}/test`)
      .set(bearer(admin))
      .send({ ...definition, questions: [{ ...bank[0]!, correctOptionId: 'z' }, ...bank.slice(1)] });
    expect(refusalOfResponse(wrongKey)).toEqual([400, 'BAD_REQUEST', 'questions.0.correctOptionId:correctOptions']);
    await http().put('/api/coursesapi/course/no-such-course/test').set(bearer(admin)).send(definition).expect(404);
    const learnerAuth = await signup(app());
    await http().put(`/api/coursesapi/course/${course.id}/test`).set(bearer(learnerAuth)).send(definition).expect(403);
    await http().get(`/api/coursesapi/course/${course.id}/test`).set(bearer(learnerAuth)).expect(403);
  });

  it('refuses to start before the course is completed, strangers, other languages and courses without a test', async () => {
    const studying = await learner(false);
    expect((await info(studying)).outcome).toBe('incompleteCourse');
    expect(refusalOfResponse(await start(studying))).toEqual([403, 'COURSE_NOT_COMPLETED']);
    expect(refusalOfResponse(await start(await signup(app())))).toEqual([403, 'FORBIDDEN']);
    expect(refusalOfResponse(await start(studying, 'fr'))).toEqual([400, 'BAD_REQUEST', 'lang:']);
    const untested = freeCourse('no-final-test', 'No final test', 'A course without a test.');
    await publishCourse(app(), admin, untested);
    await http().get(`/api/testapi/test/${untested.id}/info`).set(bearer(admin)).expect(404);
    await http().post(`/api/testapi/test/${course.id}/en`).expect(401);
  });

  it('starts an attempt without its answer key, draws another order for each attempt and resumes the open one', async () => {
    const first = await learner(true);
    const second = await learner(true);
    expect((await info(first)).outcome).toBe('ready');
    const attempt = await started(first);
    const other = (await start(second, 'th').expect(201)).body as TestAttemptView;
    expect(attempt.questions).toHaveLength(10);
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(10);
    for (const question of attempt.questions) expect(question.options.map((o) => o.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(JSON.stringify([attempt, other])).not.toMatch(/correct/i);
    expect(other.lang).toBe('th');
    const order = (a: TestAttemptView) => a.questions.map((q) => `${q.id}:${q.options.map((o) => o.id).join('')}`);
    expect(order(other)).not.toEqual(order(attempt));
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(30 * MINUTE);

    const resumed = await started(first);
    expect(resumed).toEqual({ ...attempt, serverNow: resumed.serverNow });
    const current = await info(first);
    expect(current).toMatchObject({
      information: { courseId: course.id, courseTitleEn: 'Final test study', passMarkPercent: 90, timeLimitMinutes: 30, retryWaitDays: 1, questionCount: 10 },
      outcome: 'inProgress',
      lastAttemptDateTime: attempt.startedAt,
      pastAttempts: [],
    });
    expect(current.currentTest).toEqual({ ...attempt, serverNow: current.currentTest!.serverNow });
  });

  it('records each answer once without judging it aloud, in the caller’s own attempt only', async () => {
    const me = await learner(true);
    const attempt = await started(me);
    const [q1, q2] = attempt.questions.map((q) => q.id);
    const recorded = (await answer(me, attempt.id, q1!, rightOption(q1!)).expect(201)).body as TestAnswerResponse;
    expect(recorded).toEqual({ attemptId: attempt.id, answeredCount: 1, total: 10, finished: false, result: null, position: expect.any(String) });
    expect(refusalOfResponse(await answer(me, attempt.id, q1!, wrongOption(q1!)))).toEqual([409, 'CONFLICT', 'questionId:questionAnswered']);
    const undrawn = bank.map((q) => q.id).find((id) => !attempt.questions.some((q) => q.id === id))!;
    expect(refusalOfResponse(await answer(me, attempt.id, undrawn, 'a'))).toEqual([400, 'BAD_REQUEST', 'questionId:unknownQuestion']);
    expect(refusalOfResponse(await answer(me, attempt.id, q2!, 'z'))).toEqual([400, 'BAD_REQUEST', 'optionId:unknownOption']);
    expect(refusalOfResponse(await answer(await learner(true), attempt.id, q2!, 'a'))).toEqual([404, 'NOT_FOUND']);
    const later = await info(me, recorded.position);
    expect(later.currentTest?.answeredQuestionIds).toEqual([q1]);
  });

  it('fails an attempt ended early, refuses a retry until the wait has passed, then passes once and for all', async () => {
    const me = await learner(true);
    const first = await started(me);
    const ended = (await answer(me, first.id, first.questions[0]!.id, wrongOption(first.questions[0]!.id), true).expect(201)).body as TestAnswerResponse;
    expect(ended).toMatchObject({
      finished: true,
      answeredCount: 1,
      result: { correctCount: 0, total: 10, scorePercent: 0, passed: false, reason: 'submitted' },
    });
    const failed = await info(me, ended.position);
    expect(failed).toMatchObject({ outcome: 'notPassed', currentTest: null, pastAttempts: [{ id: first.id, passed: false }] });
    expect(Date.parse(failed.retryAt!) - Date.parse(ended.result!.finishedAt)).toBe(DAY);
    expect(refusalOfResponse(await start(me))).toEqual([409, 'TEST_RETRY_NOT_OPEN']);

    travel(DAY);
    await runDue();
    expect(await eventsOf(me)).toContain('TestRetryOpened');
    const second = await started(me);
    expect(second.id).not.toBe(first.id);
    const passed = await answerAll(me, second, rightOption);
    expect(passed).toMatchObject({ finished: true, answeredCount: 10, result: { correctCount: 10, scorePercent: 100, passed: true } });
    expect(refusalOfResponse(await start(me))).toEqual([409, 'TEST_ALREADY_PASSED']);
    const done = await info(me, passed.position);
    expect(done).toMatchObject({ outcome: 'passed', retryAt: null, currentTest: null });
    expect(done.pastAttempts.map((a) => a.passed)).toEqual([false, true]);
    // The certificates slice issues the course certificate after the pass; the info names it once it exists.
    const certificateId = certificateIdFor(me.id, 'course', course.id);
    expect(
      (
        await eventually(
          () => info(me),
          (i) => i.certificateId !== null,
        )
      ).certificateId,
    ).toBe(certificateId);
    const listed = (await http().get('/api/testapi/tests').set(bearer(me)).expect(200)).body as MyTestItem[];
    expect(listed).toEqual([
      {
        courseId: course.id,
        courseTitleEn: 'Final test study',
        courseTitleTh: 'Final test study (ไทย)',
        thumbnailUrl: null,
        outcome: 'passed',
        bestScorePercent: 100,
        retryAt: null,
        certificateId,
      },
    ]);
  });

  it('refuses answers after the time limit, then finishes the attempt at its deadline and opens the retry after the wait', async () => {
    const me = await learner(true);
    const attempt = await started(me);
    const q1 = attempt.questions[0]!.id;
    await answer(me, attempt.id, q1, rightOption(q1)).expect(201);
    travel(31 * MINUTE);
    expect(refusalOfResponse(await answer(me, attempt.id, attempt.questions[1]!.id, 'a'))).toEqual([409, 'TEST_TIME_UP']);
    expect(refusalOfResponse(await start(me))).toEqual([409, 'TEST_RETRY_NOT_OPEN']);

    await runDue();
    const timedOut = await eventually(
      () => info(me),
      (i) => i.pastAttempts.length === 1,
    );
    expect(timedOut.pastAttempts[0]).toMatchObject({ id: attempt.id, finishedAt: attempt.deadlineAt, correctCount: 1, scorePercent: 10, reason: 'timeUp' });
    expect(timedOut).toMatchObject({ outcome: 'notPassed', retryAt: new Date(Date.parse(attempt.deadlineAt) + DAY).toISOString() });
    expect(refusalOfResponse(await start(me))).toEqual([409, 'TEST_RETRY_NOT_OPEN']);

    travel(DAY);
    await runDue();
    expect(await eventsOf(me)).toEqual(['TestAttemptStarted', 'TestQuestionAnswered', 'TestAttemptFinished', 'TestRetryOpened']);
    expect((await started(me)).id).not.toBe(attempt.id);
  });

  it('finishes an attempt once, and issues one certificate, when 50 answers ending a passing attempt arrive together', async () => {
    const me = await learner(true);
    const attempt = await started(me);
    const [last, ...others] = attempt.questions;
    for (const question of others) await answer(me, attempt.id, question.id, rightOption(question.id)).expect(201);
    const responses = await Promise.all(Array.from({ length: 50 }, () => answer(me, attempt.id, last!.id, rightOption(last!.id), true)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status !== 201).map((r) => refusalOfResponse(r)[1])).toEqual(Array(49).fill('CONFLICT'));
    const events = await eventsOf(me);
    expect(events.filter((type) => type === 'TestAttemptFinished')).toHaveLength(1);
    expect(events.filter((type) => type === 'TestQuestionAnswered')).toHaveLength(attempt.questions.length);

    const passed = await eventually(
      () => info(me),
      (i) => i.certificateId !== null,
    );
    expect(passed).toMatchObject({ outcome: 'passed', certificateId: certificateIdFor(me.id, 'course', course.id) });
    const certificate = await app().app.get<EventStore>(EVENT_STORE).readStream(certificateStream(passed.certificateId!));
    expect(certificate.filter((e) => e.type === 'CertificateIssued')).toHaveLength(1);
  });
});
