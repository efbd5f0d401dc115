import {
  cartStream,
  entitlementStream,
  membershipStream,
  orderStream,
  voucherStream,
  type DeadlineEvent,
  type OrderEvent,
  type OrderLine,
  type VoucherEvent,
} from '@khru/contracts';
import { CHARGE_SAVED_CARD } from '../membership/charge-saved-card.js';
import { command, effect, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';

export type SettlementEvent = OrderEvent | VoucherEvent | DeadlineEvent;

export interface SettlementState {
  order: { userId: string; lines: OrderLine[]; total: number; membership: boolean } | null;
  status: 'none' | 'placed' | 'awaiting-payment' | 'paid' | 'failed' | 'expired' | 'refunded';
  /** The voucher use this order holds, until it is given back. */
  voucher: string | null;
}

export const receiptNo = (orderId: string, at: string): string => `KR-${at.slice(0, 10).replaceAll('-', '')}-${orderId.slice(0, 8).toUpperCase()}`;

const instanceOf = (event: SettlementEvent): string | null => {
  if (event.type === 'DeadlineReached') return event.data.kind === 'checkout-expiry' ? event.data.key : null;
  if (event.type === 'VoucherCreated' || event.type === 'VoucherDeactivated') return null;
  return event.data.orderId;
};

/**
 * Everything that follows an order's payment outcome, across streams: a paid order grants its
 * courses (or its membership year), leaves the cart and gets its receipt; a declined or expired one
 * gives its voucher use back (a declined membership renewal suspends the membership); a refunded
 * one withdraws what it granted, and a refunded line only what that line granted. An order not paid within the checkout window expires, and a
 * voucher use taken for an order that was never placed is given back at the same deadline, and one taken after its
 * order expired at once.
 * A membership order is paid with the card on file.
 */
export const orderSettlementWorkflow: Workflow<SettlementEvent, SettlementState> = {
  name: 'order-settlement',
  handles: [
    'OrderPlaced',
    'PaymentRequested',
    'PaymentSucceeded',
    'PaymentFailed',
    'OrderExpired',
    'OrderRefunded',
    'OrderLineRefunded',
    'VoucherRedeemed',
    'VoucherRedemptionReleased',
    'DeadlineReached',
  ],
  instanceOf,
  initialState: () => ({ order: null, status: 'none', voucher: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        return {
          ...state,
          status: 'placed',
          order: { userId: d.userId, lines: d.lines, total: d.total, membership: d.lines.some((l) => l.kind === 'membership') },
        };
      }
      case 'PaymentRequested':
        return state.status === 'paid' ? state : { ...state, status: 'awaiting-payment' };
      case 'PaymentSucceeded':
        return { ...state, status: 'paid' };
      case 'PaymentFailed':
        return state.status === 'paid' ? state : { ...state, status: 'failed' };
      case 'OrderExpired':
        return { ...state, status: 'expired' };
      case 'OrderRefunded':
        return { ...state, status: 'refunded' };
      case 'VoucherRedeemed':
        return { ...state, voucher: event.data.code };
      case 'VoucherRedemptionReleased':
        return { ...state, voucher: null };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const order = state.order;
    const orderId = instanceOf(event)!;
    const releaseVoucher = (at: string) =>
      state.voucher ? [command('voucher', voucherStream(state.voucher), { type: 'ReleaseVoucher', code: state.voucher, orderId, at })] : [];
    switch (event.type) {
      case 'OrderPlaced':
        // A membership year is charged to the card on file: there is no pay page to send the member to.
        return event.data.lines.some((l) => l.kind === 'membership')
          ? [command('order', orderStream(orderId), { type: 'RequestPayment', orderId, paymentId: `${orderId}-1`, payUrl: '', at: event.data.placedAt })]
          : [];
      case 'PaymentRequested':
        if (!order?.membership || event.data.payUrl !== '') return [];
        return [effect(CHARGE_SAVED_CARD, { userId: order.userId, orderId, paymentId: event.data.paymentId, amount: event.data.amount })];
      case 'PaymentSucceeded': {
        if (!order) return [];
        const at = event.data.at;
        return [
          command('entitlement', entitlementStream(order.userId), { type: 'GrantForOrder', userId: order.userId, orderId, lines: order.lines, at }),
          order.membership
            ? command('membership', membershipStream(order.userId), { type: 'RecordPeriodPaid', userId: order.userId, orderId, at })
            : command('cart', cartStream(order.userId), { type: 'RemoveFromCart', userId: order.userId, itemIds: order.lines.map((l) => l.itemId) }),
          command('order', orderStream(orderId), { type: 'IssueReceipt', orderId, receiptNo: receiptNo(orderId, at), at }),
        ];
      }
      case 'PaymentFailed':
        if (order?.membership)
          return [command('membership', membershipStream(order.userId), { type: 'RecordRenewalFailed', userId: order.userId, orderId, at: event.data.at })];
        return releaseVoucher(event.data.at);
      case 'OrderExpired':
        return releaseVoucher(event.data.at);
      case 'VoucherRedeemed': {
        // A use the checkout workflow took after the order had expired (workflows that ran late) goes straight back.
        const { code, at } = event.data;
        return state.status === 'expired' ? [command('voucher', voucherStream(code), { type: 'ReleaseVoucher', code, orderId, at })] : [];
      }
      case 'OrderRefunded':
        return order
          ? [command('entitlement', entitlementStream(order.userId), { type: 'RevokeOrder', userId: order.userId, orderId, at: event.data.at })]
          : [];
      case 'OrderLineRefunded': {
        const line = order?.lines.find((l) => l.itemId === event.data.itemId);
        return order && line
          ? [command('entitlement', entitlementStream(order.userId), { type: 'RevokeOrderLine', userId: order.userId, orderId, line, at: event.data.at })]
          : [];
      }
      case 'DeadlineReached':
        if (!order) return releaseVoucher(event.data.at);
        return state.status === 'placed' || state.status === 'awaiting-payment' || state.status === 'failed'
          ? [command('order', orderStream(orderId), { type: 'ExpireOrder', orderId, at: event.data.at })]
          : [];
      default:
        return [];
    }
  },
};
