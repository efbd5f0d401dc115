import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  courseStream,
  type AuthResponse,
  type CourseResponse,
  type CourseRestrictionsResponse,
  type ErrorResponse,
  type OrderResponse,
  type PaymentStartedResponse,
  type UserResponse,
} from '@khru/contracts';
import type { EventStore, SandboxPaymentGateway } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, PAYMENT_GATEWAY } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { publicTraining, publishCourse } from '../support/courses.js';
import { readOrder } from '../support/orders.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

/** The seed's public training course (4,900 THB, 15 March 2027). */
const WORKSHOP = 'design-thinking-workshop';
const course = (itemId: string) => ({ itemId, isBundle: false });

describe.each(STORE_PROFILES)('a public training cancelled or postponed on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  const courseEvents = async (courseId: string) => (await app().app.get<EventStore>(EVENT_STORE).readStream(courseStream(courseId))).length;
  const cancel = (courseId: string, body: object, auth: AuthResponse = admin) =>
    http().post(`/api/coursesapi/course/${courseId}/training/cancel`).set(bearer(auth)).send(body);
  const postpone = (courseId: string, body: object, auth: AuthResponse = admin) =>
    http().post(`/api/coursesapi/course/${courseId}/training/postpone`).set(bearer(auth)).send(body);
  const checkout = (learner: AuthResponse, courseId: string) =>
    http()
      .post('/api/paymentapi/payment')
      .set(bearer(learner))
      .set('Idempotency-Key', randomUUID())
      .send({ items: [course(courseId)] });

  /** The learner buys the course by the sandbox's test card; answered with the order once it has its receipt. */
  const buy = async (learner: AuthResponse, courseId: string): Promise<OrderResponse> => {
    const started = (await checkout(learner, courseId).expect(200)).body as PaymentStartedResponse;
    await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    return eventually(
      () => readOrder((path) => http().get(path), learner, started.orderId),
      (o) => o.status === 'paid' && o.receiptNo !== null,
    );
  };
  const refunded = (learner: AuthResponse, orderId: string) =>
    eventually(
      () => readOrder((path) => http().get(path), learner, orderId),
      (o) => o.status === 'refunded',
    );
  const holds = async (learner: AuthResponse, courseId: string) =>
    ((await http().get(`/api/userprofileapi/user/${learner.id}`).set(bearer(learner)).expect(200)).body as UserResponse).purchasedCourseIds.includes(courseId);

  /** A published public training of our own, starting at `startsAt`. */
  const draftTraining = (id: string, startsAt: string) => publishCourse(app(), admin, publicTraining(id, startsAt, 3000));

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
  });

  it('cancelled by an admin, every paid seat is refunded in full, access ends, and the training can no longer be bought', async () => {
    const learner = await signup(app());
    const order = await buy(learner, WORKSHOP);
    expect(order.total).toBe(4900);

    const cancelled = await cancel(WORKSHOP, { reason: 'The trainer is ill' }).expect(200);

    const back = await refunded(learner, order.id);
    expect(back.refundedAmount).toBe(4900);
    expect(back.lineRefunds).toEqual([expect.objectContaining({ itemId: WORKSHOP, refundedAmount: 4900 })]);
    // The provider paid it back, keyed as the learner's own refund of that line would be: never twice.
    expect(await app().app.get<SandboxPaymentGateway>(PAYMENT_GATEWAY).refundRequests(`${order.id}-1`)).toEqual([`refund:${order.id}:${WORKSHOP}`]);
    await eventually(
      () => holds(learner, WORKSHOP),
      (held) => !held,
    );
    const page = (await http().get(`/api/coursesapi/course/${WORKSHOP}?after=${cancelled.body.position}`).expect(200)).body as CourseResponse;
    expect(page.trainingCancelledAt).not.toBeNull();
    expect(((await http().get(`/api/coursesapi/course/${WORKSHOP}/restrictions`).expect(200)).body as CourseRestrictionsResponse).trainingCancelledAt).toBe(
      page.trainingCancelledAt,
    );

    const refused = await checkout(await signup(app()), WORKSHOP)
      .set('Accept-Language', 'th')
      .expect(400);
    expect((refused.body as ErrorResponse).errors).toEqual([
      { field: 'items.0.itemId', code: 'BAD_REQUEST', rule: 'trainingCancelled', message: 'การอบรมนี้ถูกยกเลิกแล้ว' },
    ]);

    const before = await courseEvents(WORKSHOP);
    const again = await cancel(WORKSHOP, { reason: 'Twice' }).expect(400);
    expect((again.body as ErrorResponse).errors?.[0]).toMatchObject({
      field: 'courseId',
      rule: 'trainingCancelled',
      message: 'This training has been cancelled',
    });
    await postpone(WORKSHOP, { startsAt: '2027-09-01T02:00:00.000Z', reason: 'Later' }).expect(400);
    expect(await courseEvents(WORKSHOP)).toBe(before);
  });

  it('postponed by an admin, every paid seat is refunded in full and the training stays on sale for its new date', async () => {
    const id = `pdpa-class-${randomUUID().slice(0, 8)}`;
    await draftTraining(id, '2027-05-01T02:00:00.000Z');
    const learner = await signup(app());
    const order = await buy(learner, id);

    const postponed = await postpone(id, { startsAt: '2027-06-01T02:00:00.000Z', reason: 'The venue is closed' }).expect(200);

    const back = await refunded(learner, order.id);
    expect(back.refundedAmount).toBe(3000);
    const page = (await http().get(`/api/coursesapi/course/${id}?after=${postponed.body.position}`).expect(200)).body as CourseResponse;
    expect(page).toMatchObject({ trainingStartsAt: '2027-06-01T02:00:00.000Z', trainingCancelledAt: null });
    await eventually(
      () => holds(learner, id),
      (held) => !held,
    );
    const again = await buy(learner, id);
    expect(again.lines[0]?.trainingStartsAt).toBe('2027-06-01T02:00:00.000Z');
  });

  it('refuses an online course, a date not later, a missing reason, a learner and an unknown course, and records nothing', async () => {
    const id = `pdpa-class-${randomUUID().slice(0, 8)}`;
    await draftTraining(id, '2027-05-01T02:00:00.000Z');
    const [online, training] = [await courseEvents('git-and-github'), await courseEvents(id)];

    const notTraining = await cancel('git-and-github', { reason: 'No class' }).expect(400);
    expect((notTraining.body as ErrorResponse).errors?.[0]).toMatchObject({ field: 'courseId', rule: 'notPublicTraining' });
    const past = await postpone(id, { startsAt: '2020-01-01T00:00:00.000Z', reason: 'Earlier' }).set('Accept-Language', 'th').expect(400);
    expect((past.body as ErrorResponse).errors).toEqual([
      { field: 'startsAt', code: 'BAD_REQUEST', rule: 'trainingLaterDate', message: 'เลือกวันในอนาคตที่อยู่หลังวันเริ่มอบรมเดิม' },
    ]);
    await postpone(id, { startsAt: '2027-05-01T02:00:00.000Z', reason: 'Same day' }).expect(400);
    const invalid = await postpone(id, { startsAt: 'next week' }).expect(400);
    expect((invalid.body as ErrorResponse).errors?.map((e) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ['startsAt', 'IS_DATE_STRING'],
        ['reason', 'IS_NOT_EMPTY'],
      ]),
    );
    const learner = await signup(app());
    expect((await cancel(id, { reason: 'Mine' }, learner).expect(403)).body.code).toBe('FORBIDDEN');
    await http().post(`/api/coursesapi/course/${id}/training/cancel`).send({ reason: 'Anyone' }).expect(401);
    expect((await cancel('no-such-course', { reason: 'Gone' }).expect(404)).body.code).toBe('NOT_FOUND');

    expect([await courseEvents('git-and-github'), await courseEvents(id)]).toEqual([online, training]);
  });
});
