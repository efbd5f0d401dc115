import { orderStream, voucherStream, type OrderEvent, type VoucherEvent } from '@khru/contracts';
import { command, effect, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { paymentIdOf } from '../orders/order.decider.js';
import { OPEN_CHARGE } from './open-charge.js';

export type CheckoutEvent = OrderEvent | VoucherEvent;

export interface CheckoutState {
  /** A learner's order (a membership order is settlement's, charged to the card on file). */
  order: { userId: string; total: number; voucherCode: string | null } | null;
  /** The attempt (its payment id) waiting for its voucher use. */
  waiting: string | null;
}

const instanceOf = (event: CheckoutEvent): string | null => ('orderId' in event.data ? event.data.orderId : null);

/**
 * What follows the one fact a checkout request appends (ADR 34): placing the order, or asking to pay a failed one
 * again, begins an attempt. An order with a voucher takes its use first, in the voucher's stream, where the last use
 * goes to one order; a refused use closes the attempt on the order (`RefuseCheckout`). Then the attempt is paid: a free
 * order at once, any other by opening the provider's charge (`open-charge`). An attempt the order's expiry overtook is
 * left; settlement gives back a use it took.
 */
export const checkoutWorkflow: Workflow<CheckoutEvent, CheckoutState> = {
  name: 'checkout',
  handles: ['OrderPlaced', 'PaymentRetryRequested', 'OrderExpired', 'VoucherRedeemed', 'VoucherRedemptionRefused'],
  instanceOf,
  initialState: () => ({ order: null, waiting: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced': {
        const { orderId, userId, total, voucherCode, lines } = event.data;
        if (lines.some((l) => l.kind === 'membership')) return state;
        return { order: { userId, total, voucherCode }, waiting: voucherCode ? paymentIdOf(orderId, 1) : null };
      }
      case 'PaymentRetryRequested':
        return state.order?.voucherCode ? { ...state, waiting: event.data.paymentId } : state;
      case 'OrderExpired':
      case 'VoucherRedeemed':
      case 'VoucherRedemptionRefused':
        return { ...state, waiting: null };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const orderId = instanceOf(event)!;
    const pay = (order: NonNullable<CheckoutState['order']>, paymentId: string, at: string): WorkflowOutput[] =>
      order.total === 0
        ? [
            command('order', orderStream(orderId), {
              type: 'RecordPaymentSucceeded',
              orderId,
              paymentId: 'free',
              providerEventId: `free:${orderId}`,
              amount: 0,
              paymentType: 'free',
              cardLast4: null,
              at,
            }),
          ]
        : [effect(OPEN_CHARGE, { orderId, paymentId })];
    const redeem = (order: NonNullable<CheckoutState['order']>, code: string, at: string): WorkflowOutput[] => [
      command('voucher', voucherStream(code), { type: 'RedeemVoucher', code, orderId, userId: order.userId, at }),
    ];
    switch (event.type) {
      case 'OrderPlaced': {
        const { userId, total, voucherCode, lines, placedAt } = event.data;
        if (lines.some((l) => l.kind === 'membership')) return [];
        const order = { userId, total, voucherCode };
        return voucherCode ? redeem(order, voucherCode, placedAt) : pay(order, paymentIdOf(orderId, 1), placedAt);
      }
      case 'PaymentRetryRequested': {
        const order = state.order;
        if (!order) return [];
        return order.voucherCode ? redeem(order, order.voucherCode, event.data.at) : pay(order, event.data.paymentId, event.data.at);
      }
      case 'VoucherRedeemed':
        return state.order && state.waiting ? pay(state.order, state.waiting, event.data.at) : [];
      case 'VoucherRedemptionRefused': {
        if (!state.waiting) return [];
        const { reason, at } = event.data;
        return [command('order', orderStream(orderId), { type: 'RefuseCheckout', orderId, paymentId: state.waiting, reason, at })];
      }
      default:
        return [];
    }
  },
};
