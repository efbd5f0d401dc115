import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  AuthResponse,
  CourseListResponse,
  CourseResponse,
  MyCourseReviewsResponse,
  ReviewListResponse,
  ReviewRatingsCountResponse,
  ReviewWithCourseListResponse,
} from '@khru/contracts';
import { ERROR_MESSAGES } from '@khru/contracts';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const COURSE = 'reviews-sampler';
const title = (en: string) => ({ en, th: `${en} (ไทย)` });
const course = {
  id: COURSE,
  title: title('Reviews sampler'),
  description: title('Try reviews.'),
  categoryId: 'business',
  instructorId: 'kanya-thongdee',
  price: 0,
  curriculum: [
    {
      id: 'basics',
      title: title('Basics'),
      lessons: [{ id: 'intro', kind: 'video', title: title('Intro'), videoUrl: '/media/demo/lesson-welcome.mp4', durationSeconds: 120 }],
    },
  ],
};

describe.each(STORE_PROFILES)('reviews API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  const reviews = `/api/cmsapi/courses/${COURSE}/reviews`;

  const wait = (position: string | null) => (position ? `?after=${position}` : '');
  const publicList = async (body: object = {}, after: string | null = null) =>
    (
      await http()
        .post(`${reviews}/list${wait(after)}`)
        .send(body)
        .expect(200)
    ).body as ReviewListResponse;
  const mine = async (me: AuthResponse, after: string | null = null) =>
    (
      await http()
        .get(`/api/cmsapi/courses/${COURSE}/my-reviews${wait(after)}`)
        .set(bearer(me))
        .expect(200)
    ).body as MyCourseReviewsResponse;
  const write = (me: AuthResponse, body: object) => http().post(reviews).set(bearer(me)).send(body);
  const moderate = async (action: 'publish' | 'unpublish', reviewId: string, version = 1) =>
    (await http().post(`/api/cmsapi/admin/reviews/${reviewId}/${action}`).set(bearer(admin)).send({ version }).expect(200)).body.position as string | null;

  /** A learner enrolled in the free course; `started` also reports a part of its video watched. */
  async function learner(started: boolean): Promise<AuthResponse> {
    const me = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send({ itemId: COURSE, isBundle: false }).expect(200);
    let position = enrolled.body.position as string;
    await http().get(`/api/userprofileapi/user/${me.id}?after=${position}`).set(bearer(me)).expect(200);
    if (started) {
      const watched = await http()
        .post(`/api/coursesapi/course/${COURSE}/progress`)
        .set(bearer(me))
        .send({ lessonId: 'intro', position: 5, watched: [[0, 5]] })
        .expect(200);
      position = watched.body.position as string;
      await http().get(`/api/coursesapi/course/${COURSE}/progress?after=${position}`).set(bearer(me)).expect(200);
    }
    return me;
  }

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    await http().post('/api/coursesapi/course').set(bearer(admin)).send(course).expect(201);
    const published = await http().post(`/api/coursesapi/course/${COURSE}/publish`).set(bearer(admin)).expect(200);
    await http().get(`/api/coursesapi/course/${COURSE}?after=${published.body.position}`).expect(200);
  });

  it('keeps a new review pending and out of the public list until an admin publishes it; then it counts in the course rating', async () => {
    const ann = await learner(true);
    expect((await mine(ann)).eligibility).toBe('canWrite');
    const written = await write(ann, { rating: 4, text: '  <b>Clear</b> and practical  ' }).expect(201);
    const reviewId = written.body.id as string;
    const own = await mine(ann, written.body.position);
    expect(own.data).toEqual([expect.objectContaining({ id: reviewId, rating: 4, text: '<b>Clear</b> and practical', status: 'pending', version: 1 })]);
    expect(own.data[0]!.author.name).toBe('Ann Lee');
    expect((await publicList()).data.map((r) => r.id)).not.toContain(reviewId);

    const pending = (await http().get('/api/cmsapi/admin/reviews?status=pending&take=100').set(bearer(admin)).expect(200)).body as ReviewWithCourseListResponse;
    expect(pending.data.find((r) => r.id === reviewId)).toMatchObject({ course: { id: COURSE, titleEn: 'Reviews sampler' }, author: { id: ann.id } });
    await http().get('/api/cmsapi/admin/reviews').set(bearer(ann)).expect(403);
    await http().post(`/api/cmsapi/admin/reviews/${reviewId}/publish`).set(bearer(ann)).send({ version: 1 }).expect(403);

    const position = await moderate('publish', reviewId);
    const shown = await publicList({ requireTotalCount: true, skip: 0, take: 3 }, position);
    expect(shown.data.find((r) => r.id === reviewId)).toMatchObject({ status: 'published', text: '<b>Clear</b> and practical' });
    const card = (
      await http()
        .post('/api/coursesapi/course/list-by-post')
        .send({ customFilter: { ids: [COURSE] } })
        .expect(200)
    ).body as CourseListResponse;
    expect(card.data[0]!.rating.count).toBeGreaterThanOrEqual(1);
    const page = (await http().get(`/api/coursesapi/course/${COURSE}`).expect(200)).body as CourseResponse;
    expect(page.rating).toEqual(card.data[0]!.rating);

    // An edit returns it to pending review: it leaves the list and the rating until published again.
    const before = page.rating.count;
    const edited = await http().patch(`${reviews}/${reviewId}`).set(bearer(ann)).send({ rating: 2, text: 'Less clear on a second look' }).expect(200);
    expect((await mine(ann, edited.body.position)).data[0]).toMatchObject({ status: 'pending', rating: 2, version: 2 });
    expect((await publicList({ take: 100 })).data.map((r) => r.id)).not.toContain(reviewId);
    expect(((await http().get(`/api/coursesapi/course/${COURSE}`).expect(200)).body as CourseResponse).rating.count).toBe(before - 1);
    const stale = await http().post(`/api/cmsapi/admin/reviews/${reviewId}/publish`).set(bearer(admin)).send({ version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('lets only the author edit or delete a review, refusing others with NOT_CHANGE_ANOTHER_AUTHORS_ITEM in English and Thai', async () => {
    const ann = await learner(true);
    const bob = await learner(true);
    const written = await write(ann, { rating: 5, text: 'Mine' }).expect(201);
    const reviewId = written.body.id as string;
    const edit = await http().patch(`${reviews}/${reviewId}`).set(bearer(bob)).send({ rating: 1, text: 'Hijacked' });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ code: 'NOT_CHANGE_ANOTHER_AUTHORS_ITEM', message: ERROR_MESSAGES.en.NOT_CHANGE_ANOTHER_AUTHORS_ITEM });
    const removed = await http().delete(`${reviews}/${reviewId}`).set(bearer(bob)).set('Accept-Language', 'th');
    expect(removed.status).toBe(403);
    expect(removed.body).toMatchObject({ code: 'NOT_CHANGE_ANOTHER_AUTHORS_ITEM', message: ERROR_MESSAGES.th.NOT_CHANGE_ANOTHER_AUTHORS_ITEM });
    expect((await mine(ann)).data[0]).toMatchObject({ text: 'Mine', rating: 5 });
  });

  it('refuses a learner who does not hold the course, and a holder who has not started it', async () => {
    const stranger = await signup(app());
    const refused = await write(stranger, { rating: 5, text: 'Never took it' });
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await mine(stranger)).eligibility).toBe('notHolder');

    const idle = await learner(false);
    expect((await mine(idle)).eligibility).toBe('notStarted');
    const early = await write(idle, { rating: 5, text: 'Looks good' }).set('Accept-Language', 'th');
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'COURSE_NOT_STARTED', message: ERROR_MESSAGES.th.COURSE_NOT_STARTED });
    await write(idle, { rating: 5, text: 'x' }).expect(403);
    await http().post(reviews).send({ rating: 5, text: 'anonymous' }).expect(401);
  });

  it('refuses a second review and bad input; after deleting, the learner may write again', async () => {
    const ann = await learner(true);
    const first = await write(ann, { rating: 3, text: 'First' }).expect(201);
    const again = await write(ann, { rating: 4, text: 'Second' });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_REVIEWED']);
    for (const body of [
      { rating: 0, text: 'ok' },
      { rating: 6, text: 'ok' },
      { rating: 4.5, text: 'ok' },
      { rating: 4, text: '   ' },
      { rating: 4, text: 'x'.repeat(2001) },
    ]) {
      const refused = await http().patch(`${reviews}/${first.body.id}`).set(bearer(ann)).send(body);
      expect([refused.status, refused.body.code]).toEqual([400, 'BAD_REQUEST']);
    }
    await http().delete(`${reviews}/${first.body.id}`).set(bearer(ann)).expect(200);
    const rewritten = await write(ann, { rating: 4, text: 'Second thoughts' }).expect(201);
    expect(rewritten.body.id).toBe(first.body.id);
    expect((await mine(ann, rewritten.body.position)).data).toEqual([expect.objectContaining({ text: 'Second thoughts', status: 'pending', version: 2 })]);
  });

  it('pages the published reviews three at a time, newest first, filters by rating and counts them per star', async () => {
    const ratings = [5, 4, 5, 1, 5];
    let position: string | null = null;
    const ids: string[] = [];
    for (const rating of ratings) {
      const me = await learner(true);
      const written = await write(me, { rating, text: `Gave ${rating}` }).expect(201);
      ids.push(written.body.id as string);
      position = await moderate('publish', written.body.id as string);
    }
    const first = await publicList({ requireTotalCount: true }, position);
    expect(first.data).toHaveLength(3);
    expect(first.totalCount).toBeGreaterThanOrEqual(5);
    expect(first.data.map((r) => r.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect((await publicList({ skip: 3, take: 3 })).data[0]!.id).toBe(ids[1]);
    const fives = await publicList({ rating: 5, take: 100 });
    expect(fives.data.every((r) => r.rating === 5)).toBe(true);
    expect(fives.data.map((r) => r.id)).toEqual(expect.arrayContaining([ids[0], ids[2], ids[4]]));

    const counts = (await http().get(`/api/cmsapi/courses/${COURSE}/reviews-ratings-count`).expect(200)).body as ReviewRatingsCountResponse;
    expect(counts.ratings.map((r) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(counts.ratings.reduce((n, r) => n + r.count, 0)).toBe(counts.count);
    const unpublished = await moderate('unpublish', ids[3]!);
    const after = (
      await http()
        .get(`/api/cmsapi/courses/${COURSE}/reviews-ratings-count${wait(unpublished)}`)
        .expect(200)
    ).body as ReviewRatingsCountResponse;
    expect(after.count).toBe(counts.count - 1);
    expect((await http().post(`${reviews}/list`).send({ rating: 7 })).status).toBe(400);
  });

  it('lists a learner\u2019s own reviews in every state, and their published ones on the public profile only while the switch is on', async () => {
    const ann = await learner(true);
    const written = await write(ann, { rating: 5, text: 'On my profile' }).expect(201);
    const position = await moderate('publish', written.body.id as string);
    const own = (
      await http()
        .get(`/api/cmsapi/courses/my-reviews-ratings${wait(position)}`)
        .set(bearer(ann))
        .expect(200)
    ).body as ReviewWithCourseListResponse;
    expect(own).toMatchObject({ totalCount: 1, data: [{ id: written.body.id, status: 'published', course: { titleEn: 'Reviews sampler' } }] });
    const pendingOnly = (await http().get('/api/cmsapi/courses/my-reviews-ratings?status=pending').set(bearer(ann)).expect(200))
      .body as ReviewWithCourseListResponse;
    expect(pendingOnly.totalCount).toBe(0);

    const publicReviews = `/api/cmsapi/users/${ann.id}/reviews`;
    expect((await http().get(publicReviews)).status).toBe(403);
    const on = await http()
      .patch(`/api/userprofileapi/user/${ann.id}`)
      .set(bearer(ann))
      .send([{ op: 'replace', path: '/publicProfileSettings/showReviews', value: true }])
      .expect(200);
    const shown = (
      await http()
        .get(`${publicReviews}${wait(on.body.position)}`)
        .expect(200)
    ).body as ReviewWithCourseListResponse;
    expect(shown.data.map((r) => r.id)).toEqual([written.body.id]);
    expect((await http().get('/api/cmsapi/users/nobody/reviews')).status).toBe(404);
  });
});
