import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  reportDayOf,
  type AdminOrderDetail,
  type AdminOrderSearchResponse,
  type AuthResponse,
  type OrderResponse,
  type PaymentStartedResponse,
  type UserResponse,
} from '@khru/contracts';
import type { EventStore, GlobalPosition, SandboxPaymentGateway } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, PAYMENT_GATEWAY } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';
import { readOrder } from '../support/orders.js';

const course = (itemId: string) => ({ itemId, isBundle: false });

describe.each(STORE_PROFILES)('order administration API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let buyer: AuthResponse;
  let buyerEmail: string;
  let paid: OrderResponse;
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  const head = () => store().headPosition();
  /**
   * The refunds recorded after `position`. A refuse-and-append-nothing test asks this rather than comparing the head:
   * the workflows of the refund before it (access withdrawn, mail, notification) may still be appending to other streams.
   */
  const refundsAfter = async (position: GlobalPosition | null) =>
    (await store().readAll(position, 1000)).filter((e) => e.type === 'OrderRefunded' || e.type === 'OrderLineRefunded').map((e) => e.streamId);
  const search = (body: object, auth: AuthResponse = admin) => http().post('/api/paymentapi/admin/orders/search').set(bearer(auth)).send(body);
  const found = async (body: object) => ((await search(body).expect(200)).body as AdminOrderSearchResponse).data.map((o) => o.id);
  const detail = async (orderId: string) =>
    (await http().get(`/api/paymentapi/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body as AdminOrderDetail;
  const ownOrder = (orderId: string) => readOrder((path) => http().get(path), buyer, orderId);
  const holds = async (courseId: string) =>
    ((await http().get(`/api/userprofileapi/user/${buyer.id}`).set(bearer(buyer)).expect(200)).body as UserResponse).purchasedCourseIds.includes(courseId);

  /** Starts a checkout by card; `pay` completes it on the sandbox page and waits for the receipt. */
  const checkout = async (items: object[], pay: boolean, voucherCode?: string) => {
    const started = (
      await http()
        .post('/api/paymentapi/payment')
        .set(bearer(buyer))
        .set('Idempotency-Key', randomUUID())
        .send({ items, ...(voucherCode ? { voucherCode } : {}) })
        .expect(200)
    ).body as PaymentStartedResponse;
    if (!pay) return ownOrder(started.orderId);
    await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    return eventually(
      () => ownOrder(started.orderId),
      (o) => o.status === 'paid' && o.receiptNo !== null,
    );
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    buyerEmail = uniqueEmail('orders-admin');
    buyer = await signup(app(), buyerEmail);
    // 690 + 890 = 1580, 20% off: 1264 paid; each line gives back its price times 1264/1580.
    paid = await checkout([course('git-and-github'), course('seo-fundamentals')], true, 'KHRU20');
  });

  it('finds an order by its receipt number, whole, its start or its last characters, and by part of the learner\u2019s email', async () => {
    expect(await found({ receiptNo: paid.receiptNo })).toEqual([paid.id]);
    expect(await found({ receiptNo: paid.receiptNo!.slice(0, -2).toLowerCase(), learner: buyerEmail })).toEqual([paid.id]);
    expect(await found({ receiptNo: paid.receiptNo!.slice(-4).toLowerCase(), learner: buyerEmail })).toEqual([paid.id]);
    const byLearner = (await search({ learner: buyerEmail.slice(0, 20).toUpperCase() }).expect(200)).body as AdminOrderSearchResponse;
    expect(byLearner).toEqual({
      totalCount: 1,
      data: [
        {
          id: paid.id,
          receiptNo: paid.receiptNo,
          learner: { userId: buyer.id, name: 'Ann Lee', email: buyerEmail },
          status: 'paid',
          total: 1264,
          refundedAmount: 0,
          placedAt: paid.placedAt,
          paidAt: paid.paidAt,
          lineCount: 2,
        },
      ],
    });
    expect(await found({ receiptNo: 'KR-19990101' })).toEqual([]);
  });

  it('narrows by the Bangkok day it was placed and its status; newest first', async () => {
    const today = reportDayOf(paid.placedAt);
    expect(await found({ learner: buyerEmail, from: today, to: today, status: 'paid' })).toEqual([paid.id]);
    expect(await found({ learner: buyerEmail, to: '2020-01-01' })).toEqual([]);
    expect(await found({ learner: buyerEmail, status: 'refunded' })).toEqual([]);
    const pending = await checkout([course('security-awareness')], false);
    expect(await found({ learner: buyerEmail })).toEqual([pending.id, paid.id]);
    expect(await found({ learner: buyerEmail, take: 1, skip: 1 })).toEqual([paid.id]);
  });

  it('shows an order with its buyer, payment and what each line and the whole would pay back now', async () => {
    const order = await detail(paid.id);
    expect(order).toMatchObject({
      receiptNo: paid.receiptNo,
      learner: { userId: buyer.id, email: buyerEmail },
      subtotal: 1580,
      discount: 316,
      total: 1264,
      voucherCode: 'KHRU20',
      paymentType: 'card',
      cardLast4: '4242',
      orderRefundableNow: 1264,
      refundedAmount: 0,
    });
    expect(order.lines.map((l) => [l.itemId, l.refundableNow, l.refunded])).toEqual([
      ['git-and-github', 552, null],
      ['seo-fundamentals', 712, null],
    ]);
    expect(Date.parse(order.lines[0]!.refundableUntil!) - Date.parse(order.paidAt!)).toBe(7 * 24 * 3600 * 1000);
    await http().get('/api/paymentapi/admin/orders/no-such-order').set(bearer(admin)).expect(404);
  });

  it('refunds one line for the buyer: the amount shown before goes back, only that course\u2019s access ends', async () => {
    const shown = (await detail(paid.id)).lines[0]!.refundableNow;
    await http().post(`/api/paymentapi/admin/orders/${paid.id}/lines/git-and-github/refund`).set(bearer(admin)).send({ reason: 'Ticket 42' }).expect(200);
    await eventually(
      () => holds('git-and-github'),
      (held) => !held,
    );
    expect(await holds('seo-fundamentals')).toBe(true);
    await http().get('/api/coursesapi/course/git-and-github/learning').set(bearer(buyer)).expect(403);
    const after = await eventually(
      () => detail(paid.id),
      (o) => o.refundedAmount > 0,
    );
    expect(after.refundedAmount).toBe(shown);
    expect(after.lines[0]!.refunded).toMatchObject({ itemId: 'git-and-github', amount: shown });
    expect(after).toMatchObject({ status: 'paid', orderRefundableNow: 712 });
    const sandbox = app().app.get<SandboxPaymentGateway>(PAYMENT_GATEWAY);
    expect(await sandbox.refundRequests(`${paid.id}-1`)).toEqual([`refund:${paid.id}:git-and-github`]);
  });

  it('refuses a line refunded already, a line not in the order, an unpaid order and an unknown one, and appends nothing', async () => {
    const before = await head();
    const twice = await http()
      .post(`/api/paymentapi/admin/orders/${paid.id}/lines/git-and-github/refund`)
      .set(bearer(admin))
      .set('Accept-Language', 'th')
      .send({});
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]).toMatchObject({ field: 'itemId', message: 'รายการนี้ได้รับเงินคืนไปแล้ว' });
    const notInOrder = await http().post(`/api/paymentapi/admin/orders/${paid.id}/lines/sql-basics/refund`).set(bearer(admin)).send({});
    expect(notInOrder.body.errors[0]).toMatchObject({ field: 'itemId', code: 'NOT_FOUND' });
    const [pendingId] = await found({ learner: buyerEmail, status: 'awaiting-payment' });
    const unpaid = await http().post(`/api/paymentapi/admin/orders/${pendingId}/refund`).set(bearer(admin)).send({});
    expect(unpaid.body.errors[0]).toMatchObject({ field: 'orderId', message: 'This order cannot be refunded' });
    await http().post('/api/paymentapi/admin/orders/no-such-order/refund').set(bearer(admin)).send({}).expect(404);
    expect(await refundsAfter(before)).toEqual([]);
  });

  it('refunds the rest of the order for the buyer: the amount shown before, and the order is refunded', async () => {
    const shown = (await detail(paid.id)).orderRefundableNow;
    await http().post(`/api/paymentapi/admin/orders/${paid.id}/refund`).set(bearer(admin)).send({}).expect(200);
    const refunded = await eventually(
      () => detail(paid.id),
      (o) => o.status === 'refunded',
    );
    expect(refunded.refundedAmount).toBe(552 + shown!);
    expect(refunded).toMatchObject({ orderRefundableNow: null, total: 1264, refundedAmount: 1264 });
    await eventually(
      () => holds('seo-fundamentals'),
      (held) => !held,
    );
  });

  it('refuses malformed input with each field named, and appends nothing', async () => {
    const before = await head();
    const bad = await search({ receiptNo: 'x'.repeat(41), from: 'yesterday', to: '2026-13-45', status: 'lost', skip: -1, take: 500 }).expect(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['from', 'receiptNo', 'skip', 'status', 'take', 'to']);
    // A week date and a day that does not exist are ISO 8601 too, but name no instant: 400, not a 500.
    const unreadable = await search({ from: '2026-W05', to: '2026-02-30' }).expect(400);
    expect((unreadable.body.errors as { field: string; code: string }[]).map((e) => `${e.field}:${e.code}`)).toEqual([
      'from:IS_DATE_STRING',
      'to:IS_DATE_STRING',
    ]);
    const longReason = await http()
      .post(`/api/paymentapi/admin/orders/${paid.id}/refund`)
      .set(bearer(admin))
      .send({ reason: 'x'.repeat(501) });
    expect(longReason.status).toBe(400);
    expect(longReason.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const notText = await http().post(`/api/paymentapi/admin/orders/${paid.id}/lines/git-and-github/refund`).set(bearer(admin)).send({ reason: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.errors).toContainEqual(expect.objectContaining({ field: 'reason', code: 'IS_STRING' }));
    expect(await refundsAfter(before)).toEqual([]);
  });

  it('refunds once when twenty refunds of one order arrive at once: one answer 200, the rest are refused, the provider is asked once (issue 27, defect 7)', async () => {
    const order = await checkout([course('security-awareness')], true);
    const sandbox = app().app.get<SandboxPaymentGateway>(PAYMENT_GATEWAY);
    const asked = jest.spyOn(sandbox, 'refund');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          http().post(`/api/paymentapi/admin/orders/${order.id}/refund`).set(bearer(admin)).send({ reason: 'Twice by mistake' }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
      for (const refused of answers.filter((a) => a.status === 400))
        expect(refused.body.errors[0]).toMatchObject({ field: 'orderId', message: 'This order cannot be refunded' });
      expect(asked).toHaveBeenCalledTimes(1);
      const refunds = (await store().readStream(`order-${order.id}`)).filter((e) => e.type === 'OrderRefunded');
      expect(refunds).toHaveLength(1);
    } finally {
      asked.mockRestore();
    }
  });

  it.each([
    ['post', '/api/paymentapi/admin/orders/search'],
    ['get', '/api/paymentapi/admin/orders/any-order'],
    ['post', '/api/paymentapi/admin/orders/any-order/refund'],
    ['post', '/api/paymentapi/admin/orders/any-order/lines/git-and-github/refund'],
  ] as const)('%s %s is 401 without a login and 403 for a learner, even the buyer', async (method, path) => {
    await http()[method](path).send({}).expect(401);
    await http()[method](path).set(bearer(buyer)).send({}).expect(403);
  });
});
