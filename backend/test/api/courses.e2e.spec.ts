import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, CourseListResponse, CourseResponse } from '@khru/contracts';
import { DEMO, bearer, login } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const course = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: { en: `Course ${id}`, th: `หลักสูตร ${id}` },
  description: { en: 'Learn it well.', th: 'เรียนให้เข้าใจ' },
  categoryId: 'technology',
  subCategoryId: 'technology-data',
  jobFunctionId: 'qa-testing',
  instructorId: 'kanya-thongdee',
  price: 990,
  curriculum: [
    {
      id: 'start',
      title: { en: 'Start', th: 'เริ่มต้น' },
      lessons: [
        { id: 'welcome', kind: 'video', title: { en: 'Welcome', th: 'ยินดีต้อนรับ' }, videoUrl: '/media/welcome.mp4', durationSeconds: 120 },
        {
          id: 'check',
          kind: 'quiz',
          title: { en: 'Check', th: 'ทบทวน' },
          questions: [
            {
              id: 'q1',
              kind: 'single',
              text: { en: 'Which clause filters rows?', th: 'คำสั่งใดใช้กรองแถว' },
              options: [
                { id: 'a', text: { en: 'WHERE', th: 'WHERE' } },
                { id: 'b', text: { en: 'ORDER BY', th: 'ORDER BY' } },
              ],
              correctOptionIds: ['a'],
              explanation: { en: 'WHERE keeps the rows that match.', th: 'WHERE เก็บเฉพาะแถวที่ตรงเงื่อนไข' },
            },
          ],
        },
      ],
    },
  ],
  ...overrides,
});

describe.each(STORE_PROFILES)('courses API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let last: string | null = null;
  const list = (body: object) =>
    http()
      .post(`/api/coursesapi/course/list-by-post${last ? `?after=${last}` : ''}`)
      .send(body);
  const author = async (path: string, body: object = {}) => {
    const response = await http().post(`/api/coursesapi/course${path}`).set(bearer(admin)).send(body);
    if (response.status < 300) last = response.body.position ?? last;
    return response;
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    // The seeded catalogue stays out of the way: these courses share a job title of their own.
    const jobs = await http()
      .post('/api/coursesapi/job-functions')
      .set(bearer(admin))
      .send({ id: 'qa-testing', name: { en: 'QA', th: 'ทดสอบ' }, subFunctions: [], order: 99 });
    expect(jobs.status).toBe(201);
    last = jobs.body.position;
    await http().get(`/api/coursesapi/job-functions?after=${last}`).expect(200);
    for (const [i, id] of ['sql-basics', 'python-intro', 'dashboards', 'draft-only'].entries()) {
      await author(
        '',
        course(id, { price: 500 + i * 100, ...(id === 'dashboards' ? { categoryId: 'business', subCategoryId: 'business-strategy' } : {}) }),
      ).then((r) => expect(r.status).toBe(201));
      if (id !== 'draft-only') await author(`/${id}/publish`).then((r) => expect(r.status).toBe(200));
    }
    await author('/dashboards/highlight', { isHighlight: true });
  });

  it('lists published courses newest first, with totals when asked; drafts never show', async () => {
    const page = (await list({ loadOptions: { filter: ['jobTitle', '=', 'qa-testing'], requireTotalCount: true } }).expect(200)).body as CourseListResponse;
    expect(page.data.map((c) => c.id)).toEqual(['dashboards', 'python-intro', 'sql-basics']);
    expect(page.totalCount).toBe(3);
    expect(page.data[0]?.courseMetadata).toMatchObject({
      titleTh: 'หลักสูตร dashboards',
      instructorNameEn: 'Kanya Thongdee',
      instructorNameTh: 'กันยา ทองดี',
      Price: 700,
    });
    expect((await list({ loadOptions: { filter: ['jobTitle', '=', 'qa-testing'] } }).expect(200)).body.totalCount).toBeUndefined();
  });

  it('pages, sorts and filters by DevExtreme load options', async () => {
    const sorted = (
      await list({ loadOptions: { filter: ['jobTitle', '=', 'qa-testing'], sort: [{ selector: 'titleEn', desc: false }], skip: 1, take: 1 } }).expect(200)
    ).body as CourseListResponse;
    expect(sorted.data.map((c) => c.id)).toEqual(['python-intro']);
    const filtered = (
      await list({ loadOptions: { filter: [['jobTitle', '=', 'qa-testing'], 'and', ['titleEn', 'contains', 'SQL']], requireTotalCount: true } }).expect(200)
    ).body as CourseListResponse;
    expect(filtered.data.map((c) => c.id)).toEqual(['sql-basics']);
    const highlights = (await list({ loadOptions: { filter: [['isHighlights', '=', true], 'and', ['jobTitle', '=', 'qa-testing']], take: 9999 } }).expect(200))
      .body as CourseListResponse;
    expect(highlights.data.map((c) => c.id)).toEqual(['dashboards']);
  });

  it('answers exactly the courses of customFilter.ids, in the order asked, skipping unknown and unpublished ones', async () => {
    const body = (await list({ customFilter: { ids: ['sql-basics', 'nope', 'draft-only', 'dashboards'] } }).expect(200)).body as CourseListResponse;
    expect(body.data.map((c) => c.id)).toEqual(['sql-basics', 'dashboards']);
  });

  it.each([
    ['a filter on a field that is not offered', { loadOptions: { filter: ['status', '=', 'draft'] } }, 'loadOptions.filter'],
    ['an operator smuggled in a value', { loadOptions: { filter: ['categoryId', '=', { $ne: null }] } }, 'loadOptions.filter'],
    ['a sort on a field that is not offered', { loadOptions: { sort: [{ selector: 'priceSchedule' }] } }, 'loadOptions.sort'],
    ['a negative skip', { loadOptions: { skip: -1 } }, 'loadOptions.skip'],
    ['a take above 9999', { loadOptions: { take: 10000 } }, 'loadOptions.take'],
    ['ids that are not a list', { customFilter: { ids: 'sql-basics' } }, 'customFilter.ids'],
  ])('refuses %s with a clear 400', async (_name, body, field) => {
    const response = await list(body).expect(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect((response.body.errors as { field: string }[]).map((e) => e.field)).toContain(field);
  });

  it('shows a course with its outline, never its media addresses; unknown and draft courses are 404', async () => {
    const body = (await http().get('/api/coursesapi/course/sql-basics').expect(200)).body as CourseResponse;
    expect(body.curriculum.sortedSections[0]?.lessons).toEqual([
      { id: 'welcome', kind: 'video', titleEn: 'Welcome', titleTh: 'ยินดีต้อนรับ', durationSeconds: 120 },
      { id: 'check', kind: 'quiz', titleEn: 'Check', titleTh: 'ทบทวน', durationSeconds: null },
    ]);
    expect(JSON.stringify(body)).not.toContain('/media/');
    expect(body).toMatchObject({ lessonCount: 2, totalDurationSeconds: 120, descriptionTh: 'เรียนให้เข้าใจ' });
    const missing = await http().get('/api/coursesapi/course/nope').expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    await http().get('/api/coursesapi/course/draft-only').expect(404);
  });

  it('keeps the price until a scheduled change takes effect', async () => {
    await author('/sql-basics/price', { price: 1490, effectiveFrom: '2099-01-01T00:00:00.000Z' }).then((r) => expect(r.status).toBe(200));
    await author('/python-intro/price', { price: 390, effectiveFrom: '2020-01-01T00:00:00.000Z' }).then((r) => expect(r.status).toBe(200));
    const body = (await list({ customFilter: { ids: ['sql-basics', 'python-intro'] } }).expect(200)).body as CourseListResponse;
    expect(body.data.map((c) => c.price)).toEqual([500, 390]);
    await author('/sql-basics/price', { price: 9.5, effectiveFrom: '2099-01-01T00:00:00.000Z' }).then((r) => expect(r.status).toBe(400));
    const pricing = await http()
      .post(`/api/pricingapi/pricing/client?after=${last}`)
      .send({ courses: ['sql-basics', 'python-intro', 'draft-only', 'nope'] })
      .expect(200);
    expect(pricing.body).toEqual({
      coursesPricing: {
        'sql-basics': { courseId: 'sql-basics', price: 500, currency: 'THB' },
        'python-intro': { courseId: 'python-intro', price: 390, currency: 'THB' },
      },
    });
    await http().post('/api/pricingapi/pricing/client').send({ courses: 'sql-basics' }).expect(400);
  });

  it('refuses drafts that point at missing catalogue items or carry a malformed curriculum, and creates nothing', async () => {
    const refs = await author('', course('ghost', { categoryId: 'nope', subCategoryId: 'nope', instructorId: 'nobody', jobFunctionId: 'nope' }));
    expect(refs.status).toBe(400);
    expect(refs.body.code).toBe('NOT_EXIST_FOREIGN_KEY');
    expect((refs.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['categoryId', 'instructorId', 'jobFunctionId']);
    const broken = course('ghost', { price: 10.5 });
    (broken.curriculum[0]!.lessons[0] as Record<string, unknown>).videoUrl = 'javascript:alert(1)';
    const malformed = await author('', broken);
    expect(malformed.status).toBe(400);
    expect((malformed.body.errors as { field: string }[]).map((e) => e.field)).toEqual(expect.arrayContaining(['price', 'curriculum.0.lessons.0.videoUrl']));
    await author('/ghost/publish').then((r) => expect(r.status).toBe(404));
  });

  it('seeds a bilingual catalogue of 60 published courses over real sample clips', async () => {
    const all = (await list({ loadOptions: { take: 9999, requireTotalCount: true } }).expect(200)).body as CourseListResponse;
    expect(all.totalCount).toBeGreaterThanOrEqual(60);
    const seeded = (await http().get('/api/coursesapi/course/pdpa-essentials').expect(200)).body as CourseResponse;
    expect(seeded).toMatchObject({
      courseMetadata: { titleTh: 'สาระสำคัญของ PDPA', instructorNameEn: 'Thanawat Srisuk', thumbnail: '/api/files/catalogue/courses/pdpa-essentials.svg' },
      lessonCount: 11,
      totalDurationSeconds: 2585,
    });
    await http()
      .get(seeded.courseMetadata.thumbnail!)
      .expect(200)
      .expect('Content-Type', /^image\/svg\+xml/);
    const highlights = (await list({ loadOptions: { filter: ['isHighlights', '=', true], take: 9999 } }).expect(200)).body as CourseListResponse;
    expect(highlights.data.length).toBeGreaterThanOrEqual(14);
    // The seeded clips are served by signed address to those who may study them (course-media suite), never publicly.
    await http().get('/media/demo/lesson-practice-long.mp4').expect(404);
  });

  it('lets only catalogue managers author', async () => {
    const learner = await login(app(), DEMO.learner);
    await http().post('/api/coursesapi/course').set(bearer(learner)).send(course('mine')).expect(403);
    await http().post('/api/coursesapi/course/sql-basics/unpublish').expect(401);
  });
});
