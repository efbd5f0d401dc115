import { afterAll, describe, expect, it } from '@jest/globals';
import type { OrderResponse } from '@khru/contracts';
import request from 'supertest';
import { signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { readOrder } from '../support/orders.js';
import { startCheckout } from '../support/purchases.js';
import { STORE_PROFILES, startTestApp, type TestApp } from '../support/test-app.js';

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
    expect((await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242' })).status).toBe(303);
    const paid = await eventually(
      () => readOrder((path) => http().get(path), me, started.orderId),
      (order: OrderResponse) => order.status === 'paid' && !!order.receiptNo,
    );
    expect(paid.status).toBe('paid');
    // Paid already: the page sends the learner back, and nothing is charged again.
    expect((await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242' })).status).toBe(303);
    expect(await readOrder((path) => http().get(path), me, started.orderId)).toMatchObject({ status: 'paid', receiptNo: paid.receiptNo });
  });
});
