import type { AuthResponse, OrderResponse, PaymentStartedResponse, UserResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bearer } from './accounts.js';
import type { TestApp } from './test-app.js';
import { readOrder } from './orders.js';

/** Checks one course out (a new idempotency key) and answers where the learner pays. */
export async function startCheckout(subject: TestApp, learner: AuthResponse, courseId: string): Promise<PaymentStartedResponse> {
  const answer = await request(subject.app.getHttpServer())
    .post('/api/paymentapi/payment')
    .set(bearer(learner))
    .set('Idempotency-Key', randomUUID())
    .send({ items: [{ itemId: courseId, isBundle: false }] })
    .expect(200);
  return answer.body as PaymentStartedResponse;
}

/** Buys one course with the sandbox's test card and waits until the learner's profile holds it (fulfilment follows the payment). */
export async function buyCourse(subject: TestApp, learner: AuthResponse, courseId: string): Promise<void> {
  const http = () => request(subject.app.getHttpServer());
  const started = await startCheckout(subject, learner, courseId);
  await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
  const owns = async () =>
    ((await http().get(`/api/userprofileapi/user/${learner.id}`).set(bearer(learner)).expect(200)).body as UserResponse).purchasedCourseIds.includes(courseId);
  for (let tries = 0; !(await owns()); tries++) {
    if (tries > 200) throw new Error(`the learner never received ${courseId}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The learner buys Git and GitHub (690) and SEO Fundamentals (890) in one order with KHRU20 (20% off: 1,264 THB paid,
 * Git's share 552) by the sandbox's test card, checking out in `locale`; answered with the order once it has its receipt.
 */
export async function buyGitAndSeoWithKhru20(subject: TestApp, learner: AuthResponse, locale: 'en' | 'th' = 'en'): Promise<OrderResponse> {
  const http = () => request(subject.app.getHttpServer());
  const items = [
    { itemId: 'git-and-github', isBundle: false },
    { itemId: 'seo-fundamentals', isBundle: false },
  ];
  const started = (
    await http()
      .post('/api/paymentapi/payment')
      .set(bearer(learner))
      .set('Accept-Language', locale)
      .set('Idempotency-Key', randomUUID())
      .send({ items, voucherCode: 'KHRU20' })
      .expect(200)
  ).body as PaymentStartedResponse;
  await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
  for (let tries = 0; ; tries++) {
    const order = await readOrder((path) => http().get(path), learner, started.orderId);
    if (order.receiptNo !== null) return order;
    if (tries > 200) throw new Error(`order ${started.orderId} never got its receipt`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
