import type { OrderEvent, OrderLine } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

export interface PaymentNotificationsState {
  order: { userId: string; lines: OrderLine[]; total: number } | null;
  paidByCard: boolean;
}

const RECEIPTS_PAGE = '/profile?tab=receipts';
const titles = (lines: OrderLine[]) => lines.map((l) => ({ en: l.titleEn, th: l.titleTh }));

/**
 * Tells the learner an order was paid (once its receipt is issued) and each refund (the whole order, or one line).
 * Free enrolments are no payment and send nothing. Commerce mails the receipt and refunds itself: these stay in the app.
 */
export const paymentNotificationsWorkflow: Workflow<OrderEvent, PaymentNotificationsState> = {
  name: 'payment-notifications',
  handles: ['OrderPlaced', 'PaymentSucceeded', 'ReceiptIssued', 'OrderRefunded', 'OrderLineRefunded'],
  instanceOf: (event) => event.data.orderId,
  initialState: () => ({ order: null, paidByCard: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { ...state, order: { userId: event.data.userId, lines: event.data.lines, total: event.data.total } };
      case 'PaymentSucceeded':
        return { ...state, paidByCard: event.data.paymentType === 'card' };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const { order } = state;
    if (!order || !state.paidByCard) return [];
    const to = { userIds: [order.userId] };
    const common = { to, about: null, link: RECEIPTS_PAGE, locale: null };
    switch (event.type) {
      case 'ReceiptIssued':
        return [
          deliver({
            ...common,
            message: { kind: 'paymentReceipt', amount: order.total, receiptNo: event.data.receiptNo, items: titles(order.lines) },
            cause: event.data.orderId,
            at: event.data.at,
          }),
        ];
      case 'OrderRefunded':
        return [
          deliver({
            ...common,
            message: { kind: 'refund', amount: event.data.amount, items: titles(order.lines) },
            cause: event.data.orderId,
            at: event.data.at,
          }),
        ];
      case 'OrderLineRefunded': {
        const items = titles(order.lines.filter((l) => l.itemId === event.data.itemId));
        return [
          deliver({
            ...common,
            message: { kind: 'refund', amount: event.data.amount, items },
            cause: `${event.data.orderId}:${event.data.itemId}`,
            at: event.data.at,
          }),
        ];
      }
      default:
        return [];
    }
  },
};
