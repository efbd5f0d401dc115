import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderStream, voucherStream, type AuthResponse, type ItemRef, type OrderPlaced, type PaymentStartedResponse } from '@khru/contracts';
import { deterministicEventId, type EventStore } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { priceLines } from '../../src/commerce/price-lines.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { readOrder } from '../support/orders.js';
import { whileStopped, rawEvent } from '../support/stopped-app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const items: ItemRef[] = [{ itemId: 'anti-corruption', isBundle: false }];
const DISCOUNT = 100;

/**
 * ADR 34: checkout appends `OrderPlaced` alone, and the `checkout` workflow takes the voucher use and opens the charge.
 * Here two checkouts stop right after their order is placed (the process is gone before any workflow acts): the orders
 * are written while no process runs, and a new process must finish each: one takes its use and becomes payable, the
 * other finds the voucher's last use taken by another order and is cancelled.
 */
// On PGlite alone: the resumption is the workflow runner's, the same on either store, and each start costs.
describe.each(['pglite'] as const)('a checkout that stopped after placing its order, on %s', (profile) => {
  let subject: TestApp;
  const http = () => request(subject.app.getHttpServer());
  const store = () => subject.app.get<EventStore>(EVENT_STORE);
  const codes = { open: `OPEN${randomUUID().slice(0, 6)}`.toUpperCase(), last: `LAST${randomUUID().slice(0, 6)}`.toUpperCase() };
  const keys = { payable: randomUUID(), usedUp: randomUUID() };
  const orderIds = { payable: deterministicEventId(`order:${keys.payable}`, 0), usedUp: deterministicEventId(`order:${keys.usedUp}`, 0) };
  let payer: AuthResponse;
  let loser: AuthResponse;
  let total: number;
  const checkout = (learner: AuthResponse, code: string, key: string) =>
    http().post('/api/paymentapi/payment').set(bearer(learner)).set('Idempotency-Key', key).send({ items, voucherCode: code });

  beforeAll(async () => {
    subject = await startTestApp(profile);
    const admin = await login(subject, DEMO.admin);
    for (const [code, usageLimit] of [
      [codes.open, 5],
      [codes.last, 1],
    ] as const) {
      await http()
        .post('/api/pricingapi/voucher')
        .set(bearer(admin))
        .send({
          code,
          discount: { kind: 'fixed', amount: DISCOUNT },
          validFrom: '2026-01-01T00:00:00Z',
          validUntil: '2099-01-01T00:00:00Z',
          usageLimit,
          perUserLimit: 1,
        })
        .expect(201);
    }
    const [winner, learner, other] = await Promise.all([signup(subject), signup(subject), signup(subject)]);
    payer = learner!;
    loser = other!;
    // The winner takes the last use of its voucher in full, before the crash.
    await checkout(winner!, codes.last, randomUUID()).expect(200);
    const lines = await priceLines(subject.app.get(DOCUMENT_STORE), items, new Date());
    const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
    total = subtotal - DISCOUNT;
    const placed = (orderId: string, userId: string, voucherCode: string): OrderPlaced['data'] => ({
      orderId,
      userId,
      lines,
      subtotal,
      discount: DISCOUNT,
      total,
      voucherCode,
      placedAt: new Date().toISOString(),
    });
    subject = await whileStopped(subject, async (stopped) => {
      for (const [orderId, userId, code] of [
        [orderIds.payable, payer.id, codes.open],
        [orderIds.usedUp, loser.id, codes.last],
      ] as const) {
        await stopped.append(orderStream(orderId), [rawEvent('OrderPlaced', placed(orderId, userId, code))], 'no_stream');
      }
    });
  });

  afterAll(async () => {
    await subject?.dispose();
  });

  it('takes the voucher use of the order and opens its charge; the checkout sent again answers it, and it is paid once', async () => {
    const uses = (await store().readStream(voucherStream(codes.open))).filter((e) => e.type === 'VoucherRedeemed');
    expect(uses.map((e) => e.data)).toEqual([expect.objectContaining({ orderId: orderIds.payable, userId: payer.id })]);
    const order = await readOrder((path) => http().get(path), payer, orderIds.payable);
    expect(order).toMatchObject({ status: 'awaiting-payment', total, voucherCode: codes.open, payUrl: expect.any(String) });
    const again = (await checkout(payer, codes.open, keys.payable).expect(200)).body as PaymentStartedResponse;
    expect(again).toEqual({ orderId: orderIds.payable, status: 'awaiting-payment', payUrl: order.payUrl, total, position: null });
    await http().post(order.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    const paid = await eventually(
      () => readOrder((path) => http().get(path), payer, orderIds.payable),
      (o) => o.status === 'paid' && o.receiptNo !== null,
    );
    expect(paid).toMatchObject({ paymentType: 'card', total });
  });

  it('cancels the order whose voucher\u2019s last use went to another order: no charge, no order shown, the checkout sent again is told the voucher is used up', async () => {
    const events = await store().readStream(orderStream(orderIds.usedUp));
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled']);
    expect(events[1]!.data).toMatchObject({ orderId: orderIds.usedUp, reason: 'voucherUsedUp' });
    const uses = (await store().readStream(voucherStream(codes.last))).filter((e) => e.type === 'VoucherRedeemed');
    expect(uses).toHaveLength(1);
    await eventually(
      async () => (await http().get(`/api/paymentapi/orders/${orderIds.usedUp}`).set(bearer(loser))).status,
      (status) => status === 404,
    );
    const again = await checkout(loser, codes.last, keys.usedUp);
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ field: 'voucherCode', message: 'This voucher has been used up' });
    expect((await http().get('/api/paymentapi/receipts').set(bearer(loser)).expect(200)).body.data).toEqual([]);
  });
});
