import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, OrderResponse, PaymentStartedResponse, ReceiptListResponse, UserResponse } from '@khru/contracts';
import { signWebhook, type SandboxPaymentGateway } from '@khru/platform';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { PAYMENT_GATEWAY } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { publicTraining, publishCourse } from '../support/courses.js';
import { readOrder } from '../support/orders.js';

const course = (itemId: string) => ({ itemId, isBundle: false });

describe.each(STORE_PROFILES)('checkout API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  const checkout = (auth: AuthResponse, body: object, key = randomUUID()) =>
    http().post('/api/paymentapi/payment').set(bearer(auth)).set('Idempotency-Key', key).send(body);
  const pay = async (payUrl: string, cardNumber: string) => http().post(payUrl).type('form').send({ cardNumber, expiry: '12/30', cvc: '123' });
  const order = (auth: AuthResponse, orderId: string) => readOrder((path) => http().get(path), auth, orderId);
  const settled = async (auth: AuthResponse, orderId: string, status: OrderResponse['status'], receipt = status === 'paid') => {
    for (let i = 0; i < 100; i++) {
      const current = await order(auth, orderId);
      if (current.status === status && (!receipt || current.receiptNo)) return current;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`order ${orderId} never became ${status}`);
  };
  const profileOf = async (auth: AuthResponse) => (await http().get(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).expect(200)).body as UserResponse;
  const webhookSecret = () =>
    createHmac('sha256', readFileSync(join(app().config.dataDir, 'jwt-secret'), 'utf8').trim())
      .update('sandbox-payment-webhooks')
      .digest('hex');
  const webhook = (event: object, at = new Date(), secret = webhookSecret()) => {
    const body = JSON.stringify(event);
    return http()
      .post('/api/paymentapi/webhooks/sandbox')
      .set('Content-Type', 'application/json')
      .set('Sandbox-Signature', signWebhook(secret, body, at))
      .send(body);
  };

  it('pays with a voucher on the sandbox page: one order, three-year access, a receipt, the cart cleared; buying it again is refused', async () => {
    const me = await signup(app());
    await http()
      .post('/api/paymentapi/cart')
      .set(bearer(me))
      .send({ items: [course('git-and-github'), { itemId: 'pdpa-compliance-pack', isBundle: true }, course('seo-fundamentals')] })
      .expect(200);
    const quote = await http()
      .post('/api/pricingapi/voucher/apply')
      .set(bearer(me))
      .send({ voucherCode: 'khru20', items: [course('git-and-github'), { itemId: 'pdpa-compliance-pack', isBundle: true }] })
      .expect(200);
    expect(quote.body).toMatchObject({ voucherCode: 'KHRU20', subtotal: 2080, discount: 416, total: 1664 });
    const started = (
      await checkout(me, { items: [course('git-and-github'), { itemId: 'pdpa-compliance-pack', isBundle: true }], voucherCode: 'KHRU20' }).expect(200)
    ).body as PaymentStartedResponse;
    expect(started).toMatchObject({ status: 'awaiting-payment', total: 1664 });
    const page = await http().get(started.payUrl!).expect(200);
    expect(page.text).toContain('THB\u00a01,664');
    const paid = await pay(started.payUrl!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`/check-out/result?orderId=${started.orderId}`);
    const done = await settled(me, started.orderId, 'paid');
    expect(done).toMatchObject({ paymentType: 'card', cardLast4: '4242', discount: 416, total: 1664, receiptNo: expect.stringMatching(/^KR-\d{8}-/) });
    const receipts = (await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body as ReceiptListResponse;
    expect(receipts.data.map((r) => r.id)).toEqual([started.orderId]);
    const user = await profileOf(me);
    expect(user.purchasedCourseIds.sort()).toEqual(['git-and-github', 'pdpa-essentials', 'pdpa-for-hr', 'security-awareness']);
    expect(user.purchasedBundleCertificateIds).toEqual(['pdpa-compliance-pack']);
    const years = (Date.parse(user.purchasedCoursesExpiry['git-and-github']!) - Date.now()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(2.99);
    expect(years).toBeLessThan(3.01);
    const learning = await http().get('/api/coursesapi/course/pdpa-for-hr/learning').set(bearer(me)).expect(200);
    expect(learning.body.sections[0].lessons[0]).toMatchObject({
      kind: 'video',
      videoUrl: expect.stringMatching(/^\/api\/media\/demo\/.+\?exp=\d+&sig=[0-9a-f]{64}$/),
    });
    expect(learning.body.accessUntil).toBe(user.purchasedCoursesExpiry['pdpa-for-hr']);
    await http().get('/api/coursesapi/course/seo-fundamentals/learning').set(bearer(me)).expect(403);
    await http().get('/api/coursesapi/course/seo-fundamentals/learning').expect(401);
    await http()
      .get('/api/coursesapi/course/seo-fundamentals/learning')
      .set(bearer(await login(app(), DEMO.admin)))
      .expect(200);
    expect(((await http().get('/api/paymentapi/cart').set(bearer(me)).expect(200)).body.items as { itemId: string }[]).map((i) => i.itemId)).toEqual([
      'seo-fundamentals',
    ]);
    const again = await checkout(me, { items: [course('security-awareness')] });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([expect.objectContaining({ field: 'items.0.itemId', message: 'You already have this' })]);
    const reused = await checkout(me, { items: [course('seo-fundamentals')], voucherCode: 'KHRU20' });
    expect(reused.status).toBe(400);
    expect(reused.body.errors[0]).toMatchObject({ field: 'voucherCode', message: 'This voucher has been used up' });
  });

  it('shows a declined card, grants nothing, gives the voucher use back, and lets the learner pay again', async () => {
    const me = await signup(app());
    const key = randomUUID();
    const first = (await checkout(me, { items: [course('sql-for-analysts')], voucherCode: 'DATA500' }, key).expect(200)).body as PaymentStartedResponse;
    expect(first.total).toBe(790);
    expect((await pay(first.payUrl!, '4111 1111 1114 0011')).status).toBe(303);
    expect((await settled(me, first.orderId, 'failed')).failureReason).toBe('card_declined');
    expect((await profileOf(me)).purchasedCourseIds).toEqual([]);
    expect(
      (
        await http()
          .post('/api/pricingapi/voucher/apply')
          .set(bearer(me))
          .send({ voucherCode: 'DATA500', items: [course('sql-for-analysts')] })
      ).status,
    ).toBe(200);
    expect((await pay(first.payUrl!, '4242424242424242')).status).toBe(303);
    expect((await order(me, first.orderId)).status).toBe('failed');
    const retry = (await checkout(me, { items: [course('sql-for-analysts')], voucherCode: 'DATA500' }, key).expect(200)).body as PaymentStartedResponse;
    expect(retry.orderId).toBe(first.orderId);
    expect(retry.payUrl).not.toBe(first.payUrl);
    const taken = await http()
      .post('/api/pricingapi/voucher/apply')
      .set(bearer(me))
      .send({ voucherCode: 'DATA500', items: [course('data-visualisation')] });
    expect(taken.body.errors[0].message).toBe('This voucher has been used up');
    await pay(retry.payUrl!, '4242424242424242');
    expect((await settled(me, first.orderId, 'paid')).total).toBe(790);
    expect((await profileOf(me)).purchasedCourseIds).toEqual(['sql-for-analysts']);
  });

  it('answers the same order for the same idempotency key, even twenty at once, with one charge', async () => {
    const me = await signup(app());
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(me, { items: [course('canva-for-business')] }, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.payUrl)).size).toBe(1);
    await pay(answers[0]!.body.payUrl, '4242424242424242');
    await settled(me, answers[0]!.body.orderId, 'paid');
    const receipts = (await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body as ReceiptListResponse;
    expect(receipts.data).toHaveLength(1);
  });

  it('lets exactly one of twenty learners take a voucher\u2019s last use', async () => {
    const admin = await login(app(), DEMO.admin);
    const code = `LAST${randomUUID().slice(0, 6)}`.toUpperCase();
    await http()
      .post('/api/pricingapi/voucher')
      .set(bearer(admin))
      .send({
        code,
        discount: { kind: 'fixed', amount: 100 },
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2099-01-01T00:00:00Z',
        usageLimit: 1,
        perUserLimit: 1,
      })
      .expect(201);
    const learners = await Promise.all(Array.from({ length: 20 }, () => signup(app())));
    const answers = await Promise.all(learners.map((l) => checkout(l, { items: [course('anti-corruption')], voucherCode: code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400 || a.status === 409)).toBe(true);
  });

  it('refuses forged, stale and replayed webhooks; a late failure never unpays an order', async () => {
    const me = await signup(app());
    const started = (await checkout(me, { items: [course('time-management')] }).expect(200)).body as PaymentStartedResponse;
    const paymentId = started.payUrl!.split('/').pop()!;
    const event = { id: `evt_${randomUUID()}`, type: 'charge.succeeded', paymentId, orderId: started.orderId, amount: 490, cardLast4: '4242', reason: null };
    await webhook(event, new Date(), 'not-the-secret').expect(400);
    await webhook(event, new Date(Date.now() - 3600_000)).expect(400);
    await http().post('/api/paymentapi/webhooks/sandbox').set('Content-Type', 'application/json').send(JSON.stringify(event)).expect(400);
    await webhook({ ...event, amount: 1 }).expect(400);
    expect((await order(me, started.orderId)).status).toBe('awaiting-payment');
    await webhook(event).expect(200);
    await webhook(event).expect(200);
    await webhook({ ...event, id: `evt_${randomUUID()}`, type: 'charge.failed', reason: 'card_declined' }).expect(200);
    expect((await settled(me, started.orderId, 'paid')).status).toBe('paid');
    const user = await profileOf(me);
    expect(user.purchasedCourseIds).toEqual(['time-management']);
    expect((await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body.data).toHaveLength(1);
  });

  it('refunds a paid order within 7 days: money back once, access withdrawn, the receipt marked', async () => {
    const me = await signup(app());
    const started = (await checkout(me, { items: [{ itemId: 'new-manager-path', isBundle: true }] }).expect(200)).body as PaymentStartedResponse;
    await pay(started.payUrl!, '4242424242424242');
    const paid = await settled(me, started.orderId, 'paid');
    expect(Date.parse(paid.refundableUntil!) - Date.parse(paid.paidAt!)).toBe(7 * 24 * 3600 * 1000);
    expect(paid.refundAmountNow).toBe(2790);
    expect((await profileOf(me)).purchasedBundleCertificateIds).toEqual(['new-manager-path']);
    const other = await signup(app());
    await http().post(`/api/paymentapi/orders/${started.orderId}/refund`).set(bearer(other)).send({}).expect(404);
    const refunded = await http().post(`/api/paymentapi/orders/${started.orderId}/refund`).set(bearer(me)).send({ reason: 'Not what I needed' }).expect(200);
    expect(refunded.body.position).toEqual(expect.any(String));
    // The settlement workflow withdraws the grants right after the refund is recorded.
    const user = await eventually(
      () => profileOf(me),
      (u) => u.purchasedBundleCertificateIds.length === 0,
    );
    expect(user).toMatchObject({ purchasedCourseIds: [], purchasedBundleCertificateIds: [], purchasedCoursesExpiry: {} });
    await http().get('/api/coursesapi/course/first-time-manager/learning').set(bearer(me)).expect(403);
    const receipt = await order(me, started.orderId);
    expect(receipt).toMatchObject({ status: 'refunded', refundableUntil: null, refundedAt: expect.any(String) });
    const sandbox = app().app.get<SandboxPaymentGateway>(PAYMENT_GATEWAY);
    expect(await sandbox.refundRequests(`${started.orderId}-1`)).toEqual([`refund:${started.orderId}`]);
    const again = await http().post(`/api/paymentapi/orders/${started.orderId}/refund`).set(bearer(me)).send({});
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toBe('This order cannot be refunded');
    expect((await checkout(me, { items: [{ itemId: 'new-manager-path', isBundle: true }] })).status).toBe(200);
  });

  it('refunds public training by the days before it starts: in full from 15 days, half within 14', async () => {
    const admin = await login(app(), DEMO.admin);
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
    for (const [id, days] of [
      ['far-workshop', 30],
      ['near-workshop', 10],
    ] as const) {
      const workshop = { ...publicTraining(id, inDays(days), 4000), categoryId: 'design' };
      await publishCourse(app(), admin, workshop);
    }
    const me = await signup(app());
    for (const [id, expected] of [
      ['far-workshop', 4000],
      ['near-workshop', 2000],
    ] as const) {
      const course = await http().get(`/api/coursesapi/course/${id}`).expect(200);
      expect(course.body.trainingStartsAt).toEqual(expect.any(String));
      const started = (await checkout(me, { items: [{ itemId: id, isBundle: false }] }).expect(200)).body as PaymentStartedResponse;
      await pay(started.payUrl!, '4242424242424242');
      const paid = await settled(me, started.orderId, 'paid');
      expect(paid.refundAmountNow).toBe(expected);
      await http().post(`/api/paymentapi/orders/${started.orderId}/refund`).set(bearer(me)).send({}).expect(200);
      expect((await settled(me, started.orderId, 'refunded', false)).refundedAmount).toBe(expected);
    }
  });

  it('refuses bad checkouts and changes nothing', async () => {
    const me = await signup(app());
    for (const body of [
      { items: [] },
      { items: [course('git-and-github')], total: 1 },
      { items: [{ itemId: 'git-and-github', isBundle: false, price: 1 }] },
      { items: [course('git-and-github')], voucherCode: '<script>' },
    ]) {
      await checkout(me, body).expect(400);
    }
    const unknown = await checkout(me, { items: [course('no-such-course')] });
    expect(unknown.body.code).toBe('NOT_EXIST_FOREIGN_KEY');
    const voucher = await checkout(me, { items: [course('git-and-github')], voucherCode: 'NOPE123' }).set('Accept-Language', 'th');
    expect(voucher.body.errors[0]).toMatchObject({ field: 'voucherCode', message: 'ไม่พบคูปองรหัสนี้' });
    const admin = await login(app(), DEMO.admin);
    const expiredCode = `OLD${randomUUID().slice(0, 6)}`.toUpperCase();
    await http()
      .post('/api/pricingapi/voucher')
      .set(bearer(admin))
      .send({
        code: expiredCode,
        discount: { kind: 'percent', percent: 10 },
        validFrom: '2020-01-01T00:00:00Z',
        validUntil: '2021-01-01T00:00:00Z',
        usageLimit: 10,
        perUserLimit: 1,
      })
      .expect(201);
    const expired = await checkout(me, { items: [course('git-and-github')], voucherCode: expiredCode });
    expect(expired.body.errors[0].message).toBe('This voucher is not valid at this time');
    const notEligible = await checkout(me, { items: [course('git-and-github')], voucherCode: 'DATA500' });
    expect(notEligible.body.errors[0].message).toBe('This voucher does not apply to these items');
    const employee = await login(app(), DEMO.employee);
    expect((await checkout(employee, { items: [course('git-and-github')] })).status).toBe(403);
    await http()
      .post('/api/paymentapi/payment')
      .send({ items: [course('git-and-github')] })
      .expect(401);
    expect((await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body.data).toEqual([]);
    await http().get(`/api/paymentapi/orders/${randomUUID()}`).set(bearer(me)).expect(404);
  });

  it('enrols in a free course at once and refuses a paid one', async () => {
    const admin = await login(app(), DEMO.admin);
    await http()
      .post('/api/coursesapi/course')
      .set(bearer(admin))
      .send({
        id: 'free-sampler',
        title: { en: 'Free Sampler', th: 'คอร์สทดลองฟรี' },
        description: { en: 'Try it.', th: 'ลองดู' },
        categoryId: 'business',
        instructorId: 'kanya-thongdee',
        price: 0,
        curriculum: [
          {
            id: 's',
            title: { en: 'S', th: 'ส' },
            lessons: [{ id: 'l', kind: 'video', title: { en: 'V', th: 'ว' }, videoUrl: '/media/demo/welcome.mp4', durationSeconds: 8 }],
          },
        ],
      })
      .expect(201);
    const published = await http().post('/api/coursesapi/course/free-sampler/publish').set(bearer(admin)).expect(200);
    const me = await signup(app());
    await http().get(`/api/coursesapi/course/free-sampler?after=${published.body.position}`).expect(200);
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send(course('free-sampler')).expect(200);
    const user = (await http().get(`/api/userprofileapi/user/${me.id}?after=${enrolled.body.position}`).set(bearer(me)).expect(200)).body as UserResponse;
    expect(user.purchasedCourseIds).toEqual(['free-sampler']);
    expect(user.purchasedCoursesExpiry).toEqual({});
    const paid = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send(course('git-and-github'));
    expect(paid.status).toBe(400);
    expect(paid.body.errors[0].message).toBe('This item is not free');
  });

  it('makes twenty checkouts of one course without an idempotency key one order, resumes it, and refuses the course in another order while it waits', async () => {
    const me = await signup(app());
    const bare = () =>
      http()
        .post('/api/paymentapi/payment')
        .set(bearer(me))
        .send({ items: [course('seo-fundamentals')] });
    const answers = await Promise.all(Array.from({ length: 20 }, bare));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    const orderId = answers[0]!.body.orderId as string;
    await settled(me, orderId, 'awaiting-payment');
    const resumed = (await checkout(me, { items: [course('seo-fundamentals')] }).expect(200)).body as PaymentStartedResponse;
    expect(resumed).toMatchObject({ orderId, payUrl: answers[0]!.body.payUrl });
    const overlapping = await checkout(me, { items: [course('seo-fundamentals'), course('git-and-github')] }).set('Accept-Language', 'th');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.errors[0]).toMatchObject({ field: 'items.0.itemId', message: expect.stringContaining('รอการชำระเงิน') });
    const receipts = (await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body as ReceiptListResponse;
    expect(receipts.data).toEqual([]);
  });

  it('answers 409 when an idempotency key is sent again with other items, and places nothing new', async () => {
    const me = await signup(app());
    const key = randomUUID();
    const first = (await checkout(me, { items: [course('git-and-github')] }, key).expect(200)).body as PaymentStartedResponse;
    const reused = await checkout(me, { items: [course('time-management')] }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].message).toBe('This request was already sent with different items. Please check out again');
    expect((await checkout(me, { items: [course('git-and-github')] }, key).expect(200)).body.orderId).toBe(first.orderId);
  });

  it('expires an unpaid checkout after 30 minutes: the voucher\u2019s last use goes back, and the order cannot be paid any more', async () => {
    const admin = await login(app(), DEMO.admin);
    const code = `HOLD${randomUUID().slice(0, 6)}`.toUpperCase();
    await http()
      .post('/api/pricingapi/voucher')
      .set(bearer(admin))
      .send({
        code,
        discount: { kind: 'fixed', amount: 100 },
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2099-01-01T00:00:00Z',
        usageLimit: 1,
        perUserLimit: 1,
      })
      .expect(201);
    const [first, second] = await Promise.all([signup(app()), signup(app())]);
    const key = randomUUID();
    const held = (await checkout(first!, { items: [course('anti-corruption')], voucherCode: code }, key).expect(200)).body as PaymentStartedResponse;
    expect((await checkout(second!, { items: [course('anti-corruption')], voucherCode: code })).body.errors[0].message).toBe('This voucher has been used up');
    await settled(first!, held.orderId, 'awaiting-payment');
    const leader = app().app.get(WorkflowsLeader);
    await leader.runDue(new Date(Date.now() + 29 * 60_000));
    expect((await order(first!, held.orderId)).status).toBe('awaiting-payment');
    await leader.runDue(new Date(Date.now() + 31 * 60_000));
    expect((await settled(first!, held.orderId, 'expired')).payUrl).toBeNull();
    const again = await checkout(first!, { items: [course('anti-corruption')], voucherCode: code }, key);
    expect(again.body.errors[0].message).toBe('This checkout has expired. Please check out again');
    const freed = (await checkout(second!, { items: [course('anti-corruption')], voucherCode: code }).expect(200)).body as PaymentStartedResponse;
    expect(freed.total).toBe(held.total);
  });

  it('has no cart, checkout or membership for an organisation admin', async () => {
    const orgAdmin = await login(app(), DEMO.orgAdmin);
    expect(
      (
        await http()
          .post('/api/paymentapi/cart')
          .set(bearer(orgAdmin))
          .send({ items: [course('git-and-github')] })
      ).status,
    ).toBe(403);
    expect((await checkout(orgAdmin, { items: [course('git-and-github')] })).status).toBe(403);
    expect((await http().post('/api/paymentapi/membership/trial').set(bearer(orgAdmin)).send({})).status).toBe(403);
    expect((await http().get('/api/paymentapi/receipts').set(bearer(orgAdmin)).expect(200)).body.data).toEqual([]);
  });
});
