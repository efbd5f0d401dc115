import type { AdminOrderDetail, AdminOrderLine, AdminOrderSummary } from '@khru/contracts';

/** Orders as the admin API answers them: Git and SEO bought with KHRU20 (1,580 less 316), paid by card. */
const GIT: AdminOrderLine = {
  itemId: 'git-and-github',
  isBundle: false,
  titleEn: 'Git and GitHub for Teams',
  titleTh: 'Git และ GitHub สำหรับทีม',
  price: 690,
  courseIds: ['git-and-github'],
  refundableNow: 552,
  refundableUntil: '2026-06-08T03:00:00.000Z',
  refunded: null,
};

const SEO: AdminOrderLine = {
  ...GIT,
  itemId: 'seo-fundamentals',
  titleEn: 'SEO Fundamentals',
  titleTh: 'พื้นฐาน SEO',
  price: 890,
  courseIds: ['seo-fundamentals'],
  refundableNow: 712,
};

export const PAID: AdminOrderDetail = {
  id: 'order-1',
  receiptNo: 'KR-2026-000123',
  receiptIssuedAt: '2026-06-01T03:00:05.000Z',
  learner: { userId: 'u-malee', name: 'Malee Sukjai', email: 'malee@example.com' },
  status: 'paid',
  lines: [GIT, SEO],
  subtotal: 1580,
  discount: 316,
  total: 1264,
  voucherCode: 'KHRU20',
  placedAt: '2026-06-01T02:59:00.000Z',
  paidAt: '2026-06-01T03:00:00.000Z',
  paymentType: 'card',
  cardLast4: '4242',
  failureReason: null,
  refundedAt: null,
  refundedAmount: 0,
  orderRefundableNow: 1264,
};

/** The same order once Git was refunded: SEO alone is left. */
export const PARTLY_REFUNDED: AdminOrderDetail = {
  ...PAID,
  lines: [{ ...GIT, refundableNow: null, refunded: { itemId: 'git-and-github', amount: 552, at: '2026-06-02T04:00:00.000Z' } }, SEO],
  refundedAmount: 552,
  refundedAt: '2026-06-02T04:00:00.000Z',
  orderRefundableNow: 712,
};

/** Paid more than 7 days ago: nothing can be refunded any more. */
export const TOO_LATE: AdminOrderDetail = {
  ...PAID,
  id: 'order-2',
  receiptNo: 'KR-2026-000099',
  lines: [
    { ...GIT, refundableNow: null },
    { ...SEO, refundableNow: null },
  ],
  orderRefundableNow: null,
};

/** A payment that failed: no receipt, named by when it was placed. */
export const FAILED: AdminOrderDetail = {
  ...PAID,
  id: 'order-3',
  receiptNo: null,
  receiptIssuedAt: null,
  learner: { userId: 'u-somchai', name: null, email: 'somchai@example.com' },
  status: 'failed',
  paidAt: null,
  paymentType: null,
  cardLast4: null,
  failureReason: 'Card declined',
  lines: [
    { ...GIT, refundableNow: null, refundableUntil: null },
    { ...SEO, refundableNow: null, refundableUntil: null },
  ],
  orderRefundableNow: null,
};

export const summaryOf = (order: AdminOrderDetail): AdminOrderSummary => ({
  id: order.id,
  receiptNo: order.receiptNo,
  learner: order.learner,
  status: order.status,
  total: order.total,
  refundedAmount: order.refundedAmount,
  placedAt: order.placedAt,
  paidAt: order.paidAt,
  lineCount: order.lines.length,
});
