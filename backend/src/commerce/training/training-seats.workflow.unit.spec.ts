import { describe, it } from '@jest/globals';
import { trainingRosterStream, type OrderEvent, type OrderLine } from '@khru/contracts';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { trainingSeatsWorkflow } from './training-seats.workflow.js';

const at = '2026-12-01T10:00:00.000Z';
const later = '2026-12-02T10:00:00.000Z';
const startsAt = '2027-01-10T02:00:00.000Z';
const workshop: OrderLine = {
  itemId: 'workshop',
  isBundle: false,
  titleEn: 'W',
  titleTh: 'W',
  price: 4900,
  courseIds: ['workshop'],
  trainingStartsAt: startsAt,
};
const git: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] };
const bundle: OrderLine = {
  itemId: 'pack',
  isBundle: true,
  titleEn: 'P',
  titleTh: 'P',
  price: 5000,
  courseIds: ['workshop', 'git'],
  trainingStartsAt: startsAt,
};
const placed: Extract<OrderEvent, { type: 'OrderPlaced' }> = {
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines: [git, workshop, bundle], subtotal: 10590, discount: 0, total: 10590, voucherCode: null, placedAt: at },
};
const paid: Extract<OrderEvent, { type: 'PaymentSucceeded' }> = {
  type: 'PaymentSucceeded',
  data: { orderId: 'o1', paymentId: 'o1-1', providerEventId: 'evt1', amount: 10590, paymentType: 'card', cardLast4: '4242', at },
};
const take = command('trainingRoster', trainingRosterStream('workshop'), {
  type: 'TakeTrainingSeat',
  courseId: 'workshop',
  orderId: 'o1',
  itemId: 'workshop',
  userId: 'u1',
  startsAt,
  at,
});
const release = command('trainingRoster', trainingRosterStream('workshop'), {
  type: 'ReleaseTrainingSeat',
  courseId: 'workshop',
  orderId: 'o1',
  itemId: 'workshop',
  at: later,
});
const given = workflowSpec(trainingSeatsWorkflow);

describe('training seats workflow', () => {
  it('given a placed order, when it is paid, then each public training bought on its own takes a seat (online courses and bundles do not)', () => {
    given([placed]).when(paid).then([take]);
  });

  it('given an order without a public training, when it is paid, then no seat is taken', () => {
    given([{ ...placed, data: { ...placed.data, lines: [git] } }])
      .when(paid)
      .thenNothing();
  });

  it('given a paid order, when a second success arrives, then no seat is taken twice', () => {
    given([placed, paid]).when(paid).thenNothing();
  });

  it('given a paid order, when its training line is refunded, then the seat is given back; another line gives back nothing', () => {
    given([placed, paid])
      .when({ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'workshop', amount: 4900, reason: '', at: later } })
      .then([release]);
    given([placed, paid])
      .when({ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'git', amount: 690, reason: '', at: later } })
      .thenNothing();
  });

  it('given a paid order, when it is refunded whole, then its seats are given back, unless a line refund gave them back already', () => {
    const whole: OrderEvent = { type: 'OrderRefunded', data: { orderId: 'o1', amount: 10590, reason: '', at: later } };
    given([placed, paid]).when(whole).then([release]);
    given([placed, paid, { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'workshop', amount: 4900, reason: '', at } }])
      .when(whole)
      .thenNothing();
  });

  it('given an order never paid, when it is refunded, then there is no seat to give back', () => {
    given([placed])
      .when({ type: 'OrderRefunded', data: { orderId: 'o1', amount: 0, reason: '', at: later } })
      .thenNothing();
  });
});
