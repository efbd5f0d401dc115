// Realistic learner histories for the rebuild benchmark, written in bulk (../support/bulk-events.mjs).
// Each learner signs up, logs in and refreshes, fills and empties a cart, keeps a wishlist, and buys a
// course (order, payment, receipt, access).
import { deterministicEventId } from '@khru/platform';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHistories } from '../support/bulk-events.mjs';

const DAY = 24 * 3600 * 1000;

function learnerHistory(n, courses, startMs) {
  const userId = deterministicEventId(`bench-user:${n}`, 0);
  const at = (minutes) => new Date(startMs + n * 60_000 + minutes * 60_000).toISOString();
  const course = (k) => courses[(n * 7 + k) % courses.length];
  const orderId = deterministicEventId(`bench-order:${n}`, 0);
  const sessionId = (k) => deterministicEventId(`bench-session:${n}:${k}`, 0);
  const hash = (k) => `${n}`.padStart(12, '0') + `${k}`.padStart(52, '0');
  const events = [
    [
      `user-${userId}`,
      'UserRegistered',
      {
        userId,
        email: `learner-${n}@bench.example`,
        firstName: 'Bench',
        lastName: `Learner ${n}`,
        role: 'MEMBER',
        passwordHash: 'x',
        source: 'signup',
        registeredAt: at(0),
      },
    ],
  ];
  for (let s = 0; s < 3; s++) {
    events.push([
      `user-${userId}`,
      'UserLoggedIn',
      { userId, sessionId: sessionId(s), refreshTokenHash: hash(s * 10), expiresAt: new Date(startMs + 30 * DAY).toISOString(), at: at(s * 30) },
    ]);
    for (let r = 1; r <= 2; r++) {
      events.push([
        `session-${sessionId(s)}`,
        'RefreshTokenRotated',
        {
          sessionId: sessionId(s),
          userId,
          previousTokenHash: hash(s * 10 + r - 1),
          refreshTokenHash: hash(s * 10 + r),
          expiresAt: new Date(startMs + 30 * DAY).toISOString(),
          at: at(s * 30 + r * 10),
        },
      ]);
    }
  }
  events.push(
    [`wishlist-${userId}`, 'WishlistItemAdded', { userId, item: { itemId: course(1), isBundle: false }, at: at(40) }],
    [`cart-${userId}`, 'CartItemsAdded', { userId, items: [{ itemId: course(0), isBundle: false }], at: at(41) }],
    [`cart-${userId}`, 'CartItemsAdded', { userId, items: [{ itemId: course(2), isBundle: false }], at: at(42) }],
    [`cart-${userId}`, 'CartSelectionChanged', { userId, itemIds: [course(2)], selected: false }],
  );
  const line = { itemId: course(0), isBundle: false, titleEn: 'A course', titleTh: 'คอร์ส', price: 990, courseIds: [course(0)] };
  events.push(
    [`order-${orderId}`, 'OrderPlaced', { orderId, userId, lines: [line], subtotal: 990, discount: 0, total: 990, voucherCode: null, placedAt: at(43) }],
    [
      `order-${orderId}`,
      'PaymentRequested',
      { orderId, paymentId: `${orderId}-1`, amount: 990, payUrl: `/api/paymentapi/sandbox/pay/${orderId}-1`, at: at(43) },
    ],
    [
      `order-${orderId}`,
      'PaymentSucceeded',
      { orderId, paymentId: `${orderId}-1`, providerEventId: `evt-${n}`, amount: 990, paymentType: 'card', cardLast4: '4242', at: at(44) },
    ],
    [
      `entitlement-${userId}`,
      'CourseAccessGranted',
      {
        userId,
        courseId: course(0),
        source: 'purchase',
        orderId,
        bundleId: null,
        grantedAt: at(44),
        expiresAt: new Date(startMs + 3 * 365 * DAY).toISOString(),
      },
    ],
    [`cart-${userId}`, 'CartItemsRemoved', { userId, itemIds: [course(0)] }],
    [`order-${orderId}`, 'ReceiptIssued', { orderId, receiptNo: `KR-BENCH-${n}`, at: at(44) }],
    [`user-${userId}`, 'UserLoggedOut', { userId, sessionId: sessionId(2), at: at(90) }],
  );
  return events;
}

/** Appends `count` events (whole learner histories) to the store `target` names (../support/bulk-events.mjs); answers how many were written. */
export async function generateEvents(target, count, seedDir) {
  const courses = JSON.parse(readFileSync(join(seedDir, 'courses.json'), 'utf8')).courses.map((c) => c.id);
  const startMs = Date.parse('2026-01-01T00:00:00.000Z');
  // The histories are complete (receipts issued, carts settled): the workflows have nothing left to do for them.
  return writeHistories(target, count, (n) => learnerHistory(n, courses, startMs), startMs);
}
