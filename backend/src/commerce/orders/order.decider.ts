import { OFFER_RULES, type OrderEvent, type OrderLine, type OrderPlaced, type PaymentType, type Role } from '@khru/contracts';
import { corporateRefusal } from '../personal-buyer.js';
import type { Decider } from '../../kernel/commands/decider.js';
import { orderRefund } from './refund-policy.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type OrderCommand =
  | ({ type: 'PlaceOrder'; buyerRole: Role } & OrderPlaced['data'])
  | { type: 'RequestPayment'; orderId: string; paymentId: string; payUrl: string; at: string }
  | { type: 'RecordPaymentSucceeded'; orderId: string; paymentId: string; providerEventId: string; amount: number; paymentType: PaymentType; cardLast4: string | null; at: string }
  | { type: 'RecordPaymentFailed'; orderId: string; paymentId: string; providerEventId: string; reason: string; at: string }
  | { type: 'IssueReceipt'; orderId: string; receiptNo: string; at: string }
  | { type: 'RefundOrder'; orderId: string; userId: string; reason: string; at: string }
  | { type: 'ExpireOrder'; orderId: string; at: string };

export type OrderState =
  | { status: 'absent' }
  | {
      status: 'placed' | 'awaiting-payment' | 'paid' | 'failed' | 'refunded' | 'expired';
      userId: string;
      lines: OrderLine[];
      total: number;
      voucherCode: string | null;
      paymentIds: string[];
      payUrl: string | null;
      seenProviderEvents: Set<string>;
      receiptNo: string | null;
      subtotal: number;
      paidAt: string | null;
      paymentType: PaymentType | null;
    };

const sum = (lines: OrderLine[]) => lines.reduce((s, l) => s + l.price, 0);


/**
 * One order from placement to receipt. Totals are checked to add up; a provider event is applied
 * once; a success for any payment the order asked for makes it paid (money taken is never lost),
 * and nothing after that unpays it; a receipt needs a paid order and is issued once; a card
 * payment is refunded once, by the rules of `refund-policy` (online courses within 7 days, public
 * training by the days before it starts).
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: { status: 'absent' },

  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      return { status: 'placed', userId: d.userId, lines: d.lines, subtotal: d.subtotal, total: d.total, voucherCode: d.voucherCode, paymentIds: [], payUrl: null, seenProviderEvents: new Set(), receiptNo: null, paidAt: null, paymentType: null };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'PaymentRequested':
        return { ...state, status: 'awaiting-payment', paymentIds: [...state.paymentIds, event.data.paymentId], payUrl: event.data.payUrl };
      case 'PaymentSucceeded':
        return { ...state, status: 'paid', paidAt: event.data.at, paymentType: event.data.paymentType, seenProviderEvents: new Set(state.seenProviderEvents).add(event.data.providerEventId) };
      case 'PaymentFailed':
        return { ...state, status: 'failed', seenProviderEvents: new Set(state.seenProviderEvents).add(event.data.providerEventId) };
      case 'ReceiptIssued':
        return { ...state, receiptNo: event.data.receiptNo };
      case 'OrderRefunded':
        return { ...state, status: 'refunded' };
      case 'OrderExpired':
        return { ...state, status: 'expired' };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'PlaceOrder') {
      if (state.status !== 'absent') return DomainError.alreadyExists();
      const refusal = corporateRefusal(command.buyerRole);
      if (refusal) return refusal;
      const { type: _type, buyerRole: _role, ...data } = command;
      if (data.lines.length === 0) return DomainError.badRequest([{ field: 'items', code: 'IS_NOT_EMPTY' }]);
      const consistent = data.subtotal === sum(data.lines) && data.discount >= 0 && data.discount <= data.subtotal && data.total === data.subtotal - data.discount;
      if (!consistent || data.lines.some((l) => !Number.isInteger(l.price) || l.price < 0)) return DomainError.badRequest([{ field: 'total', code: 'BAD_REQUEST' }]);
      return [{ type: 'OrderPlaced', data }];
    }
    if (state.status === 'absent') return DomainError.notFound();
    switch (command.type) {
      case 'RequestPayment':
        if (state.status === 'paid' || state.paymentIds.includes(command.paymentId)) return [];
        if (state.status === 'expired') return DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
        if (state.status === 'awaiting-payment') return DomainError.conflict();
        return [{ type: 'PaymentRequested', data: { orderId: command.orderId, paymentId: command.paymentId, amount: state.total, payUrl: command.payUrl, at: command.at } }];
      case 'RecordPaymentSucceeded': {
        if (state.seenProviderEvents.has(command.providerEventId) || state.status === 'paid' || state.status === 'refunded') return [];
        const known = command.paymentType === 'free' ? state.total === 0 : state.paymentIds.includes(command.paymentId);
        if (!known || command.amount !== state.total) return DomainError.badRequest([{ field: 'amount', code: 'BAD_REQUEST' }]);
        const { type: _type, ...data } = command;
        return [{ type: 'PaymentSucceeded', data }];
      }
      case 'RecordPaymentFailed': {
        if (state.seenProviderEvents.has(command.providerEventId) || state.status !== 'awaiting-payment') return [];
        if (state.paymentIds.at(-1) !== command.paymentId) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'PaymentFailed', data }];
      }
      case 'IssueReceipt':
        if (state.status !== 'paid') return DomainError.badRequest([{ field: 'orderId', code: 'IS_NOT_EFFECTED' }]);
        return state.receiptNo ? [] : [{ type: 'ReceiptIssued', data: { orderId: command.orderId, receiptNo: command.receiptNo, at: command.at } }];
      case 'RefundOrder': {
        // Someone else's order is as good as unknown to the caller.
        if (state.userId !== command.userId) return DomainError.notFound();
        if (state.status !== 'paid' || state.paymentType !== 'card') return DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
        const amount = orderRefund(state.lines, state.subtotal, state.total, state.paidAt!, new Date(command.at));
        if (amount === null) {
          const online = state.lines.every((l) => !l.trainingStartsAt && l.kind !== 'membership');
          return DomainError.badRequest([online ? { field: 'orderId', code: 'BAD_REQUEST', rule: 'refundWindowPassed', n: OFFER_RULES.onlineRefundWindowDays } : { field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
        }
        return [{ type: 'OrderRefunded', data: { orderId: command.orderId, amount, reason: command.reason, at: command.at } }];
      }
      case 'ExpireOrder':
        // A paid order never expires; a success arriving after expiry is still taken (money is never lost).
        return state.status === 'placed' || state.status === 'awaiting-payment' || state.status === 'failed' ? [{ type: 'OrderExpired', data: { orderId: command.orderId, at: command.at } }] : [];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
