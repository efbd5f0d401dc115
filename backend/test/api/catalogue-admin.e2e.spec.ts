import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  AdminBundleSearchResponse,
  AdminCourseSearchResponse,
  AuthResponse,
  BundleAuthoringResponse,
  CategoryResponse,
  CourseAuthoringResponse,
  JobFunctionResponse,
} from '@khru/contracts';
import { formatPosition, type EventStore, type FileStore } from '@khru/platform';
import { EVENT_STORE, FILE_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const text = (en: string, th: string) => ({ en, th });

const category = {
  id: 'languages',
  code: 'LANGUAGES',
  name: text('Languages', 'ภาษา'),
  subCategories: [{ id: 'languages-english', name: text('English', 'ภาษาอังกฤษ') }],
};
const quiz = {
  id: 'check',
  kind: 'quiz',
  title: text('Check', 'ทบทวน'),
  questions: [
    {
      id: 'q1',
      kind: 'single',
      text: text('Which greeting is formal?', 'คำทักทายใดเป็นทางการ'),
      options: [
        { id: 'a', text: text('Good morning', 'สวัสดีตอนเช้า') },
        { id: 'b', text: text('Hey', 'เฮ้') },
      ],
      correctOptionIds: ['a'],
      explanation: text('It suits any audience.', 'ใช้ได้กับทุกคน'),
    },
  ],
};
const curriculum = [
  {
    id: 'start',
    title: text('Start', 'เริ่มต้น'),
    lessons: [{ id: 'welcome', kind: 'video', title: text('Welcome', 'ยินดีต้อนรับ'), videoUrl: '/media/welcome.mp4', durationSeconds: 120 }, quiz],
  },
];
const draft = {
  id: 'business-english',
  title: text('Business English', 'ภาษาอังกฤษเพื่อธุรกิจ'),
  description: text('Write and speak at work.', 'เขียนและพูดในที่ทำงาน'),
  categoryId: 'technology',
  instructorId: 'kanya-thongdee',
  price: 1490,
  curriculum,
};
const revision = {
  title: text('English for meetings', 'ภาษาอังกฤษสำหรับการประชุม'),
  description: text('Lead a meeting in English.', 'นำการประชุมเป็นภาษาอังกฤษ'),
  categoryId: 'languages',
  subCategoryId: 'languages-english',
  instructorId: 'kanya-thongdee',
};
const captionedCurriculum = {
  curriculum: [
    {
      id: 'start',
      title: text('Start', 'เริ่มต้น'),
      lessons: [
        {
          id: 'welcome',
          kind: 'video',
          title: text('Welcome', 'ยินดีต้อนรับ'),
          videoUrl: 'media:course-media/welcome-clip.mp4',
          durationSeconds: 95,
          captions: { en: '/api/files/captions/welcome-en.vtt', th: '/api/files/captions/welcome-th.vtt' },
        },
        { id: 'slides', kind: 'resource', title: text('Slides', 'สไลด์'), resourceUrl: 'media:course-media/slides.pdf' },
        quiz,
      ],
    },
  ],
};

/** The path of every field of a body, nested ones included (array elements are entered, not left out). */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [...(Array.isArray(value) ? [] : [path]), ...fieldPaths(child, path)];
  });
}

function without(body: object, path: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  delete parent[keys.at(-1)!];
  return copy;
}

/** The admin writes of this slice, each with a body it accepts; every required field is left out in turn. */
const WRITES: { name: string; method: 'post' | 'put'; path: string; body: object; optional: string[] }[] = [
  { name: 'a category definition', method: 'post', path: '/api/coursesapi/category', body: category, optional: [] },
  { name: 'a category revision', method: 'put', path: `/api/coursesapi/category/${category.id}`, body: category, optional: [] },
  { name: 'a course revision', method: 'put', path: `/api/coursesapi/course/${draft.id}`, body: revision, optional: ['subCategoryId'] },
  {
    name: 'a curriculum revision',
    method: 'put',
    path: `/api/coursesapi/course/${draft.id}/curriculum`,
    body: captionedCurriculum,
    optional: ['captions', 'captions.en', 'captions.th'].map((p) => `curriculum.0.lessons.0.${p}`),
  },
];
const MISSING_FIELDS = WRITES.flatMap((write) => fieldPaths(write.body).flatMap((field) => (write.optional.includes(field) ? [] : [{ ...write, field }])));

describe.each(STORE_PROFILES)('catalogue administration API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let learner: AuthResponse;
  let last: string | null = null;
  const head = async () => {
    const position = await app().app.get<EventStore>(EVENT_STORE).headPosition();
    return position && formatPosition(position);
  };
  const write = async (method: 'post' | 'put', path: string, body: object, locale = 'en') => {
    const response = await http()[method](path).set(bearer(admin)).set('Accept-Language', locale).send(body);
    if (response.status < 300) last = response.body.position ?? last;
    return response;
  };
  const read = async <T>(path: string, auth: AuthResponse = admin) =>
    (
      await http()
        .get(`${path}${last ? `?after=${last}` : ''}`)
        .set(bearer(auth))
        .expect(200)
    ).body as T;
  const authoring = (id: string) => read<CourseAuthoringResponse>(`/api/coursesapi/course/${id}/authoring`);
  const searchCourses = async (body: object) =>
    (
      await http()
        .post(`/api/coursesapi/course/admin/search${last ? `?after=${last}` : ''}`)
        .set(bearer(admin))
        .send(body)
        .expect(200)
    ).body as AdminCourseSearchResponse;

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    learner = await login(app(), DEMO.learner);
    // The files the captioned curriculum names, as their uploads left them in the store.
    const files = app().app.get<FileStore>(FILE_STORE);
    await files.put('course-media/welcome-clip.mp4', Buffer.from('clip'), 'video/mp4');
    await files.put('course-media/slides.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    for (const lang of ['en', 'th']) await files.put(`captions/welcome-${lang}.vtt`, Buffer.from('WEBVTT\n'), 'text/vtt');
    expect((await write('post', '/api/coursesapi/category', category)).status).toBe(201);
    expect((await write('post', '/api/coursesapi/course', draft)).status).toBe(201);
  });

  describe('categories', () => {
    it('defines a category that lists with its sub-categories; the same id again is 409, the same code under another id 400', async () => {
      expect(await read<CategoryResponse>('/api/coursesapi/category/languages')).toMatchObject({ code: 'LANGUAGES', nameTh: 'ภาษา' });
      expect((await write('post', '/api/coursesapi/category', category)).status).toBe(409);
      const sameCode = await write('post', '/api/coursesapi/category', { ...category, id: 'other-languages' });
      expect(sameCode.status).toBe(400);
      expect(sameCode.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'ALREADY_EXIST' })]);
    });

    it('renames it, changes its picture, renames a sub-category and adds one', async () => {
      const revised = {
        ...category,
        name: text('Languages and communication', 'ภาษาและการสื่อสาร'),
        imageUrl: '/api/files/images/languages.webp',
        subCategories: [
          { id: 'languages-english', name: text('English at work', 'ภาษาอังกฤษในที่ทำงาน') },
          { id: 'languages-japanese', name: text('Japanese', 'ภาษาญี่ปุ่น') },
        ],
      };
      expect((await write('put', '/api/coursesapi/category/languages', revised)).status).toBe(200);
      expect(await read<CategoryResponse>('/api/coursesapi/category/languages')).toEqual({
        id: 'languages',
        code: 'LANGUAGES',
        nameEn: 'Languages and communication',
        nameTh: 'ภาษาและการสื่อสาร',
        categoryImageUrl: '/api/files/images/languages.webp',
        subCategories: [
          { id: 'languages-english', nameEn: 'English at work', nameTh: 'ภาษาอังกฤษในที่ทำงาน' },
          { id: 'languages-japanese', nameEn: 'Japanese', nameTh: 'ภาษาญี่ปุ่น' },
        ],
      });
    });

    it('refuses removing a sub-category or changing the code, in the caller\u2019s language, and appends nothing', async () => {
      const before = await head();
      const removed = await write('put', '/api/coursesapi/category/languages', { ...category, subCategories: [] }, 'th');
      expect(removed.status).toBe(400);
      expect(removed.body.errors).toEqual([
        { field: 'subCategories', code: 'BAD_REQUEST', rule: 'subCategoryKept', message: 'ลบหมวดหมู่ย่อยไม่ได้ เพราะอาจมีคอร์สอยู่ในหมวดหมู่ย่อยนี้' },
      ]);
      const recoded = await write('put', '/api/coursesapi/category/languages', {
        ...category,
        code: 'LANG',
        subCategories: [...category.subCategories, { id: 'languages-japanese', name: text('Japanese', 'ภาษาญี่ปุ่น') }],
      });
      expect(recoded.body.errors).toEqual([
        { field: 'code', code: 'BAD_REQUEST', rule: 'codeFixed', message: 'The code cannot be changed once the category exists' },
      ]);
      expect((await write('put', '/api/coursesapi/category/other', category)).status).toBe(400);
      expect((await write('put', '/api/coursesapi/category/nowhere', { ...category, id: 'nowhere' })).status).toBe(404);
      expect(await head()).toBe(before);
    });
  });

  describe('courses', () => {
    it('lists every course for the admin, drafts too, by title words in either language, status and category', async () => {
      const drafts = await searchCourses({ search: 'ภาษาอังกฤษเพื่อ', status: 'draft' });
      expect(drafts.data.map((c) => [c.id, c.status, c.price])).toEqual([['business-english', 'draft', 1490]]);
      expect((await searchCourses({ search: 'business english', status: 'published' })).data.map((c) => c.id)).not.toContain('business-english');
      const published = await searchCourses({ status: 'published', categoryId: 'technology', sort: 'titleEn', desc: false, take: 3 });
      expect(published.data).toHaveLength(3);
      expect(published.totalCount).toBeGreaterThan(3);
      const titles = published.data.map((c) => c.title.en);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      const bad = await http().post('/api/coursesapi/course/admin/search').set(bearer(admin)).send({ status: 'gone', sort: 'price', take: 0 }).expect(400);
      expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['sort', 'status', 'take']);
    });

    it('answers a draft\u2019s authoring view: details, prices, curriculum with quiz answers; an unknown course is 404', async () => {
      const view = await authoring('business-english');
      expect(view).toMatchObject({ status: 'draft', price: 1490, description: draft.description, jobFunctionId: null, lessonCount: 2 });
      expect(view.priceSchedule).toEqual([{ price: 1490, effectiveFrom: view.created }]);
      expect(view.curriculum[0]!.lessons[1]).toMatchObject({ kind: 'quiz', questions: [expect.objectContaining({ correctOptionIds: ['a'] })] });
      await http().get('/api/coursesapi/course/nowhere/authoring').set(bearer(admin)).expect(404);
    });

    it('revises a course\u2019s details, checked against the catalogue as a draft is', async () => {
      expect((await write('put', '/api/coursesapi/course/business-english', revision)).status).toBe(200);
      expect(await authoring('business-english')).toMatchObject({ title: revision.title, categoryId: 'languages', subCategoryId: 'languages-english' });
      expect((await searchCourses({ search: 'meetings', categoryId: 'languages' })).data.map((c) => c.id)).toEqual(['business-english']);

      const before = await head();
      const missing = await write('put', '/api/coursesapi/course/business-english', { ...revision, subCategoryId: 'technology-data', instructorId: 'nobody' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY' });
      expect((missing.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['subCategoryId', 'instructorId']);
      const noCategory = await write('put', '/api/coursesapi/course/business-english', { ...revision, categoryId: 'nowhere', subCategoryId: undefined });
      expect((noCategory.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['categoryId']);
      expect((await write('put', '/api/coursesapi/course/nowhere', revision)).status).toBe(404);
      expect(await head()).toBe(before);
    });

    it('revises the curriculum with private media and captions, which the authoring view shows', async () => {
      expect((await write('put', '/api/coursesapi/course/business-english/curriculum', captionedCurriculum)).status).toBe(200);
      const view = await authoring('business-english');
      expect(view).toMatchObject({ lessonCount: 3, totalDurationSeconds: 95 });
      expect(view.curriculum[0]!.lessons[0]).toEqual(captionedCurriculum.curriculum[0]!.lessons[0]);
      expect(view.curriculum[0]!.lessons[1]).toMatchObject({ resourceUrl: 'media:course-media/slides.pdf' });

      const before = await head();
      const tooShort = await write('put', '/api/coursesapi/course/business-english/curriculum', {
        curriculum: [{ ...curriculum[0], lessons: [{ ...curriculum[0]!.lessons[0], videoUrl: 'ftp://x/y.mp4', captions: { en: 'javascript:alert(1)' } }] }],
      });
      expect(tooShort.status).toBe(400);
      expect((tooShort.body.errors as { field: string }[]).map((e) => e.field)).toEqual(
        expect.arrayContaining(['curriculum.0.lessons.0.videoUrl', 'curriculum.0.lessons.0.captions.en']),
      );
      expect(await head()).toBe(before);
    });

    it('refuses a curriculum naming a file that is not in the store, or a private file outside course media, and appends nothing', async () => {
      const before = await head();
      const lessons = captionedCurriculum.curriculum[0]!.lessons;
      const notUploaded = await write('put', '/api/coursesapi/course/business-english/curriculum', {
        curriculum: [{ ...captionedCurriculum.curriculum[0], lessons: [{ ...lessons[0], videoUrl: 'media:course-media/never-uploaded.mp4' }, lessons[1]] }],
      });
      expect(notUploaded.status).toBe(400);
      expect(notUploaded.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY', errors: [{ field: 'curriculum.0.lessons.0.videoUrl' }] });
      const drafted = await write('post', '/api/coursesapi/course', {
        ...draft,
        id: 'missing-captions',
        curriculum: [{ ...curriculum[0], lessons: [{ ...curriculum[0]!.lessons[0], captions: { th: '/api/files/captions/never-uploaded.vtt' } }] }],
      });
      expect(drafted.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY', errors: [{ field: 'curriculum.0.lessons.0.captions.th' }] });
      const certificate = await write('put', '/api/coursesapi/course/business-english/curriculum', {
        curriculum: [{ ...captionedCurriculum.curriculum[0], lessons: [{ ...lessons[1], resourceUrl: 'media:certificates/someone.pdf' }] }],
      });
      expect(certificate.status).toBe(400);
      expect(certificate.body.errors).toEqual([expect.objectContaining({ field: 'curriculum.0.lessons.0.resourceUrl' })]);
      expect(await head()).toBe(before);
    });

    it('refuses publishing a course without lessons with its own message; publishes one with lessons', async () => {
      expect((await write('post', '/api/coursesapi/course', { ...draft, id: 'empty-course', curriculum: [] })).status).toBe(201);
      const refused = await write('post', '/api/coursesapi/course/empty-course/publish', {}, 'th');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'curriculum', code: 'BAD_REQUEST', rule: 'publishNeedsLesson', message: 'คอร์สที่เผยแพร่ต้องมีบทเรียนอย่างน้อยหนึ่งบท' },
      ]);
      expect((await write('post', '/api/coursesapi/course/business-english/publish', {})).status).toBe(200);
      expect((await authoring('business-english')).publishedAt).toEqual(expect.any(String));
    });

    it('defines and reads the final test of a draft course', async () => {
      const test = {
        informationEn: 'Ten questions.',
        informationTh: 'สิบคำถาม',
        passMarkPercent: 80,
        timeLimitMinutes: 20,
        retryWaitDays: 1,
        questionsPerAttempt: 1,
        questions: [
          {
            id: 't1',
            textEn: 'Pick the formal one',
            textTh: 'เลือกแบบทางการ',
            options: [
              { id: 'a', textEn: 'Dear Sir', textTh: 'เรียนท่าน' },
              { id: 'b', textEn: 'Yo', textTh: 'โย่' },
            ],
            correctOptionId: 'a',
          },
        ],
      };
      expect((await write('put', '/api/coursesapi/course/empty-course/test', test)).status).toBe(200);
      expect(await read('/api/coursesapi/course/empty-course/test')).toMatchObject({
        passMarkPercent: 80,
        questions: [expect.objectContaining({ correctOptionId: 'a' })],
      });
    });
  });

  describe('bundles and job functions', () => {
    it('lists bundles for the admin, drafts too, and answers a draft bundle\u2019s authoring view', async () => {
      const bundle = {
        id: 'english-pack',
        name: text('English pack', 'ชุดภาษาอังกฤษ'),
        description: text('Two courses.', 'สองคอร์ส'),
        isSingleCertificate: false,
        courseIds: ['business-english', 'git-and-github'],
        price: 1990,
      };
      expect((await write('post', '/api/certificatesapi/bundles', bundle)).status).toBe(201);
      await http().get('/api/certificatesapi/bundles/english-pack').expect(404);
      const found = (
        await http()
          .post(`/api/certificatesapi/bundles/admin/search?after=${last}`)
          .set(bearer(admin))
          .send({ search: 'ชุดภาษา', status: 'draft', isSingleCertificate: false })
          .expect(200)
      ).body as AdminBundleSearchResponse;
      expect(found.data.map((b) => [b.id, b.status, b.price, b.courseIds])).toEqual([['english-pack', 'draft', 1990, bundle.courseIds]]);
      const view = await read<BundleAuthoringResponse>('/api/certificatesapi/bundles/english-pack/authoring');
      expect(view).toMatchObject({ status: 'draft', description: bundle.description, priceSchedule: [{ price: 1990 }] });
      await http().get('/api/certificatesapi/bundles/nowhere/authoring').set(bearer(admin)).expect(404);
    });

    it('answers one job function in both languages; an unknown one is 404', async () => {
      expect(await read<JobFunctionResponse>('/api/coursesapi/job-functions/sales')).toMatchObject({
        id: 'sales',
        name: { en: 'Sales', th: 'งานขาย' },
        subFunctions: [text('Key accounts', 'ลูกค้าองค์กร'), text('Retail sales', 'การขายปลีก')],
      });
      await http().get('/api/coursesapi/job-functions/nobody').expect(404);
    });
  });

  describe('permissions', () => {
    it.each([
      ['post', '/api/coursesapi/category'],
      ['put', '/api/coursesapi/category/languages'],
      ['put', '/api/coursesapi/course/business-english'],
      ['put', '/api/coursesapi/course/business-english/curriculum'],
      ['post', '/api/coursesapi/course/admin/search'],
      ['get', '/api/coursesapi/course/business-english/authoring'],
      ['post', '/api/certificatesapi/bundles/admin/search'],
      ['get', '/api/certificatesapi/bundles/english-pack/authoring'],
    ] as const)('%s %s is 401 without a login and 403 for a learner', async (method, path) => {
      await http()[method](path).send({}).expect(401);
      await http()[method](path).set(bearer(learner)).send({}).expect(403);
    });
  });

  it.each(MISSING_FIELDS)('refuses $name without $field and appends nothing', async (w) => {
    const before = await head();
    const response = await http()[w.method](w.path).set(bearer(admin)).send(without(w.body, w.field));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: w.field })]));
    expect(await head()).toBe(before);
  });
});
