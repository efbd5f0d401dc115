import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  hasAnyPermission,
  ROLE_PERMISSIONS,
  type AuthResponse,
  type BannerSearchResponse,
  type BundleResponse,
  type ChoiceSearchResponse,
  type CourseResponse,
  type InstructorResponse,
  type JobFunctionsResponse,
  type Role,
} from '@khru/contracts';
import { formatPosition, type EventStore, type GlobalPosition } from '@khru/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { routeHandlers, type RouteHandler } from '../../src/kernel/openapi/route-handlers.js';
import { DEMO, bearer, login, signup, signupBody, uniqueEmail } from '../support/accounts.js';
import { bodyRoutes, mapConcurrently, nullProbes, type BodyRoute, type NullField } from '../support/request-bodies.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const text = (en: string, th: string) => ({ en, th });

const course = {
  id: 'hardening-course',
  title: text('Hardening', 'การป้องกัน'),
  description: text('Every field checked.', 'ตรวจทุกช่อง'),
  categoryId: 'technology',
  instructorId: 'kanya-thongdee',
  price: 990,
  curriculum: [
    {
      id: 'start',
      title: text('Start', 'เริ่มต้น'),
      lessons: [
        { id: 'welcome', kind: 'video', title: text('Welcome', 'ยินดีต้อนรับ'), videoUrl: '/media/welcome.mp4', durationSeconds: 120 },
        {
          id: 'check',
          kind: 'quiz',
          title: text('Check', 'ทบทวน'),
          questions: [
            {
              id: 'q1',
              kind: 'single',
              text: text('Which?', 'ข้อใด'),
              options: [
                { id: 'a', text: text('This', 'ข้อนี้') },
                { id: 'b', text: text('That', 'ข้อนั้น') },
              ],
              correctOptionIds: ['a'],
              explanation: text('Because.', 'เพราะว่า'),
            },
          ],
        },
      ],
    },
  ],
};
const bundle = {
  id: 'hardening-bundle',
  name: text('Bundle', 'ชุด'),
  description: text('Two courses.', 'สองคอร์ส'),
  isSingleCertificate: false,
  courseIds: ['git-and-github', 'security-awareness'],
  price: 990,
};
const { id: _bundleId, price: _bundlePrice, ...bundleRevision } = bundle;
const jobFunction = { id: 'hardening-job', name: text('Auditors', 'ผู้ตรวจสอบ'), subFunctions: [text('Internal', 'ภายใน')], order: 90 };
const instructor = {
  id: 'hardening-teacher',
  firstName: 'Malee',
  lastName: 'Jaidee',
  firstNameTh: 'มาลี',
  lastNameTh: 'ใจดี',
  headline: text('Coach', 'โค้ช'),
  bio: text('Helps teams.', 'ช่วยทีม'),
};
const banner = { id: 'hardening-banner', title: text('Banner', 'แบนเนอร์'), subtitle: text('Sub', 'รอง'), order: 90, active: false };
const choice = { id: 'hardening-choice', title: text('Picks', 'แนะนำ'), courseIds: ['security-awareness'], order: 90, active: false };
const voucher = {
  code: 'HARDEN-1',
  discount: { kind: 'fixed', amount: 100 },
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: '2099-01-01T00:00:00Z',
  usageLimit: 5,
  perUserLimit: 1,
};
const price = { price: 1290, effectiveFrom: '2026-01-01T00:00:00Z' };

/** Every admin create or update, with a body of required fields only that it accepts: each is left out in turn. */
const WRITES: { name: string; method: 'post' | 'put'; path: string; body: object }[] = [
  { name: 'a course draft', method: 'post', path: '/api/coursesapi/course', body: course },
  { name: 'a course price', method: 'post', path: `/api/coursesapi/course/${course.id}/price`, body: price },
  { name: 'a course highlight', method: 'post', path: `/api/coursesapi/course/${course.id}/highlight`, body: { isHighlight: true } },
  { name: 'a bundle definition', method: 'post', path: '/api/certificatesapi/bundles', body: bundle },
  { name: 'a bundle revision', method: 'put', path: `/api/certificatesapi/bundles/${bundle.id}`, body: bundleRevision },
  { name: 'a bundle price', method: 'post', path: `/api/certificatesapi/bundles/${bundle.id}/price`, body: price },
  { name: 'a job function definition', method: 'post', path: '/api/coursesapi/job-functions', body: jobFunction },
  { name: 'a job function update', method: 'put', path: `/api/coursesapi/job-functions/${jobFunction.id}`, body: jobFunction },
  { name: 'an instructor registration', method: 'post', path: '/api/coursesapi/instructor', body: instructor },
  { name: 'an instructor update', method: 'put', path: `/api/coursesapi/instructor/${instructor.id}`, body: instructor },
  { name: 'a banner definition', method: 'post', path: '/api/cmsapi/banner', body: banner },
  { name: 'a banner update', method: 'put', path: `/api/cmsapi/banner/${banner.id}`, body: banner },
  { name: 'a choice definition', method: 'post', path: '/api/cmsapi/choice', body: choice },
  { name: 'a choice update', method: 'put', path: `/api/cmsapi/choice/${choice.id}`, body: choice },
  { name: 'a voucher creation', method: 'post', path: '/api/pricingapi/voucher', body: voucher },
];

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
  delete parent[keys[keys.length - 1]!];
  return copy;
}

const MISSING_FIELDS = WRITES.flatMap((write) => fieldPaths(write.body).map((field) => ({ ...write, field })));

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Fields a request class lets be null on purpose (`Schema.property`, and all within it), with why. */
const NULL_ALLOWED = new Set([
  // Null hands the conversation back to the shared inbox.
  'SupportAssignRequest.adminId',
  // Read for the lesson kind or discount kind they belong to only.
  'LessonInput.videoUrl',
  'LessonInput.durationSeconds',
  'LessonInput.resourceUrl',
  'LessonInput.questions',
  'VoucherDiscountInput.percent',
  'VoucherDiscountInput.amount',
  // Any filter expression: the translator reads it.
  'LoadOptionsInput.filter',
]);

/** Demo accounts whose roles hold every permission a route asks for; the first allowed calls it (the learner: any logged-in caller). */
const ACCOUNTS: [Role, string][] = [
  ['MEMBER', DEMO.learner],
  ['ADMIN', DEMO.admin],
  ['ORG_ADMIN', DEMO.orgAdmin],
  ['INSTRUCTOR', DEMO.instructor],
];

/** The sandbox provider's pages read a form; they are not in the API's document. */
const SANDBOX_PAGES: BodyRoute[] = ['pay', 'setup'].map((page) => ({
  operationId: `sandbox ${page} page`,
  method: 'post',
  url: (id) => `/api/paymentapi/sandbox/${page}/${id}`,
  mediaTypes: ['application/x-www-form-urlencoded'],
  json: null,
}));

/** Requests in flight at once while sweeping every route. */
const CONCURRENCY = 8;

describe.each(STORE_PROFILES)('input hardening on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  const head = async () => {
    const position = await store().headPosition();
    return position && formatPosition(position);
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    // The updates need their item to exist; each write's full body is accepted.
    for (const write of WRITES) {
      const response = await http()[write.method](write.path).set(bearer(admin)).send(write.body);
      expect([write.name, response.status < 300]).toEqual([write.name, true]);
    }
  });

  it.each(MISSING_FIELDS)('refuses $name without $field and appends nothing', async (write) => {
    const before = await head();
    const response = await http()[write.method](write.path).set(bearer(admin)).send(without(write.body, write.field));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: write.field })]));
    expect(await head()).toBe(before);
  });

  it('refuses a required text given as a text, a list or null instead of both languages', async () => {
    for (const name of ['Auditors', [], null]) {
      const response = await http()
        .post('/api/coursesapi/job-functions')
        .set(bearer(admin))
        .send({ ...jobFunction, id: 'odd-name', name })
        .expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    }
    const listed = await http()
      .post('/api/coursesapi/job-functions')
      .set(bearer(admin))
      .send({ ...jobFunction, id: 'odd-subs', subFunctions: [[]] })
      .expect(400);
    expect(listed.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'subFunctions' })]));
    const missing = await http()
      .post('/api/coursesapi/job-functions')
      .set(bearer(admin))
      .set('Accept-Language', 'th')
      .send({ ...jobFunction, id: 'no-name', name: undefined })
      .expect(400);
    expect(missing.body.errors).toEqual([{ field: 'name', code: 'IS_NOT_EMPTY', message: 'กรุณากรอกข้อมูลในช่องนี้!' }]);
  });

  it('keeps the public pages answering when stored items lack texts that are now required', async () => {
    // Items authored before those texts were required: appended as they were stored then.
    const metadata = { correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() };
    const legacy = async (stream: string, events: { type: string; data: object }[]): Promise<GlobalPosition> =>
      (
        await store().append(
          stream,
          events.map((e) => ({ ...e, id: randomUUID(), metadata })),
          'no_stream',
        )
      ).position;
    const at = new Date().toISOString();
    await legacy('jobfunction-legacy-job', [{ type: 'JobFunctionDefined', data: { jobFunctionId: 'legacy-job', subFunctions: [[]], order: 99 } }]);
    await legacy('instructor-legacy-teacher', [
      {
        type: 'InstructorRegistered',
        data: {
          instructorId: 'legacy-teacher',
          firstName: 'Old',
          lastName: 'Entry',
          firstNameTh: 'เก่า',
          lastNameTh: 'ข้อมูล',
          profileImageUrl: null,
          userId: null,
        },
      },
    ]);
    await legacy('banner-legacy-banner', [
      {
        type: 'BannerDefined',
        data: { bannerId: 'legacy-banner', imageUrl: { en: null, th: null }, linkUrl: null, order: 99, active: true, startsAt: null, endsAt: null },
      },
    ]);
    await legacy('choice-legacy-choice', [
      { type: 'ChoiceDefined', data: { choiceId: 'legacy-choice', courseIds: ['legacy-course'], order: 99, active: true } },
    ]);
    const curriculum = [{ id: 'untitled', lessons: [{ id: 'intro', kind: 'quiz', questionCount: 1 }] }, { id: 'no-lessons' }];
    const courseData = {
      courseId: 'legacy-course',
      thumbnailUrl: null,
      categoryId: 'technology',
      subCategoryId: null,
      jobFunctionId: null,
      instructorId: 'legacy-teacher',
      price: 0,
      curriculum,
    };
    await legacy('course-legacy-course', [
      { type: 'CourseDrafted', data: courseData },
      { type: 'CoursePublished', data: { courseId: 'legacy-course', at } },
    ]);
    const bundleData = { bundleId: 'legacy-bundle', thumbnailUrl: { en: null, th: null }, isSingleCertificate: false, courseIds: ['legacy-course'], price: 0 };
    const last = await legacy('bundle-legacy-bundle', [
      { type: 'BundleDefined', data: bundleData },
      { type: 'BundlePublished', data: { bundleId: 'legacy-bundle', at } },
    ]);
    const after = `?after=${formatPosition(last)}`;

    const jobs = (await http().get(`/api/coursesapi/job-functions${after}`).expect(200)).body as JobFunctionsResponse;
    expect(jobs.jobFunctions.find((j) => j.id === 'legacy-job')).toEqual({ id: 'legacy-job', name: '', subFunctions: [{ name: '' }] });
    const teacher = (await http().get(`/api/coursesapi/instructor/legacy-teacher${after}`).expect(200)).body as InstructorResponse;
    expect(teacher).toMatchObject({ firstName: 'Old', headlineEn: '', headlineTh: '', bioEn: '', bioTh: '' });
    await http().get(`/api/coursesapi/instructor${after}&take=100`).expect(200);
    const banners = (await http().post(`/api/cmsapi/banner/search${after}`).send({ take: 50 }).expect(200)).body as BannerSearchResponse;
    expect(banners.data.find((b) => b.id === 'legacy-banner')).toMatchObject({ titleEn: '', titleTh: '', subtitleEn: '', subtitleTh: '' });
    const choices = (await http().post(`/api/cmsapi/choice/search${after}`).send({ take: 50 }).expect(200)).body as ChoiceSearchResponse;
    expect(choices.data.find((c) => c.id === 'legacy-choice')).toMatchObject({ titleEn: '', titleTh: '' });
    const page = (await http().get(`/api/coursesapi/course/legacy-course${after}`).expect(200)).body as CourseResponse;
    expect(page).toMatchObject({ descriptionEn: '', courseMetadata: { titleEn: '', titleTh: '', instructorNameEn: 'Old Entry' }, lessonCount: 1 });
    expect(page.curriculum.sortedSections).toEqual([
      { id: 'untitled', titleEn: '', titleTh: '', lessons: [{ id: 'intro', kind: 'quiz', titleEn: '', titleTh: '', durationSeconds: null }] },
      { id: 'no-lessons', titleEn: '', titleTh: '', lessons: [] },
    ]);
    await http().get(`/api/coursesapi/course/legacy-course/learning${after}`).set(bearer(admin)).expect(200);
    const listed = await http()
      .post(`/api/coursesapi/course/list-by-post${after}`)
      .send({ customFilter: { ids: ['legacy-course'] } })
      .expect(200);
    expect(listed.body.data).toHaveLength(1);
    const bundlePage = (await http().get(`/api/certificatesapi/bundles/legacy-bundle${after}`).expect(200)).body as BundleResponse;
    expect(bundlePage).toMatchObject({ nameEn: '', nameTh: '', descriptionEn: '', descriptionTh: '' });
    await http().post(`/api/certificatesapi/get-certificates${after}`).send({}).expect(200);
    await http().get(`/api/searchapi/suggest/global${after}&search=Entry`).expect(200);
  });

  it('refuses JSON nested deeper than 32 levels with a clear 400 on every route, before reading it', async () => {
    const deep = `{"email":${nested(2400)}}`;
    const routes = [
      '/api/authapi/auth/login',
      '/api/authapi/auth/signup',
      '/api/cmsapi/contact-messages',
      '/api/coursesapi/course/list-by-post',
      '/api/cmsapi/banner/search',
    ];
    const answers = await Promise.all(routes.map((route) => http().post(route).set('Content-Type', 'application/json').send(deep)));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      const { requestId, ...body } = answer.body;
      expect(requestId).toBe(answer.headers['x-request-id']);
      expect(body).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Bad Request',
        errors: [{ field: 'body', code: 'BAD_REQUEST', rule: 'nestedTooDeep', n: 32, message: 'Nested more than 32 levels deep' }],
      });
    }
    const th = await http()
      .post('/api/pricingapi/voucher')
      .set(bearer(admin))
      .set('Accept-Language', 'th')
      .set('Content-Type', 'application/json')
      .send(nested(33))
      .expect(400);
    expect(th.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'คำขอไม่ถูกต้อง',
      errors: [expect.objectContaining({ field: 'body', message: 'ข้อมูลซ้อนกันเกิน 32 ชั้น' })],
    });
    // At the limit the body is read and validated as usual.
    const atLimit = await http()
      .post('/api/cmsapi/banner/search')
      .set('Content-Type', 'application/json')
      .send(`{"take":1,"extra":${nested(31)}}`)
      .expect(400);
    expect(atLimit.body.errors).toEqual([expect.objectContaining({ field: 'extra' })]);
    // The scan reads UTF-8, the one encoding JSON between systems may use (RFC 8259).
    await http()
      .post('/api/cmsapi/banner/search')
      .set('Content-Type', 'application/json; charset=utf-16le')
      .send(Buffer.from(`{"x":${nested(40)}}`, 'utf16le'))
      .expect(415);
    await http().get('/api/health').expect(200);
  });

  it('refuses a lone surrogate in an email with a field error instead of failing', async () => {
    // JSON.stringify writes the lone half as the escape `\ud800`, which JSON.parse turns back into it.
    const email = 'ann\ud800@example.com';
    const answers = [
      await http().post('/api/authapi/auth/login').send({ email, password: 'whatever-1' }),
      await http().post('/api/authapi/auth/signup').send(signupBody(email)),
      await http().post('/api/authapi/auth/forgot-password').send({ email }),
      await http()
        .post('/api/userprofileapi/user')
        .set(bearer(admin))
        .send({ email, password: 'correct-horse-1', firstName: 'Ann', lastName: 'Lee', role: 'MEMBER' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { field: 'email', code: 'BAD_REQUEST', rule: 'invalidCharacters', message: 'Contains characters that are not allowed' },
      ]);
    }
    const th = await http().post('/api/authapi/auth/login').set('Accept-Language', 'th').send({ email, password: 'whatever-1' }).expect(400);
    expect(th.body.errors).toEqual([expect.objectContaining({ field: 'email', message: 'มีอักขระที่ไม่อนุญาต' })]);
  });

  it('refuses a NUL byte in stored text, a path id or a query with a field error instead of failing', async () => {
    const nul = (field: string) => ({ field, code: 'BAD_REQUEST', rule: 'invalidCharacters', message: 'Contains characters that are not allowed' });
    const contact = { name: 'Ann\u0000Lee', email: uniqueEmail(), phoneNumber: '0812345678', topic: 'general', message: 'Hello' };
    expect((await http().post('/api/cmsapi/contact-messages').send(contact).expect(400)).body.errors).toEqual([nul('name')]);
    expect(
      (
        await http()
          .post('/api/authapi/auth/signup')
          .send({ ...signupBody(uniqueEmail()), lastName: 'Lee\u0000' })
          .expect(400)
      ).body.errors,
    ).toEqual([nul('lastName')]);
    const member = await signup(app());
    const patch = [{ op: 'replace', path: '/position', value: 'Analyst\u0000' }];
    const patched = await http()
      .patch(`/api/userprofileapi/user/${member.id}`)
      .set(bearer(member))
      .set('Content-Type', 'application/json-patch+json')
      .send(JSON.stringify(patch))
      .expect(400);
    expect(patched.body.errors).toEqual([nul('0.value')]);
    const named = await http()
      .post('/api/coursesapi/instructor')
      .set(bearer(admin))
      .send({ ...instructor, id: 'nul-teacher', headline: text('Coach\u0000', 'โค้ช') })
      .expect(400);
    expect(named.body.errors).toEqual([nul('headline.en')]);
    expect((await http().post('/api/coursesapi/course/a%00b/publish').set(bearer(admin)).expect(400)).body.errors).toEqual([nul('id')]);
    expect((await http().get('/api/coursesapi/instructor/a%00b').expect(400)).body.errors).toEqual([nul('id')]);
    expect((await http().get('/api/searchapi/search/courses?search=a%00b').expect(400)).body.errors).toEqual([nul('search')]);
  });

  it('refuses a voucher without its discount with a field error and appends nothing', async () => {
    const before = await head();
    const { discount: _discount, ...withoutDiscount } = { ...voucher, code: 'NO-DISCOUNT' };
    const response = await http().post('/api/pricingapi/voucher').set(bearer(admin)).send(withoutDiscount).expect(400);
    expect(response.body.errors).toEqual([{ field: 'discount', code: 'IS_NOT_EMPTY', message: 'This field is required!' }]);
    expect(await head()).toBe(before);
  });

  describe('on every body of every route', () => {
    let document: OpenAPIObject;
    let routes: BodyRoute[];
    let handlers: Map<string, RouteHandler>;
    const tokens = new Map<Role, AuthResponse>();

    beforeAll(async () => {
      document = (await http().get('/api/docs/openapi.json').expect(200)).body as OpenAPIObject;
      routes = bodyRoutes(document);
      handlers = routeHandlers(app().app);
      for (const [role, email] of ACCOUNTS) tokens.set(role, await login(app(), email));
    });

    /**
     * The route called by an account allowed to (support's routes take a learner's token too), its path naming that
     * account wherever it names a user, and nothing stored elsewhere.
     */
    const call = (route: BodyRoute, sweep: string): Test => {
      const required = handlers.get(route.operationId)?.access?.permissions ?? [];
      const [role] = ACCOUNTS.find(([r]) => hasAnyPermission(ROLE_PERMISSIONS[r], required))!;
      const caller = tokens.get(role)!;
      return http()[route.method](route.url(caller.id)).set(bearer(caller)).set('X-Request-Id', sweep);
    };
    /** Events appended since `before` for requests of `sweep` (their `X-Request-Id`): timers keep firing meanwhile. */
    const appendedFor = async (sweep: string, before: GlobalPosition | null) =>
      (await store().readAll(before, 10_000))
        .filter((event) => event.metadata.correlationId === sweep || event.metadata.causationId === sweep)
        .map((event) => `${event.streamId} ${event.type}`);

    it('answers null in any field with a field error naming it, never a 5xx, and appends nothing', async () => {
      const probes = routes.flatMap((route) => (route.json ? nullProbes(document, route.json).map((probe) => ({ route, probe })) : []));
      expect(probes.flatMap(({ probe }) => probe.fields).length).toBeGreaterThan(500);
      const allowed = (field: NullField) => field.properties.some((property) => NULL_ALLOWED.has(property));
      // A field that may be null is also sent null alone, so the handler reads it.
      const alone = probes.flatMap(({ route, probe }) =>
        probe.fields.length > 1 ? probe.fields.filter(allowed).map((field) => ({ route, probe: { fields: [field], body: field.alone } })) : [],
      );
      const sweep = `null-sweep-${randomUUID()}`;
      const before = await store().headPosition();
      const wrong = await mapConcurrently([...probes, ...alone], CONCURRENCY, async ({ route, probe }) => {
        const answer = await call(route, sweep).send(probe.body as object);
        const named = new Set(((answer.body.errors ?? []) as { field: string }[]).map((error) => error.field));
        const refused = probe.fields.filter((field) => !allowed(field));
        const unnamed = refused.filter((field) => !field.named.some((name) => named.has(name)));
        const right = refused.length > 0 ? answer.status === 400 && answer.body.code === 'BAD_REQUEST' && unnamed.length === 0 : answer.status < 500;
        const shown = unnamed.length > 0 ? unnamed : probe.fields;
        return right ? [] : [`${route.operationId} ${shown.map((field) => field.field).join(',')}: ${answer.status}`];
      });
      expect(wrong.flat()).toEqual([]);
      expect(await appendedFor(sweep, before)).toEqual([]);
    });

    it('refuses a body that is text, multipart where no file is taken, or missing with 400 on every route that reads one, appending nothing', async () => {
      const sends: { name: string; send: (request: Test) => Test }[] = [
        { name: 'text', send: (request) => request.set('Content-Type', 'text/plain').send('firstName=Ann') },
        { name: 'nothing', send: (request) => request },
        { name: 'multipart', send: (request) => request.field('firstName', 'Ann') },
      ];
      const probes = [...routes, ...SANDBOX_PAGES].flatMap((route) =>
        sends.filter(({ name }) => name !== 'multipart' || !route.mediaTypes.includes('multipart/form-data')).map((send) => ({ route, send })),
      );
      const sweep = `body-sweep-${randomUUID()}`;
      const before = await store().headPosition();
      const wrong = await mapConcurrently(probes, CONCURRENCY, async ({ route, send }) => {
        const answer = await send.send(call(route, sweep));
        return answer.status === 400 && answer.body.code === 'BAD_REQUEST' ? [] : [`${route.operationId} ${send.name}: ${answer.status}`];
      });
      expect(wrong.flat()).toEqual([]);
      expect(await appendedFor(sweep, before)).toEqual([]);
      // A form is still read: the sandbox page looks the payment up.
      await http().post(SANDBOX_PAGES[0]!.url('unknown')).type('form').send({ cardNumber: '4242424242424242' }).expect(404);
    });
  });
});
