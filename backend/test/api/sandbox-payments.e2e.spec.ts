import { afterAll, describe, expect, it } from '@jest/globals';
import type { OrderResponse } from '@khru/contracts';
import request from 'supertest';
import { signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { readOrder } from '../support/orders.js';
import { startCheckout } from '../support/purchases.js';
import { STORE_PROFILES, startTestApp, type TestApp } from '../support/test-app.js';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe.each(STORE_PROFILES)('the sandbox payment provider on %s', (profile) => {
  let subject: TestApp | undefined;
  afterAll(async () => {
    await subject?.dispose();
  });
  const http = () => request(subject!.app.getHttpServer());

  it('keeps its charges across a restart: a pay page opened before it is still paid once after it', async () => {
    subject = await startTestApp(profile);
    const me = await signup(subject);
    const started = await startCheckout(subject, me, 'git-and-github');
    subject = await subject.restart();
    await http().get(started.payUrl!).expect(200);
    expect((await http().post(started.payUrl!).type('form').send(CARD)).status).toBe(303);
    const paid = await eventually(
      () => readOrder((path) => http().get(path), me, started.orderId),
      (order: OrderResponse) => order.status === 'paid' && !!order.receiptNo,
    );
    expect(paid.status).toBe('paid');
    // Paid already: the page sends the learner back, and nothing is charged again.
    expect((await http().post(started.payUrl!).type('form').send(CARD)).status).toBe(303);
    expect(await readOrder((path) => http().get(path), me, started.orderId)).toMatchObject({ status: 'paid', receiptNo: paid.receiptNo });
  });

  it('re-shows the page with what to fix, in the language of the request, and charges nothing for a card that breaks the rules', async () => {
    subject ??= await startTestApp(profile);
    const me = await signup(subject);
    const started = await startCheckout(subject, me, 'git-and-github');
    const before = await readOrder((path) => http().get(path), me, started.orderId);
    const refused = await http()
      .post(started.payUrl!)
      .set('Accept-Language', 'th')
      .type('form')
      .send({ cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' })
      .expect(400);
    expect(refused.type).toBe('text/html');
    for (const text of ['หมายเลขบัตรไม่ถูกต้อง', 'บัตรนี้หมดอายุแล้ว', 'CVV ต้องเป็นตัวเลข 3 หรือ 4 หลัก']) expect(refused.text).toContain(text);
    expect(refused.text).toContain('name="cardNumber"');
    const english = await http()
      .post(started.payUrl!)
      .set('Accept-Language', 'en')
      .type('form')
      .send({ ...CARD, expiry: '13/30' })
      .expect(400);
    expect(english.text).toContain('The expiry date must be in MM/YY format');
    expect(english.text).not.toContain('วันหมดอายุต้องอยู่ในรูปแบบ');
    // Nothing was charged: the order is as it was, and the same page still takes a good card.
    expect(await readOrder((path) => http().get(path), me, started.orderId)).toMatchObject({ status: before.status, receiptNo: null });
    expect((await http().get(started.payUrl!).expect(200)).text).toContain('name="cardNumber"');
    expect((await http().post(started.payUrl!).type('form').send(CARD)).status).toBe(303);
  });
});
