import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_CATEGORIES, READ_STALE_HEADER, type CategoryResponse, type HealthResponse } from '@khru/contracts';
import request from 'supertest';
import { STORE_PROFILES, startTestApp, type TestApp } from '../support/test-app.js';

describe.each(STORE_PROFILES)('API platform on %s', (profile) => {
  let subject: TestApp;
  const http = () => request(subject.app.getHttpServer());

  beforeAll(async () => {
    subject = await startTestApp(profile);
  });
  afterAll(async () => {
    await subject?.dispose();
  });

  it('reports health: store reachable, read models caught up, the workflows led by this one process', async () => {
    const response = await http().get('/api/health').expect(200);
    const body = response.body as HealthResponse;
    expect(body.status).toBe('ok');
    expect(body.eventStore).toMatchObject({ kind: profile, reachable: true });
    expect(body.projections).toMatchObject({ lag: 0, caughtUp: true });
    expect(body.projections.position).toBe(body.eventStore.head);
    expect(body.workflows).toEqual({ leading: true });
  });

  it('serves the seeded bilingual categories, the "all categories" item first', async () => {
    const response = await http().get('/api/coursesapi/category').expect(200);
    const { data, totalCount } = response.body as { data: CategoryResponse[]; totalCount: number };
    expect(data[0]).toEqual(ALL_CATEGORIES);
    expect(totalCount).toBe(data.length);
    expect(data.length).toBeGreaterThanOrEqual(9);
    for (const category of data.slice(1)) {
      expect(category.nameEn).not.toBe('');
      expect(category.nameTh).toMatch(/[\u0E00-\u0E7F]/);
    }
    const business = await http().get('/api/coursesapi/category/business').expect(200);
    expect(business.body).toMatchObject({ id: 'business', nameEn: 'Business', nameTh: 'ธุรกิจ' });
    await http().get('/api/coursesapi/category/all-categories').expect(200, ALL_CATEGORIES);
  });

  it('answers an unknown id with the catalogue error in the caller language', async () => {
    const en = await http().get('/api/coursesapi/category/nope').expect(404);
    expect(en.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    const th = await http().get('/api/coursesapi/category/nope').set('Accept-Language', 'th-TH,th;q=0.9,en;q=0.5').expect(404);
    expect(th.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'ไม่พบข้อมูล' });
  });

  it('answers unknown routes, bad JSON and unknown methods with catalogue errors and no internals', async () => {
    const missing = await http().get('/api/no-such-thing').expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    const badJson = await http().post('/api/coursesapi/category').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(badJson.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: 'Bad Request' });
    expect(JSON.stringify(badJson.body)).not.toMatch(/at |SyntaxError|stack/);
    const wrongMethod = await http().delete('/api/coursesapi/category').expect(404);
    expect(wrongMethod.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await http().get('/api/health').set('X-Request-Id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await http().get('/api/coursesapi/category/nope');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.body.requestId).toBe(made.headers['x-request-id']);
  });

  it('waits for ?after=<position> and says whether the read models reached it', async () => {
    const { body } = await http().get('/api/health');
    const reached = await http()
      .get(`/api/coursesapi/category?after=${(body as HealthResponse).eventStore.head}`)
      .expect(200);
    expect(reached.headers[READ_STALE_HEADER]).toBe('false');
    const future = await http().get('/api/coursesapi/category?after=99999999999999999999-99999999999999999999').expect(200);
    expect(future.headers[READ_STALE_HEADER]).toBe('true');
    const malformed = await http().get('/api/coursesapi/category?after=yesterday').expect(400);
    expect(malformed.body.errors).toEqual([{ field: 'after', code: 'BAD_REQUEST', message: 'Bad Request' }]);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/coursesapi/category', '/api/coursesapi/category/{id}']));
    await http().get('/api/docs').expect(200);
  });

  it('keeps every event across a restart and does not seed twice', async () => {
    const before = (await http().get('/api/health')).body as HealthResponse;
    subject = await subject.restart();
    const after = (await http().get('/api/health')).body as HealthResponse;
    expect(after.eventStore.head).toBe(before.eventStore.head);
    const { body } = await http().get('/api/coursesapi/category').expect(200);
    expect(body.totalCount).toBe(10);
  });
});

describe('rate limiting', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await startTestApp('pglite', { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await subject?.dispose();
  });

  it('answers 429 with a clear message in the caller language once the limit is spent', async () => {
    const http = () => request(subject.app.getHttpServer());
    for (let i = 0; i < 3; i++) await http().get('/api/coursesapi/category').expect(200);
    const limited = await http().get('/api/coursesapi/category').set('Accept-Language', 'th').expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'REQUEST_TIMEOUT', message: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่' });
  });
});
