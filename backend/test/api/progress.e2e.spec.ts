import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, CourseProgressResponse, LearningSummaryResponse, PublicProfileResponse } from '@khru/contracts';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { INTRO_VIDEO, bilingual, freeCourse, publishCourse } from '../support/courses.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

/** A free course with two videos and a resource, no quiz, so it can be completed today. */
const studyCourse = freeCourse('progress-study', 'Progress study', 'Watch and read.', [
  INTRO_VIDEO,
  { id: 'deep', kind: 'video', title: bilingual('Deep'), videoUrl: '/media/demo/lesson-summary.mp4', durationSeconds: 200 },
  { id: 'sheet', kind: 'resource', title: bilingual('Sheet'), resourceUrl: '/media/demo/lesson-welcome.mp4' },
]);

describe.each(STORE_PROFILES)('progress API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let learner: AuthResponse;

  const report = (auth: AuthResponse, body: object, courseId = studyCourse.id) =>
    http().post(`/api/coursesapi/course/${courseId}/progress`).set(bearer(auth)).send(body);
  const progress = async (auth: AuthResponse, after: string | null) =>
    (
      await http()
        .get(`/api/coursesapi/course/${studyCourse.id}/progress${after ? `?after=${after}` : ''}`)
        .set(bearer(auth))
        .expect(200)
    ).body as CourseProgressResponse;
  const lesson = (p: CourseProgressResponse, id: string) => p.lessons.find((l) => l.lessonId === id);

  beforeAll(async () => {
    const admin = await login(app(), DEMO.admin);
    await publishCourse(app(), admin, studyCourse);
    learner = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(learner)).send({ itemId: studyCourse.id, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${learner.id}?after=${enrolled.body.position}`).set(bearer(learner)).expect(200);
  });

  it('refuses a learner who does not hold the course on both routes, as the learning page does', async () => {
    const stranger = await signup(app());
    const refusedReport = await report(stranger, { lessonId: 'intro', position: 1, watched: [[0, 1]] });
    expect(refusedReport.status).toBe(403);
    expect(refusedReport.body.code).toBe('FORBIDDEN');
    const refusedRead = await http().get(`/api/coursesapi/course/${studyCourse.id}/progress`).set(bearer(stranger));
    expect(refusedRead.status).toBe(403);
    await http().get(`/api/coursesapi/course/${studyCourse.id}/learning`).set(bearer(stranger)).expect(403);
    await http().get(`/api/coursesapi/course/${studyCourse.id}/progress`).expect(401);
  });

  it('refuses unknown lessons, parts past the video, intervals on a resource and more than 100 intervals, changing nothing', async () => {
    const rule = async (body: object) => {
      const response = await report(learner, body);
      expect(response.status).toBe(400);
      return (response.body.errors as { field: string; rule?: string }[]).map((e) => [e.field, e.rule ?? null]);
    };
    expect(await rule({ lessonId: 'nope', position: 0, watched: [] })).toEqual([['lessonId', 'unknownLesson']]);
    expect(await rule({ lessonId: 'intro', position: 0, watched: [[0, 150]] })).toEqual([['watched', 'outsideLesson']]);
    expect(await rule({ lessonId: 'sheet', position: 0, watched: [[0, 5]] })).toEqual([['watched', 'notAVideoLesson']]);
    expect((await report(learner, { lessonId: 'intro', position: 0, watched: [[5, 2]] })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => [i * 0.5, i * 0.5 + 0.25]);
    expect((await report(learner, { lessonId: 'intro', position: 0, watched: many })).status).toBe(400);
    expect((await progress(learner, null)).status).toBe('NOT_STARTED');
  });

  it('counts overlapping parts once, resumes at the last position, completes lessons and then the course once', async () => {
    const first = await report(learner, { lessonId: 'intro', position: 30, watched: [[0, 30]] }).expect(200);
    let now = await progress(learner, first.body.position);
    expect(now.status).toBe('IN_PROGRESS');
    expect(now.resume).toEqual({ lessonId: 'intro', position: 30 });
    expect(lesson(now, 'intro')).toEqual({ lessonId: 'intro', position: 30, watchedPercent: 30, completed: false });
    expect(now.learningSeconds).toBe(30);

    // Within the minute a report that completes nothing is absorbed by the event budget.
    const absorbed = await report(learner, { lessonId: 'intro', position: 40, watched: [[0, 40]] }).expect(200);
    expect(absorbed.body.position).toBeNull();

    // Re-watching [10, 30] and seeking back adds only the 60 new seconds; reaching 90% completes at once.
    const done = await report(learner, {
      lessonId: 'intro',
      position: 90,
      watched: [
        [10, 30],
        [20, 60],
        [60, 90],
      ],
    }).expect(200);
    now = await progress(learner, done.body.position);
    expect(lesson(now, 'intro')).toEqual({ lessonId: 'intro', position: 90, watchedPercent: 90, completed: true });
    expect(now.learningSeconds).toBe(90);

    const sheet = await report(learner, { lessonId: 'sheet', position: 0, watched: [] }).expect(200);
    now = await progress(learner, sheet.body.position);
    expect(lesson(now, 'sheet')).toMatchObject({ completed: true, watchedPercent: 100 });
    expect(now.learningSeconds).toBe(90 + 300);
    expect(now.status).toBe('IN_PROGRESS');

    const deep = await report(learner, {
      lessonId: 'deep',
      position: 200,
      watched: [
        [0, 120],
        [100, 200.5],
      ],
    }).expect(200);
    now = await progress(learner, deep.body.position);
    expect(now.status).toBe('COMPLETED');
    expect(now.completedAt).toEqual(expect.any(String));
    expect(now.resume).toEqual({ lessonId: 'deep', position: 200 });
    expect(now.learningSeconds).toBe(90 + 300 + 200);

    const summary = (await http().get(`/api/coursesapi/progress/summary?after=${deep.body.position}`).set(bearer(learner)).expect(200))
      .body as LearningSummaryResponse;
    expect(summary).toEqual({
      learningSeconds: 590,
      courses: [
        {
          courseId: studyCourse.id,
          status: 'COMPLETED',
          completedLessons: 3,
          lessonCount: 3,
          percent: 100,
          lastActivityAt: expect.any(String),
          completedAt: now.completedAt,
        },
      ],
    });
  });

  it('lists a course in progress with its completed lessons over the current curriculum', async () => {
    const second = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(second)).send({ itemId: studyCourse.id, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${second.id}?after=${enrolled.body.position}`).set(bearer(second)).expect(200);
    const empty = (await http().get('/api/coursesapi/progress/summary').set(bearer(second)).expect(200)).body as LearningSummaryResponse;
    expect(empty).toEqual({ learningSeconds: 0, courses: [] });
    const opened = await report(second, { lessonId: 'sheet', position: 0, watched: [] }).expect(200);
    const summary = (await http().get(`/api/coursesapi/progress/summary?after=${opened.body.position}`).set(bearer(second)).expect(200))
      .body as LearningSummaryResponse;
    expect(summary.courses).toEqual([
      {
        courseId: studyCourse.id,
        status: 'IN_PROGRESS',
        completedLessons: 1,
        lessonCount: 3,
        percent: 33,
        lastActivityAt: expect.any(String),
        completedAt: null,
      },
    ]);
  });

  it('shows the learning time on the public profile only while the learning-hours switch is on', async () => {
    const publicProfile = async (after: string) =>
      (await http().get(`/api/userprofileapi/user/${learner.id}/public?after=${after}`).expect(200)).body as PublicProfileResponse;
    const switchTo = (value: boolean) =>
      http()
        .patch(`/api/userprofileapi/user/${learner.id}`)
        .set(bearer(learner))
        .send([{ op: 'replace', path: '/publicProfileSettings/showLearningHours', value }])
        .expect(200);
    const on = await switchTo(true);
    expect((await publicProfile(on.body.position)).learningSeconds).toBe(590);
    const off = await switchTo(false);
    expect(await publicProfile(off.body.position)).not.toHaveProperty('learningSeconds');
  });
});
