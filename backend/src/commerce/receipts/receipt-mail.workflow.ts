import { FALLBACK_LOCALE, type Locale, type OrderEvent, type OrderLine } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { SEND_RECEIPT_MAIL, type SendReceiptMailInput } from './send-receipt-mail.js';

export interface ReceiptMailState {
  order: { userId: string; lines: OrderLine[]; total: number; discount: number; voucherCode: string | null } | null;
  locale: Locale;
  paid: { cardLast4: string | null; card: boolean } | null;
  receiptNo: string | null;
}

/**
 * Mails the learner, in the language they checked out in: the receipt once a card payment's receipt
 * is issued, and a refund mail for each refund (the whole order, or one line). Free enrolments get
 * no mail. The effect sends each mail once, even when the feed delivers the event again.
 */
export const receiptMailWorkflow: Workflow<OrderEvent, ReceiptMailState> = {
  name: 'receipt-mail',
  handles: ['OrderPlaced', 'OrderLocaleChosen', 'PaymentSucceeded', 'ReceiptIssued', 'OrderRefunded', 'OrderLineRefunded'],
  instanceOf: (event) => event.data.orderId,
  initialState: () => ({ order: null, locale: FALLBACK_LOCALE, paid: null, receiptNo: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          ...state,
          order: {
            userId: event.data.userId,
            lines: event.data.lines,
            total: event.data.total,
            discount: event.data.discount,
            voucherCode: event.data.voucherCode,
          },
        };
      case 'OrderLocaleChosen':
        return { ...state, locale: event.data.locale };
      case 'PaymentSucceeded':
        return { ...state, paid: { cardLast4: event.data.cardLast4, card: event.data.paymentType === 'card' } };
      case 'ReceiptIssued':
        return { ...state, receiptNo: event.data.receiptNo };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const { order, paid } = state;
    if (!order || !paid?.card) return [];
    const mail = (input: Omit<SendReceiptMailInput, 'userId' | 'locale' | 'orderId' | 'cardLast4'>): WorkflowOutput[] => [
      effect(SEND_RECEIPT_MAIL, { ...input, userId: order.userId, locale: state.locale, orderId: event.data.orderId, cardLast4: paid.cardLast4 }),
    ];
    switch (event.type) {
      case 'ReceiptIssued':
        return mail({
          key: 'receipt',
          kind: 'payment',
          receiptNo: event.data.receiptNo,
          lines: order.lines,
          amount: order.total,
          at: event.data.at,
          voucher: order.discount > 0 ? { code: order.voucherCode, discount: order.discount } : null,
        });
      case 'OrderRefunded':
        return mail({ key: 'refund', kind: 'refund', receiptNo: state.receiptNo, lines: order.lines, amount: event.data.amount, at: event.data.at });
      case 'OrderLineRefunded': {
        const line = order.lines.filter((l) => l.itemId === event.data.itemId);
        return mail({
          key: `refund:${event.data.itemId}`,
          kind: 'refund',
          receiptNo: state.receiptNo,
          lines: line,
          amount: event.data.amount,
          at: event.data.at,
        });
      }
      default:
        return [];
    }
  },
};
