import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, NoteListResponse } from '@khru/contracts';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const COURSE = 'notes-sampler';
const title = (en: string) => ({ en, th: `${en} (ไทย)` });
const curriculum = [
  {
    id: 'basics',
    title: title('Basics'),
    lessons: [
      { id: 'intro', kind: 'video', title: title('Intro'), videoUrl: '/media/demo/welcome.mp4', durationSeconds: 120 },
      { id: 'slides', kind: 'resource', title: title('Slides'), resourceUrl: '/media/demo/welcome.mp4' },
    ],
  },
  {
    id: 'more',
    title: title('More'),
    lessons: [{ id: 'deep-dive', kind: 'video', title: title('Deep dive'), videoUrl: '/media/demo/welcome.mp4', durationSeconds: 60 }],
  },
];

describe.each(STORE_PROFILES)('notes API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const notes = (course = COURSE) => `/api/cmsapi/courses/${course}/notes`;
  const add = (me: AuthResponse, body: object) => http().post(notes()).set(bearer(me)).send(body);
  const list = async (me: AuthResponse, body: object = {}, after?: string | null) =>
    (
      await http()
        .post(`${notes()}/list${after ? `?after=${after}` : ''}`)
        .set(bearer(me))
        .send(body)
        .expect(200)
    ).body as NoteListResponse;

  /** A free course published by the admin, so any learner holds it by enrolling. */
  async function publishCourse(): Promise<void> {
    const admin = await login(app(), DEMO.admin);
    const existing = await http().get(`/api/coursesapi/course/${COURSE}`);
    if (existing.status === 200) return;
    await http()
      .post('/api/coursesapi/course')
      .set(bearer(admin))
      .send({
        id: COURSE,
        title: title('Notes sampler'),
        description: title('Try notes.'),
        categoryId: 'business',
        instructorId: 'kanya-thongdee',
        price: 0,
        curriculum,
      })
      .expect(201);
    const published = await http().post(`/api/coursesapi/course/${COURSE}/publish`).set(bearer(admin)).expect(200);
    await http().get(`/api/coursesapi/course/${COURSE}?after=${published.body.position}`).expect(200);
  }

  async function holder(): Promise<AuthResponse> {
    await publishCourse();
    const me = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send({ itemId: COURSE, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${me.id}?after=${enrolled.body.position}`).set(bearer(me)).expect(200);
    return me;
  }

  it('keeps a holder\u2019s notes by lesson order then time, filters by lesson, pages, edits and deletes them', async () => {
    const me = await holder();
    const late = await add(me, { lessonId: 'deep-dive', videoSeconds: 10, text: '  Second section  ' }).expect(201);
    const intro90 = await add(me, { lessonId: 'intro', videoSeconds: 90, text: 'Near the end' }).expect(201);
    await add(me, { lessonId: 'slides', videoSeconds: 0, text: 'Print the slides' }).expect(201);
    const first = await add(me, { lessonId: 'intro', videoSeconds: 5, text: '<script>alert(1)</script> & more' }).expect(201);
    let page = await list(me, {}, first.body.position);
    expect(page.total).toBe(4);
    expect(page.items.map((n) => [n.lessonId, n.videoSeconds, n.text])).toEqual([
      ['intro', 5, '<script>alert(1)</script> & more'],
      ['intro', 90, 'Near the end'],
      ['slides', 0, 'Print the slides'],
      ['deep-dive', 10, 'Second section'],
    ]);
    expect(page.items[0]).toMatchObject({ id: first.body.id, courseId: COURSE, created: expect.any(String), updated: expect.any(String) });
    expect((await list(me, { lessonId: 'intro' })).items.map((n) => n.videoSeconds)).toEqual([5, 90]);
    const second = await list(me, { skip: 1, take: 2 });
    expect({ total: second.total, ids: second.items.map((n) => n.text) }).toEqual({ total: 4, ids: ['Near the end', 'Print the slides'] });

    const edited = await http().patch(`${notes()}/${intro90.body.id}`).set(bearer(me)).send({ text: ' Rewatch this part ' }).expect(200);
    page = await list(me, { lessonId: 'intro' }, edited.body.position);
    expect(page.items[1]).toMatchObject({ id: intro90.body.id, text: 'Rewatch this part', videoSeconds: 90 });
    const removed = await http().delete(`${notes()}/${late.body.id}`).set(bearer(me)).expect(200);
    page = await list(me, {}, removed.body.position);
    expect(page.items.map((n) => n.id)).not.toContain(late.body.id);
    expect(page.total).toBe(3);
    const again = await http().patch(`${notes()}/${late.body.id}`).set(bearer(me)).send({ text: 'Back?' });
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
    await http().delete(`${notes()}/${late.body.id}`).set(bearer(me)).expect(404);
  });

  it('refuses learners who do not hold the course, and guests, and keeps another learner\u2019s notes from them', async () => {
    const ann = await holder();
    const bob = await holder();
    const stranger = await signup(app());
    const note = await add(ann, { lessonId: 'intro', videoSeconds: 30, text: 'Ann only' }).expect(201);

    const foreignAdd = await add(stranger, { lessonId: 'intro', videoSeconds: 1, text: 'Let me in' });
    expect([foreignAdd.status, foreignAdd.body.code]).toEqual([403, 'FORBIDDEN']);
    const foreignList = await http().post(`${notes()}/list`).set(bearer(stranger)).send({});
    expect([foreignList.status, foreignList.body.code]).toEqual([403, 'FORBIDDEN']);
    await http().post(notes()).send({ lessonId: 'intro', videoSeconds: 1, text: 'Anonymous' }).expect(401);
    await http().post(`${notes()}/list`).send({}).expect(401);
    const unknownCourse = await http()
      .post(`${notes('no-such-course')}/list`)
      .set(bearer(ann))
      .send({});
    expect(unknownCourse.status).toBe(404);

    expect((await list(bob, {}, note.body.position)).items).toEqual([]);
    const edit = await http().patch(`${notes()}/${note.body.id}`).set(bearer(bob)).send({ text: 'Bob was here' });
    expect([edit.status, edit.body.code]).toEqual([403, 'NOT_CHANGE_ANOTHER_AUTHORS_ITEM']);
    const remove = await http().delete(`${notes()}/${note.body.id}`).set(bearer(bob));
    expect([remove.status, remove.body.code]).toEqual([403, 'NOT_CHANGE_ANOTHER_AUTHORS_ITEM']);
    const elsewhere = await http()
      .patch(`${notes('git-and-github')}/${note.body.id}`)
      .set(bearer(ann))
      .send({ text: 'Moved?' });
    expect(elsewhere.status).toBe(404);
    expect((await list(ann)).items.map((n) => [n.id, n.text])).toEqual([[note.body.id, 'Ann only']]);
  });

  it('refuses bad notes with field errors in English and Thai, and changes nothing', async () => {
    const me = await holder();
    const refused = async (body: object, language: 'en' | 'th') => {
      const response = await add(me, body).set('Accept-Language', language);
      expect(response.status).toBe(400);
      return response.body.errors.map((e: { field: string; code: string; message: string }) => [e.field, e.code, e.message]);
    };
    expect(await refused({ lessonId: 'intro', videoSeconds: 121, text: 'Too late' }, 'en')).toEqual([
      ['videoSeconds', 'BAD_REQUEST', 'Must be within the lesson length of 120 seconds'],
    ]);
    expect(await refused({ lessonId: 'intro', videoSeconds: 121, text: 'Too late' }, 'th')).toEqual([
      ['videoSeconds', 'BAD_REQUEST', 'ต้องอยู่ภายในความยาวบทเรียน 120 วินาที'],
    ]);
    expect(await refused({ lessonId: 'slides', videoSeconds: 3, text: 'No video here' }, 'en')).toEqual([
      ['videoSeconds', 'BAD_REQUEST', 'Must be within the lesson length of 0 seconds'],
    ]);
    expect(await refused({ lessonId: 'missing', videoSeconds: 0, text: 'Where?' }, 'th')).toEqual([['lessonId', 'BAD_REQUEST', 'คอร์สนี้ไม่มีบทเรียนนี้']]);
    expect(await refused({ lessonId: 'intro', videoSeconds: 0, text: 'x'.repeat(2001) }, 'en')).toEqual([
      ['text', 'BAD_REQUEST', 'Must be at most 2000 characters'],
    ]);
    expect(await refused({ lessonId: 'intro', videoSeconds: 0, text: 'x'.repeat(2001) }, 'th')).toEqual([['text', 'BAD_REQUEST', 'ต้องมีไม่เกิน 2000 ตัวอักษร']]);
    const blank = await refused({ lessonId: 'intro', videoSeconds: 0, text: '   \n ' }, 'th');
    expect(blank.map(([field, code]: string[]) => [field, code])).toEqual([['text', 'IS_NOT_EMPTY']]);
    const blankEn = await refused({ lessonId: 'intro', videoSeconds: 0, text: '   ' }, 'en');
    expect(blankEn[0][2]).not.toBe(blank[0][2]);
    expect((await refused({ lessonId: 'intro', videoSeconds: -1, text: 'Before' }, 'en')).map(([field]: string[]) => field)).toEqual(['videoSeconds']);
    expect((await refused({ lessonId: 'intro', videoSeconds: 1.5, text: 'Half' }, 'en')).map(([field]: string[]) => field)).toEqual(['videoSeconds']);
    expect([...new Set((await refused({ lessonId: 'intro', text: 'When?', extra: true }, 'en')).map(([field]: string[]) => field))].sort()).toEqual([
      'extra',
      'videoSeconds',
    ]);

    const kept = await add(me, { lessonId: 'intro', videoSeconds: 120, text: 'x'.repeat(2000) }).expect(201);
    const blankEdit = await http().patch(`${notes()}/${kept.body.id}`).set(bearer(me)).set('Accept-Language', 'th').send({ text: '  ' });
    expect([blankEdit.status, blankEdit.body.errors[0].field]).toEqual([400, 'text']);
    const page = await list(me, {}, kept.body.position);
    expect(page.items.map((n) => [n.videoSeconds, n.text.length])).toEqual([[120, 2000]]);
  });
});
