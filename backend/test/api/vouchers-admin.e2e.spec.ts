import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, VoucherApplyResponse, VoucherListResponse, VoucherResponse } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const VOUCHERS = '/api/pricingapi/voucher';
const course = (itemId: string) => ({ itemId, isBundle: false });
const bundle = (itemId: string) => ({ itemId, isBundle: true });
const DAY = 24 * 3600 * 1000;

/** A voucher open now for a year, 10% off, unless told otherwise. */
const voucherBody = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  discount: { kind: 'percent', percent: 10 },
  validFrom: new Date(Date.now() - DAY).toISOString(),
  validUntil: new Date(Date.now() + 365 * DAY).toISOString(),
  usageLimit: 50,
  perUserLimit: 1,
  ...overrides,
});
const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`.toUpperCase();

describe.each(STORE_PROFILES)('voucher administration API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let learner: AuthResponse;
  let last: string | null = null;
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  const after = () => (last ? `?after=${last}` : '');

  const create = async (body: object) => {
    const response = await http().post(VOUCHERS).set(bearer(admin)).send(body);
    if (response.status < 300) last = response.body.position ?? last;
    return response;
  };
  const search = async (body: object = {}) =>
    (await http().post(`${VOUCHERS}/search${after()}`).set(bearer(admin)).send(body).expect(200)).body as VoucherListResponse;
  const get = async (code: string) => (await http().get(`${VOUCHERS}/${code}${after()}`).set(bearer(admin)).expect(200)).body as VoucherResponse;
  const apply = (auth: AuthResponse, voucherCode: string, items: object[]) => http().post(`${VOUCHERS}/apply`).set(bearer(auth)).send({ voucherCode, items });
  const fields = (response: { body: { errors?: { field: string; code: string }[] } }) => response.body.errors?.map((e) => `${e.field}:${e.code}`) ?? [];

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    learner = await login(app(), DEMO.learner);
  });

  it('creates a voucher and lists it newest first with its limits, no uses yet, active; finds it by part of its code in any case', async () => {
    const code = uniqueCode('LIST');
    await create(voucherBody(code.toLowerCase(), { usageLimit: 7, perUserLimit: 2, eligibleItemIds: ['git-and-github'] })).then((r) =>
      expect(r.status).toBe(201),
    );
    const all = await search();
    expect(all.data[0]).toMatchObject({
      id: code,
      code,
      discount: { kind: 'percent', percent: 10 },
      usageLimit: 7,
      perUserLimit: 2,
      eligibleItemIds: ['git-and-github'],
      eligibleCategoryIds: null,
      uses: 0,
      active: true,
      deactivatedAt: null,
      createdAt: expect.any(String),
    });
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect((await search({ search: code.slice(2, 8).toLowerCase() })).data.map((v) => v.code)).toEqual([code]);
    expect(await search({ search: 'NO-SUCH-CODE' })).toEqual({ data: [], totalCount: 0 });
    const paged = await search({ skip: 1, take: 1 });
    expect(paged.data).toHaveLength(1);
    expect(paged.totalCount).toBe(all.totalCount);
    expect(await get(code.toLowerCase())).toEqual(all.data[0]);
    expect((await http().get(`${VOUCHERS}/NOPE-404`).set(bearer(admin)).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('counts uses now: a checkout holding the voucher takes one', async () => {
    const code = uniqueCode('USES');
    await create(voucherBody(code)).then((r) => expect(r.status).toBe(201));
    const buyer = await signup(app());
    const started = await http()
      .post('/api/paymentapi/payment')
      .set(bearer(buyer))
      .set('Idempotency-Key', randomUUID())
      .send({ items: [course('git-and-github')], voucherCode: code })
      .expect(200);
    expect(started.body.orderId).toEqual(expect.any(String));
    for (let i = 0; i < 100 && (await search({ search: code })).data[0]?.uses !== 1; i++) await new Promise((r) => setTimeout(r, 30));
    expect((await search({ search: code })).data[0]).toMatchObject({ uses: 1, active: true });
  });

  it('applies a voucher limited to categories to their courses, and to a bundle only when all its courses are in them', async () => {
    const code = uniqueCode('DATA');
    await create(voucherBody(code, { eligibleCategoryIds: ['technology-data', 'office-productivity'] })).then((r) => expect(r.status).toBe(201));
    expect((await get(code)).eligibleCategoryIds).toEqual(['technology-data', 'office-productivity']);
    const quote = (
      await apply(learner, code, [
        course('sql-for-analysts'),
        course('python-for-beginners'),
        bundle('data-analyst-path'),
        bundle('python-certificate'),
      ]).expect(200)
    ).body as VoucherApplyResponse;
    expect(quote.eligibleItemIds).toEqual(['sql-for-analysts', 'data-analyst-path']);
    const alone = (await apply(learner, code, [course('sql-for-analysts')]).expect(200)).body as VoucherApplyResponse;
    expect(alone.discount).toBe(Math.floor(alone.subtotal / 10));

    // A top category covers its sub-categories' courses; elsewhere the voucher is refused as not applicable.
    const tech = uniqueCode('TECH');
    await create(voucherBody(tech, { eligibleCategoryIds: ['technology'] })).then((r) => expect(r.status).toBe(201));
    expect(
      ((await apply(learner, tech, [bundle('python-certificate'), course('excel-essentials')]).expect(200)).body as VoucherApplyResponse).eligibleItemIds,
    ).toEqual(['python-certificate']);
    const refused = await apply(learner, tech, [course('excel-essentials')]).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'voucherCode', rule: 'voucherNotEligible' });
  });

  it('deactivates a voucher once: no new use after it, listed as inactive; again changes nothing; unknown is 404', async () => {
    const code = uniqueCode('STOP');
    await create(voucherBody(code)).then((r) => expect(r.status).toBe(201));
    await apply(learner, code, [course('git-and-github')]).expect(200);
    const stopped = await http().post(`${VOUCHERS}/${code.toLowerCase()}/deactivate`).set(bearer(admin)).expect(200);
    expect(stopped.body.position).toEqual(expect.any(String));
    last = stopped.body.position;
    const head = await store().headPosition();
    expect((await http().post(`${VOUCHERS}/${code}/deactivate`).set(bearer(admin)).expect(200)).body).toEqual({ position: null });
    expect(await store().headPosition()).toEqual(head);
    expect(await get(code)).toMatchObject({ active: false, deactivatedAt: expect.any(String) });

    const refused = await apply(learner, code, [course('git-and-github')])
      .set('Accept-Language', 'th')
      .expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'voucherCode', rule: 'voucherInactive', message: 'คูปองนี้ถูกปิดใช้งานแล้ว' });
    expect((await search({ state: 'inactive', search: code })).data.map((v) => v.code)).toEqual([code]);
    expect((await search({ state: 'active', search: code })).totalCount).toBe(0);
    expect((await http().post(`${VOUCHERS}/NOPE-404/deactivate`).set(bearer(admin)).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('tells expired vouchers from active ones', async () => {
    const code = uniqueCode('OLD');
    await create(voucherBody(code, { validFrom: '2025-01-01T00:00:00.000Z', validUntil: '2025-02-01T00:00:00.000Z' })).then((r) => expect(r.status).toBe(201));
    expect((await search({ state: 'expired', search: code })).data.map((v) => v.code)).toEqual([code]);
    expect((await search({ state: 'active', search: code })).totalCount).toBe(0);
    const active = await search({ state: 'active', take: 100 });
    expect(active.data.every((v) => v.active && v.validUntil > new Date().toISOString())).toBe(true);
    expect(active.data.map((v) => v.code)).toEqual(expect.arrayContaining(['KHRU20', 'DATA500']));
  });

  it('refuses each missing or malformed field of a new voucher with 400 naming it, a taken code with 409, and appends nothing', async () => {
    await create(voucherBody('TAKEN-1')).then((r) => expect(r.status).toBe(201));
    const head = await store().headPosition();
    const without = (field: string) => {
      const body: Record<string, unknown> = voucherBody(uniqueCode('BAD'));
      delete body[field];
      return body;
    };
    for (const field of ['code', 'discount', 'validFrom', 'validUntil', 'usageLimit', 'perUserLimit']) {
      const response = await create(without(field));
      expect(response.status).toBe(400);
      expect(fields(response).map((f) => f.split(/[:.]/)[0])).toContain(field);
    }
    const bad = async (overrides: Record<string, unknown>, field: string) => {
      const response = await create(voucherBody(uniqueCode('BAD'), overrides));
      expect(response.status).toBe(400);
      expect(fields(response).map((f) => f.split(':')[0])).toContain(field);
    };
    await bad({ code: 'a b' }, 'code');
    await bad({ code: 'X' }, 'code');
    await bad({ discount: { kind: 'percent', percent: 150 } }, 'discount.percent');
    await bad({ discount: { kind: 'fixed' } }, 'discount.amount');
    await bad({ discount: { kind: 'gift' } }, 'discount.kind');
    await bad({ discount: 'ten' }, 'discount');
    await bad({ validFrom: 'yesterday' }, 'validFrom');
    // ISO 8601 forms Date cannot read, and days that do not exist: a clear 400, not a 500.
    await bad({ validFrom: '2026-W05' }, 'validFrom');
    await bad({ validUntil: '2030-123' }, 'validUntil');
    await bad({ validUntil: '2030-02-30T00:00:00Z' }, 'validUntil');
    await bad({ validUntil: new Date(Date.now() - 2 * DAY).toISOString() }, 'validUntil');
    await bad({ usageLimit: 0 }, 'usageLimit');
    await bad({ usageLimit: 1.5 }, 'usageLimit');
    await bad({ perUserLimit: 60 }, 'perUserLimit');
    await bad({ eligibleItemIds: 'git-and-github' }, 'eligibleItemIds');
    await bad({ eligibleCategoryIds: ['Not A Slug'] }, 'eligibleCategoryIds');
    await bad({ colour: 'red' }, 'colour');
    const ghost = await create(voucherBody(uniqueCode('BAD'), { eligibleCategoryIds: ['technology-data', 'no-such-category'] }));
    expect(ghost.status).toBe(400);
    expect(ghost.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY', errors: [{ field: 'eligibleCategoryIds.1', code: 'NOT_EXIST_FOREIGN_KEY' }] });
    expect((await create(voucherBody('taken-1'))).status).toBe(409);
    expect((await http().post(`${VOUCHERS}/search`).set(bearer(admin)).send({ state: 'gone' })).status).toBe(400);
    expect((await http().post(`${VOUCHERS}/search`).set(bearer(admin)).send({ take: 500 })).status).toBe(400);
    expect(await store().headPosition()).toEqual(head);
  });

  it('lets only catalogue managers create, list, read and deactivate vouchers', async () => {
    const head = await store().headPosition();
    await http()
      .post(VOUCHERS)
      .set(bearer(learner))
      .send(voucherBody(uniqueCode('MINE')))
      .expect(403);
    await http().post(`${VOUCHERS}/search`).set(bearer(learner)).send({}).expect(403);
    await http().get(`${VOUCHERS}/KHRU20`).set(bearer(learner)).expect(403);
    await http().post(`${VOUCHERS}/KHRU20/deactivate`).set(bearer(learner)).expect(403);
    await http().post(`${VOUCHERS}/KHRU20/deactivate`).expect(401);
    await http().post(`${VOUCHERS}/search`).send({}).expect(401);
    expect(await store().headPosition()).toEqual(head);
  });
});
