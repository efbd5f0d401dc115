import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, RecordHistoryResponse } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const HISTORY = '/api/adminapi/history';

describe.each(STORE_PROFILES)('record history API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let learner: AuthResponse;
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  const history = async (kind: string, id: string, query = '') =>
    (
      await http()
        .get(`${HISTORY}/${kind}/${encodeURIComponent(id)}${query}`)
        .set(bearer(admin))
        .expect(200)
    ).body as RecordHistoryResponse;
  const adminActor = () => ({ userId: admin.id, name: expect.any(String), email: DEMO.admin });

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    learner = await login(app(), DEMO.learner);
  });

  it('shows a course\u2019s events newest first, who did each (nobody for the seed), and pages them', async () => {
    await http().post('/api/coursesapi/course/git-and-github/unpublish').set(bearer(admin)).expect(200);
    await http().post('/api/coursesapi/course/git-and-github/publish').set(bearer(admin)).expect(200);
    const page = await history('course', 'git-and-github');
    expect(page.stream).toBe('course-git-and-github');
    expect(page.data.slice(0, 2).map((e) => [e.type, e.actor])).toEqual([
      ['CoursePublished', adminActor()],
      ['CourseUnpublished', adminActor()],
    ]);
    expect(page.data[0]!.actor!.name).toMatch(/\S/);
    expect(page.data.at(-1)).toMatchObject({ revision: 0, type: 'CourseDrafted', actor: null, data: expect.objectContaining({ courseId: 'git-and-github' }) });
    const revisions = page.data.map((e) => e.revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => b - a));
    expect(page.totalCount).toBe(page.data.length);
    expect(page.data[0]!.occurredAt >= page.data[1]!.occurredAt).toBe(true);

    const second = await history('course', 'git-and-github', '?skip=1&take=1');
    expect(second).toMatchObject({
      totalCount: page.totalCount,
      data: [expect.objectContaining({ type: 'CourseUnpublished', revision: page.data[1]!.revision })],
    });
  });

  it('shows a voucher\u2019s history by its code in any case', async () => {
    const code = `HIST-${randomUUID().slice(0, 6)}`.toUpperCase();
    await http()
      .post('/api/pricingapi/voucher')
      .set(bearer(admin))
      .send({
        code,
        discount: { kind: 'fixed', amount: 100 },
        validFrom: '2026-01-01T00:00:00.000Z',
        validUntil: '2030-01-01T00:00:00.000Z',
        usageLimit: 5,
        perUserLimit: 1,
      })
      .expect(201);
    await http().post(`/api/pricingapi/voucher/${code}/deactivate`).set(bearer(admin)).expect(200);
    const page = await history('voucher', code.toLowerCase());
    expect(page.stream).toBe(`voucher-${code}`);
    expect(page.data.map((e) => [e.revision, e.type, e.actor?.email])).toEqual([
      [1, 'VoucherDeactivated', DEMO.admin],
      [0, 'VoucherCreated', DEMO.admin],
    ]);
    expect(page.data[1]!.data).toMatchObject({ code, discount: { kind: 'fixed', amount: 100 } });
  });

  it('shows an order placed by a learner, then what the system did with it', async () => {
    const buyer = await signup(app());
    const started = await http()
      .post('/api/paymentapi/payment')
      .set(bearer(buyer))
      .set('Idempotency-Key', randomUUID())
      .send({ items: [{ itemId: 'seo-fundamentals', isBundle: false }] })
      .expect(200);
    const orderId = started.body.orderId as string;
    await http().post(started.body.payUrl).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    const page = await eventually(
      () => history('order', orderId),
      (p) => p.data.some((e) => e.type === 'ReceiptIssued'),
    );
    const placed = page.data.find((e) => e.type === 'OrderPlaced')!;
    expect(placed.actor).toEqual({ userId: buyer.id, name: 'Ann Lee', email: expect.stringContaining('@example.com') });
    expect(placed.data).toMatchObject({ orderId, userId: buyer.id });
    // The receipt is the settlement workflow's doing: no person acted.
    expect(page.data.find((e) => e.type === 'ReceiptIssued')!.actor).toBeNull();
    expect(page.data.findIndex((e) => e.type === 'ReceiptIssued')).toBeLessThan(page.data.indexOf(placed));
    expect(page.data[0]!.revision).toBe(page.totalCount - 1);
  });

  it('never shows a user\u2019s password hash or token hashes', async () => {
    const email = uniqueEmail('secret');
    const user = await signup(app(), email, 'first-password-1');
    await http()
      .post(`/api/authapi/auth/${user.id}/reset-password`)
      .set(bearer(user))
      .send({ currentPassword: 'first-password-1', newPassword: 'second-password-2', newPasswordConfirmed: 'second-password-2' })
      .expect(200);
    const page = await eventually(
      () => history('user', user.id),
      (p) => p.data.some((e) => e.type === 'PasswordChanged'),
    );
    const changed = page.data.find((e) => e.type === 'PasswordChanged')!;
    expect(changed.actor).toMatchObject({ userId: user.id, email });
    expect(changed.data.passwordHash).toBe('[redacted]');
    expect(page.data.find((e) => e.type === 'UserRegistered')!.data).toMatchObject({ email, passwordHash: '[redacted]' });
    expect(page.data.find((e) => e.type === 'UserLoggedIn')!.data.refreshTokenHash).toBe('[redacted]');
    const raw = (await store().readStream(`user-${user.id}`)).map((e) => JSON.stringify(e.data));
    expect(raw.join()).toContain('$argon2');
    expect(JSON.stringify(page)).not.toContain('$argon2');
  });

  it('refuses an unknown kind (400 on kind), a record with no events (404), a bad page (400), learners (403) and strangers (401)', async () => {
    const unknown = await http().get(`${HISTORY}/progress/${learner.id}`).set(bearer(admin)).set('Accept-Language', 'th').expect(400);
    expect(unknown.body).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'kind', code: 'IS_IN', message: 'ค่าในช่องนี้ไม่ได้รับอนุญาต' }] });
    expect((await http().get(`${HISTORY}/course/no-such-course`).set(bearer(admin)).expect(404)).body.code).toBe('NOT_FOUND');
    await http().get(`${HISTORY}/course/git-and-github?take=0`).set(bearer(admin)).expect(400);
    await http().get(`${HISTORY}/course/git-and-github?skip=-1`).set(bearer(admin)).expect(400);
    await http()
      .get(`${HISTORY}/course/${'x'.repeat(201)}`)
      .set(bearer(admin))
      .expect(400);
    await http().get(`${HISTORY}/user/${learner.id}`).set(bearer(learner)).expect(403);
    await http().get(`${HISTORY}/course/git-and-github`).expect(401);
  });
});
