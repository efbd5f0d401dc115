import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, ModeratedQuestionListResponse, ModeratedReplyListResponse, QuestionListResponse, ReplyListResponse } from '@khru/contracts';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { freeCourse, publishCourse } from '../support/courses.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const COURSE = 'qa-sampler';
const course = freeCourse(COURSE, 'Q&A sampler', 'Ask away.');
const THAI_QUESTION = 'ควรใช้การตลาดออนไลน์กับลูกค้ากลุ่มไหนดีครับ';

describe.each(STORE_PROFILES)('questions and answers API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let instructor: AuthResponse;
  let asker: AuthResponse;
  let other: AuthResponse;
  const base = `/api/cmsapi/courses/${COURSE}`;
  const at = (after: string | null | undefined) => (after ? `?after=${after}` : '');

  const questions = async (me: AuthResponse, after?: string | null, body: object = {}) =>
    (
      await http()
        .post(`${base}/questions/list${at(after)}`)
        .set(bearer(me))
        .send(body)
        .expect(200)
    ).body as QuestionListResponse;
  const replies = async (me: AuthResponse, questionId: string, after?: string | null) =>
    (
      await http()
        .post(`${base}/replies/list${at(after)}`)
        .set(bearer(me))
        .send({ questionId })
        .expect(200)
    ).body as ReplyListResponse;
  const ask = (me: AuthResponse, text: string) => http().post(`${base}/questions`).set(bearer(me)).send({ text, lessonId: 'intro' });
  const reply = (me: AuthResponse, questionId: string, text: string) => http().post(`${base}/questions/${questionId}/replies`).set(bearer(me)).send({ text });
  const moderate = (kind: 'questions' | 'replies', id: string, decision: 'publish' | 'unpublish', version: number) =>
    http().post(`/api/cmsapi/admin/${kind}/${id}/${decision}`).set(bearer(admin)).send({ version });

  /** A learner holding the course (free: enrolled), and, unless told otherwise, having started it. */
  async function learner(started = true): Promise<AuthResponse> {
    const me = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send({ itemId: COURSE, isBundle: false }).expect(200);
    await http()
      .get(`/api/userprofileapi/user/${me.id}${at(enrolled.body.position)}`)
      .set(bearer(me))
      .expect(200);
    if (started) {
      const report = await http()
        .post(`/api/coursesapi/course/${COURSE}/progress`)
        .set(bearer(me))
        .send({ lessonId: 'intro', position: 5, watched: [[0, 5]] })
        .expect(200);
      await http()
        .get(`/api/coursesapi/course/${COURSE}/progress${at(report.body.position)}`)
        .set(bearer(me))
        .expect(200);
    }
    return me;
  }

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    instructor = await login(app(), DEMO.instructor);
    await publishCourse(app(), admin, course);
    asker = await learner();
    other = await learner();
  });

  it('keeps a new question pending (shown to its author only) until an admin publishes it; then everyone taking part sees it', async () => {
    const asked = await ask(asker, `  ${THAI_QUESTION}  `).expect(201);
    const id = asked.body.id as string;
    const own = await questions(asker, asked.body.position);
    expect(own.standing).toBe('learner');
    expect(own.data.find((q) => q.id === id)).toMatchObject({ text: THAI_QUESTION, status: 'pending', mine: true, replyCount: 0, lessonId: 'intro' });
    expect((await questions(other)).data.map((q) => q.id)).not.toContain(id);

    const pending = (await http().get('/api/cmsapi/admin/questions?status=pending').set(bearer(admin)).expect(200)).body as ModeratedQuestionListResponse;
    expect(pending.data.find((q) => q.id === id)).toMatchObject({ version: 1, course: { id: COURSE, titleEn: 'Q&A sampler' }, author: { name: 'Ann Lee' } });
    await http().get('/api/cmsapi/admin/questions').set(bearer(asker)).expect(403);
    await moderate('questions', id, 'publish', 2).expect(409);
    const publication = await moderate('questions', id, 'publish', 1).expect(200);
    const seen = await questions(other, publication.body.position, { skip: 0, take: 3, requireTotalCount: true });
    expect(seen.data[0]).toMatchObject({ id, status: 'published', mine: false });

    const teacher = await questions(instructor);
    expect(teacher.standing).toBe('instructor');
    expect(teacher.data.map((q) => q.id)).toContain(id);
    // The instructor answers from the learning page, which opens for them as it does for learners.
    const page = await http().get(`/api/coursesapi/course/${COURSE}/learning`).set(bearer(instructor)).expect(200);
    expect(page.body).toMatchObject({ id: COURSE, accessUntil: null });
  });

  it('lets learners and the instructor reply; replies wait for moderation, the instructor is marked, and the count follows', async () => {
    const asked = await ask(asker, 'How long is the intro?').expect(201);
    const questionId = asked.body.id as string;
    // A reply reads the question from the read model: it follows once the publication is readable.
    const published = await moderate('questions', questionId, 'publish', 1).expect(200);
    await questions(other, published.body.position);
    const byLearner = await reply(other, questionId, 'About two minutes.').expect(201);
    expect((await replies(asker, questionId, byLearner.body.position)).data).toEqual([]);
    expect((await replies(other, questionId)).data[0]).toMatchObject({ status: 'pending', mine: true, authorRole: 'learner' });

    const byInstructor = await reply(instructor, questionId, 'Exactly 100 seconds.').expect(201);
    const pending = (
      await http()
        .get(`/api/cmsapi/admin/replies?status=pending${at(byInstructor.body.position).replace('?', '&')}`)
        .set(bearer(admin))
        .expect(200)
    ).body as ModeratedReplyListResponse;
    const waiting = pending.data.filter((r) => r.question.id === questionId);
    expect(waiting.map((r) => r.authorRole).sort()).toEqual(['instructor', 'learner']);
    expect(waiting[0]).toMatchObject({ course: { id: COURSE }, question: { text: 'How long is the intro?' } });
    await moderate('replies', byLearner.body.id, 'publish', 1).expect(200);
    const last = await moderate('replies', byInstructor.body.id, 'publish', 1).expect(200);

    const shown = await replies(asker, questionId, last.body.position);
    expect(shown.data.map((r) => [r.text, r.authorRole, r.author.name])).toEqual([
      ['Exactly 100 seconds.', 'instructor', 'Kanya Thongdee'],
      ['About two minutes.', 'learner', 'Ann Lee'],
    ]);
    expect((await questions(asker)).data.find((q) => q.id === questionId)?.replyCount).toBe(2);

    const byTeam = await reply(admin, questionId, 'Thanks for asking!').expect(201);
    expect((await replies(asker, questionId, byTeam.body.position)).data[0]).toMatchObject({ authorRole: 'team', status: 'published' });
  });

  it("refuses to change another author's question or reply, and returns an edited question to pending review", async () => {
    const asked = await ask(asker, 'Is there a quiz?').expect(201);
    const questionId = asked.body.id as string;
    const published = await moderate('questions', questionId, 'publish', 1).expect(200);
    await questions(other, published.body.position);
    const answered = await reply(other, questionId, 'Not in this course.').expect(201);

    for (const refused of [
      await http().patch(`${base}/questions/${questionId}`).set(bearer(other)).send({ text: 'Hijacked' }),
      await http().delete(`${base}/questions/${questionId}`).set(bearer(other)),
      await http().patch(`${base}/replies/${answered.body.id}`).set(bearer(asker)).send({ text: 'Hijacked' }),
      await http().delete(`${base}/replies/${answered.body.id}`).set(bearer(asker)),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    }

    const edited = await http().patch(`${base}/questions/${questionId}`).set(bearer(asker)).send({ text: 'Is there a quiz at the end?' }).expect(200);
    expect((await questions(other, edited.body.position)).data.map((q) => q.id)).not.toContain(questionId);
    expect((await questions(asker)).data.find((q) => q.id === questionId)).toMatchObject({
      status: 'pending',
      version: 2,
      text: 'Is there a quiz at the end?',
    });

    const deleted = await http().delete(`${base}/questions/${questionId}`).set(bearer(asker)).expect(200);
    expect((await questions(asker, deleted.body.position)).data.map((q) => q.id)).not.toContain(questionId);
    await http().post(`${base}/replies/list`).set(bearer(asker)).send({ questionId }).expect(404);
    expect((await reply(other, questionId, 'Too late')).status).toBe(404);
  });

  it('refuses learners who do not hold the course, and holders who have not started it', async () => {
    const stranger = await signup(app());
    const refused = await ask(stranger, 'Can I ask?');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await http().post(`${base}/questions/list`).set(bearer(stranger)).send({}).expect(403);

    const idle = await learner(false);
    expect((await questions(idle)).standing).toBe('notStarted');
    const notStarted = await ask(idle, 'Can I ask before watching?');
    expect(notStarted.status).toBe(403);
    expect(notStarted.body.code).toBe('COURSE_NOT_STARTED');
    expect((await ask(asker, '   ')).status).toBe(400);
    await http().post(`${base}/questions`).send({ text: 'Anonymous?' }).expect(401);
  });

  it('searches published questions of the course by a Thai word inside a longer Thai sentence', async () => {
    const asked = await ask(asker, 'ระบบบัญชีลูกหนี้ทำงานอย่างไรในบริษัทขนาดเล็ก').expect(201);
    const search = async (text: string, after?: string | null) =>
      (
        await http()
          .get(`/api/searchapi/search/cms-qas?courseId=${COURSE}&search=${encodeURIComponent(text)}&skip=0&take=3${after ? `&after=${after}` : ''}`)
          .set(bearer(other))
          .expect(200)
      ).body as QuestionListResponse;
    expect((await search('บัญชี', asked.body.position)).data).toEqual([]);
    const published = await moderate('questions', asked.body.id, 'publish', 1).expect(200);
    const found = await search('บัญชี', published.body.position);
    expect(found.data.map((q) => q.id)).toEqual([asked.body.id]);
    expect((await search('ลูกค้า')).data.map((q) => q.text)).toEqual([THAI_QUESTION]);
    expect((await search('')).totalCount).toBe(0);
    await http()
      .get(`/api/searchapi/search/cms-qas?courseId=${COURSE}&search=x`)
      .set(bearer(await signup(app())))
      .expect(403);
  });
});
