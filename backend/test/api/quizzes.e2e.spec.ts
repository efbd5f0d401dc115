import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, CourseLearningResponse, CourseProgressResponse, QuizAnswerResponse, QuizAttemptResponse } from '@khru/contracts';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const text = (en: string) => ({ en, th: `${en} (ไทย)` });
const option = (id: string, en: string) => ({ id, text: text(en) });
/** A free course of one video and a quiz of a single-choice and a multiple-choice question. */
const quizCourse = {
  id: 'quiz-study',
  title: text('Quiz study'),
  description: text('Watch, then check.'),
  categoryId: 'business',
  instructorId: 'kanya-thongdee',
  price: 0,
  curriculum: [
    {
      id: 's1',
      title: text('Part one'),
      lessons: [
        { id: 'intro', kind: 'video', title: text('Intro'), videoUrl: '/media/demo/lesson-welcome.mp4', durationSeconds: 100 },
        {
          id: 'check',
          kind: 'quiz',
          title: text('Check'),
          questions: [
            {
              id: 'q1',
              kind: 'single',
              text: text('Which clause filters rows?'),
              options: [option('a', 'ORDER BY'), option('b', 'WHERE'), option('c', 'GROUP BY')],
              correctOptionIds: ['b'],
              explanation: text('WHERE keeps only the rows that match its condition.'),
            },
            {
              id: 'q2',
              kind: 'multiple',
              text: text('Which are aggregate functions? Select all that apply.'),
              options: [option('a', 'SUM'), option('b', 'UPPER'), option('c', 'COUNT')],
              correctOptionIds: ['a', 'c'],
              explanation: text('SUM and COUNT fold many rows into one value.'),
            },
          ],
        },
      ],
    },
  ],
};

describe.each(STORE_PROFILES)('quizzes API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let learner: AuthResponse;
  let other: AuthResponse;
  const attempts = `/api/coursesapi/course/${quizCourse.id}/quizzes/check/attempts`;

  const start = (auth: AuthResponse) => http().post(attempts).set(bearer(auth));
  const answer = (auth: AuthResponse, attemptId: string, questionId: string, optionIds: string[]) =>
    http().post(`${attempts}/${attemptId}/answers`).set(bearer(auth)).send({ questionId, optionIds });
  const read = (auth: AuthResponse, attemptId: string) => http().get(`${attempts}/${attemptId}`).set(bearer(auth));
  const enrol = async (auth: AuthResponse) => {
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(auth)).send({ itemId: quizCourse.id, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${auth.id}?after=${enrolled.body.position}`).set(bearer(auth)).expect(200);
  };

  beforeAll(async () => {
    const admin = await login(app(), DEMO.admin);
    await http().post('/api/coursesapi/course').set(bearer(admin)).send(quizCourse).expect(201);
    const published = await http().post(`/api/coursesapi/course/${quizCourse.id}/publish`).set(bearer(admin)).expect(200);
    await http().get(`/api/coursesapi/course/${quizCourse.id}?after=${published.body.position}`).expect(200);
    learner = await signup(app());
    other = await signup(app());
    await enrol(learner);
    await enrol(other);
  });

  it('refuses malformed quizzes when authoring, naming the question', async () => {
    const admin = await login(app(), DEMO.admin);
    const broken = structuredClone(quizCourse);
    broken.id = 'quiz-broken';
    const quiz = broken.curriculum[0]!.lessons[1] as { questions: { correctOptionIds: string[] }[] };
    quiz.questions[0]!.correctOptionIds = ['a', 'b'];
    const refused = await http().post('/api/coursesapi/course').set(bearer(admin)).set('Accept-Language', 'th').send(broken).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'curriculum.0.lessons.1.questions.0.correctOptionIds', rule: 'correctOptions' })]);
  });

  it('shows the quiz only as a lesson and a question count: no question, answer or explanation before an attempt', async () => {
    const outline = await http().get(`/api/coursesapi/course/${quizCourse.id}`).expect(200);
    const learning = await http().get(`/api/coursesapi/course/${quizCourse.id}/learning`).set(bearer(learner)).expect(200);
    const quiz = (learning.body as CourseLearningResponse).sections[0]!.lessons[1]!;
    expect(quiz).toMatchObject({ id: 'check', kind: 'quiz', questionCount: 2 });
    for (const body of [outline.body, learning.body]) {
      expect(JSON.stringify(body)).not.toContain('WHERE');
      expect(JSON.stringify(body)).not.toContain('correctOptionIds');
    }
  });

  it('refuses a learner who does not hold the course on all three paths', async () => {
    const stranger = await signup(app());
    const started = (await start(learner).expect(201)).body as QuizAttemptResponse;
    for (const response of [await start(stranger), await answer(stranger, started.id, 'q1', ['b']), await read(stranger, started.id)]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
    await http().post(attempts).expect(401);
  });

  it('refuses another learner’s attempt, even one who holds the course', async () => {
    const started = (await start(learner).expect(201)).body as QuizAttemptResponse;
    expect((await read(other, started.id)).status).toBe(403);
    expect((await answer(other, started.id, 'q1', ['b'])).status).toBe(403);
    expect((await read(learner, started.id).expect(200)).body.answers).toEqual([]);
  });

  it('takes a quiz: feedback per answer, one answer per question, a result, a retry, and a pass that completes the lesson and the course', async () => {
    const started = await start(learner).expect(201);
    const attempt = started.body as QuizAttemptResponse;
    expect(attempt.questions.map((q) => [q.id, q.kind, q.options.map((o) => o.id)])).toEqual([
      ['q1', 'single', ['a', 'b', 'c']],
      ['q2', 'multiple', ['a', 'b', 'c']],
    ]);
    expect(attempt.questions[0]).toMatchObject({ textEn: 'Which clause filters rows?', textTh: 'Which clause filters rows? (ไทย)' });
    expect(attempt.answers).toEqual([]);
    expect(attempt.progress).toMatchObject({ total: 2, answeredCount: 0, finished: false, passed: false });
    expect(JSON.stringify(attempt)).not.toMatch(/correctOptionIds|explanation|keeps only/);

    const wrong = (await answer(learner, attempt.id, 'q1', ['a']).expect(201)).body as QuizAnswerResponse;
    expect(wrong.feedback).toEqual({
      questionId: 'q1',
      optionIds: ['a'],
      correct: false,
      correctOptionIds: ['b'],
      explanationEn: 'WHERE keeps only the rows that match its condition.',
      explanationTh: 'WHERE keeps only the rows that match its condition. (ไทย)',
    });
    expect(wrong.progress).toMatchObject({ answeredCount: 1, correctCount: 0, correctQuestionIds: [], incorrectQuestionIds: ['q1'], finished: false });

    const again = await answer(learner, attempt.id, 'q1', ['b']).set('Accept-Language', 'th').expect(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      errors: [{ field: 'questionId', rule: 'questionAnswered', message: 'คุณตอบคำถามนี้ในการทำแบบทดสอบครั้งนี้ไปแล้ว' }],
    });
    expect((await answer(learner, attempt.id, 'q7', ['a']).expect(400)).body.errors[0]).toMatchObject({ field: 'questionId', rule: 'unknownQuestion' });
    expect((await answer(learner, attempt.id, 'q2', ['z']).expect(400)).body.errors[0]).toMatchObject({ field: 'optionIds', rule: 'unknownOption' });
    await answer(learner, attempt.id, 'q2', []).expect(400);

    const halfway = (await read(learner, attempt.id).expect(200)).body as QuizAttemptResponse;
    expect(halfway.answers.map((a) => a.questionId)).toEqual(['q1']);
    expect(halfway.answers[0]).toEqual(wrong.feedback);

    const last = (await answer(learner, attempt.id, 'q2', ['c', 'a']).expect(201)).body as QuizAnswerResponse;
    expect(last.feedback).toMatchObject({ correct: true, correctOptionIds: ['a', 'c'] });
    expect(last.progress).toEqual({
      total: 2,
      answeredCount: 2,
      correctCount: 1,
      correctQuestionIds: ['q2'],
      incorrectQuestionIds: ['q1'],
      finished: true,
      score: 50,
      passed: false,
    });
    expect((await answer(learner, attempt.id, 'q2', ['a']).expect(409)).body.errors[0]).toMatchObject({ rule: 'attemptFinished' });

    const watched = await http()
      .post(`/api/coursesapi/course/${quizCourse.id}/progress`)
      .set(bearer(learner))
      .send({ lessonId: 'intro', position: 100, watched: [[0, 100]] })
      .expect(200);
    const progress = async () =>
      (await http().get(`/api/coursesapi/course/${quizCourse.id}/progress?after=${watched.body.position}`).set(bearer(learner)).expect(200))
        .body as CourseProgressResponse;
    expect((await progress()).lessons.find((l) => l.lessonId === 'check')?.completed).toBe(false);

    const retry = (await start(learner).expect(201)).body as QuizAttemptResponse;
    expect(retry.id).not.toBe(attempt.id);
    await answer(learner, retry.id, 'q1', ['b']).expect(201);
    const passed = (await answer(learner, retry.id, 'q2', ['a', 'c']).expect(201)).body as QuizAnswerResponse;
    expect(passed.progress).toMatchObject({ finished: true, score: 100, passed: true, correctQuestionIds: ['q1', 'q2'] });

    const done = await eventually(progress, (p) => p.status === 'COMPLETED');
    expect(done.lessons.find((l) => l.lessonId === 'check')).toMatchObject({ completed: true, watchedPercent: 100 });
    expect(done.learningSeconds).toBeGreaterThanOrEqual(100);
    expect(done.learningSeconds).toBeLessThanOrEqual(100 + 2 * 60);
  });
});
