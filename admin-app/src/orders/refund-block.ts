import type { AdminOrderDetail, AdminOrderLine } from '@khru/contracts';

/** Why a refund is not offered: the order is not paid, a membership (never refunded), refunded already, or too late. */
export type RefundBlock = 'notPaid' | 'membership' | 'refunded' | 'windowPassed';

type Order = Pick<AdminOrderDetail, 'status' | 'lines' | 'orderRefundableNow'>;

/** Why this line cannot be refunded now, or null when `refundableNow` can be paid back. */
export function lineRefundBlock(order: Pick<Order, 'status'>, line: AdminOrderLine): RefundBlock | null {
  if (line.refunded || order.status === 'refunded') return 'refunded';
  if (order.status !== 'paid') return 'notPaid';
  if (line.kind === 'membership') return 'membership';
  return line.refundableNow === null ? 'windowPassed' : null;
}

/** Why the order as a whole (every line not refunded yet) cannot be refunded now, or null when `orderRefundableNow` can be paid back. */
export function orderRefundBlock(order: Order): RefundBlock | null {
  if (order.status === 'refunded') return 'refunded';
  if (order.status !== 'paid') return 'notPaid';
  const open = order.lines.filter((line) => !line.refunded);
  if (open.some((line) => line.kind === 'membership')) return 'membership';
  return order.orderRefundableNow === null ? 'windowPassed' : null;
}

/** The last moment the order as a whole could be refunded: its open lines' earliest. */
export function orderRefundableUntil(order: Pick<Order, 'lines'>): string | null {
  return (
    order.lines
      .filter((line) => !line.refunded)
      .map((line) => line.refundableUntil)
      .filter((until): until is string => until !== null)
      .sort()[0] ?? null
  );
}
