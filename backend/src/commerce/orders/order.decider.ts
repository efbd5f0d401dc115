import {
  OFFER_RULES,
  isBranchCode,
  isThaiTaxId,
  type Locale,
  type OrderEvent,
  type OrderLine,
  type OrderPlaced,
  type PaymentType,
  type Role,
  type TaxInvoiceBuyer,
  type VoucherRefusalReason,
} from '@khru/contracts';
import { ownCourseRefusal, type ItemTeachers } from '../own-course.js';
import { corporateRefusal } from '../personal-buyer.js';
import type { Decider } from '../../kernel/commands/decider.js';
import { orderLineRefund, orderRefund, trainingLineRefund } from './refund-policy.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type OrderCommand =
  | ({
      type: 'PlaceOrder';
      buyerRole: Role;
      /** Who teaches each course (none for a membership order). */ teachers?: ItemTeachers;
      /** The checkout's language (none for a renewal). */ locale?: Locale;
    } & OrderPlaced['data'])
  | { type: 'RequestPayment'; orderId: string; paymentId: string; payUrl: string; at: string }
  | {
      type: 'RecordPaymentSucceeded';
      orderId: string;
      paymentId: string;
      providerEventId: string;
      amount: number;
      paymentType: PaymentType;
      cardLast4: string | null;
      at: string;
    }
  | { type: 'RecordPaymentFailed'; orderId: string; paymentId: string; providerEventId: string; reason: string; at: string }
  | { type: 'IssueReceipt'; orderId: string; receiptNo: string; at: string }
  /** `byAdmin`: support refunds for the buyer (same policy); `userId` is then the administrator who asked. */
  | { type: 'RefundOrder'; orderId: string; userId: string; byAdmin?: boolean; reason: string; at: string }
  | {
      type: 'RefundOrderLine';
      orderId: string;
      userId: string;
      byAdmin?: boolean;
      itemId: string;
      reason: string;
      at: string;
      /** Set by the training refund workflow: the line's public training was called off or moved, so it goes back in full, whenever. */
      cause?: TrainingRefundCause;
    }
  | { type: 'ExpireOrder'; orderId: string; at: string }
  | { type: 'RecordTaxInvoiceBuyer'; orderId: string; userId: string; buyer: TaxInvoiceBuyer; at: string }
  | { type: 'RecordReceiptMailSent'; orderId: string; key: string; at: string }
  /** The learner pays a failed order again: a new attempt, whose charge the checkout workflow opens. */
  | { type: 'RetryPayment'; orderId: string; at: string }
  /** The checkout workflow's voucher use was refused for the attempt `paymentId`. */
  | { type: 'RefuseCheckout'; orderId: string; paymentId: string; reason: VoucherRefusalReason; at: string };

/** Why a line is refunded outside the refund window (spec section 9: a public training cancelled or postponed). */
export type TrainingRefundCause = 'training-cancelled' | 'training-postponed';

export type OrderState =
  | { status: 'absent' }
  | {
      /** `cancelled`: its voucher gave it no use before its first charge; it was never payable. */
      status: 'placed' | 'awaiting-payment' | 'paid' | 'failed' | 'refunded' | 'expired' | 'cancelled';
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
      /** The payment that was taken (a late success of an earlier attempt may be the one). */
      paidPaymentId: string | null;
      /** Lines already paid back one by one, with what each paid back. */
      refundedLines: Map<string, number>;
      locale: Locale | null;
      taxInvoiceBuyer: TaxInvoiceBuyer | null;
      /** Receipt and refund mails already sent, by key. */
      mailsSent: Set<string>;
      /** Payment attempts begun (placing is the first); the last is `open` until the checkout workflow answers it. */
      attempts: number;
      attemptOpen: boolean;
    };

/** The payment id of an order's n-th attempt (from 1): the provider's charge is keyed by it. */
export const paymentIdOf = (orderId: string, attempt: number): string => `${orderId}-${attempt}`;

const sum = (lines: OrderLine[]) => lines.reduce((s, l) => s + l.price, 0);

type Placed = Exclude<OrderState, { status: 'absent' }>;

/**
 * Why an order cannot be refunded at all by this caller, or null. Someone else's order is as good as
 * unknown to a learner; an administrator refunds any order, under the same policy.
 */
function refundRefusal(state: Placed, by: { userId: string; byAdmin?: boolean }): DomainError | null {
  if (!by.byAdmin && state.userId !== by.userId) return DomainError.notFound();
  if (state.status !== 'paid' || state.paymentType !== 'card')
    return DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
  return null;
}

/** A tax invoice names a buyer by name, address, a valid 13-digit tax id and a five-digit branch. */
function taxInvoiceBuyerRefusal(buyer: TaxInvoiceBuyer): DomainError | null {
  const fields = [
    ...(buyer.name === '' ? [{ field: 'name', code: 'IS_NOT_EMPTY' as const }] : []),
    ...(buyer.address === '' ? [{ field: 'address', code: 'IS_NOT_EMPTY' as const }] : []),
    ...(isThaiTaxId(buyer.taxId) ? [] : [{ field: 'taxId', code: 'BAD_REQUEST' as const, rule: 'taxIdInvalid' as const }]),
    ...(isBranchCode(buyer.branch) ? [] : [{ field: 'branch', code: 'BAD_REQUEST' as const, rule: 'branchCodeInvalid' as const }]),
  ];
  return fields.length > 0 ? DomainError.badRequest(fields) : null;
}

/** Online courses say when their window closed; anything else (membership, training begun) cannot be refunded. */
function windowRefusal(lines: OrderLine[]): DomainError {
  const online = lines.every((l) => !l.trainingStartsAt && l.kind !== 'membership');
  return DomainError.badRequest([
    online
      ? { field: 'orderId', code: 'BAD_REQUEST', rule: 'refundWindowPassed', n: OFFER_RULES.onlineRefundWindowDays }
      : { field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' },
  ]);
}

/** Each line goes back on its own, only if every one of them still can; never more than what is left of the total. */
function refundLines(state: Placed, lines: OrderLine[], command: { orderId: string; reason: string; at: string }): OrderEvent[] | DomainError {
  let refunded = [...state.refundedLines.values()].reduce((s, a) => s + a, 0);
  const events: OrderEvent[] = [];
  for (const line of lines) {
    const amount = orderLineRefund(line, state.subtotal, state.total, refunded, state.paidAt!, new Date(command.at));
    if (amount === null) return windowRefusal([line]);
    refunded += amount;
    events.push({ type: 'OrderLineRefunded', data: { orderId: command.orderId, itemId: line.itemId, amount, reason: command.reason, at: command.at } });
  }
  return events;
}

/**
 * A line whose public training was cancelled or postponed goes back in full, whatever the date. The workflow
 * asks once per seat and may ask again: an order not paid by card, a line not in it or already refunded gives nothing.
 */
function trainingRefund(state: Placed, command: { orderId: string; itemId: string; reason: string; at: string }): OrderEvent[] {
  if (state.status !== 'paid' || state.paymentType !== 'card') return [];
  const line = state.lines.find((l) => l.itemId === command.itemId);
  if (!line || state.refundedLines.has(line.itemId)) return [];
  const refunded = [...state.refundedLines.values()].reduce((s, a) => s + a, 0);
  const amount = trainingLineRefund(line, state.subtotal, state.total, refunded);
  return [{ type: 'OrderLineRefunded', data: { orderId: command.orderId, itemId: line.itemId, amount, reason: command.reason, at: command.at } }];
}

/**
 * One order from placement to receipt. Totals are checked to add up; a provider event is applied
 * once; a success for any payment the order asked for makes it paid (money taken is never lost),
 * and nothing after that unpays it; a receipt needs a paid order and is issued once; a card
 * payment is refunded by the rules of `refund-policy` (online courses within 7 days, public
 * training by the days before it starts): whole, or one line at a time, each line once; a line
 * of a public training cancelled or postponed goes back in full, whatever the date.
 * Each payment attempt (placing, then each retry of a failed order) stays open until the checkout
 * workflow answers it: a charge, a free payment, or its voucher's refusal, which cancels an order
 * not yet charged and leaves a failed one failed.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      return {
        status: 'placed',
        userId: d.userId,
        lines: d.lines,
        subtotal: d.subtotal,
        total: d.total,
        voucherCode: d.voucherCode,
        paymentIds: [],
        payUrl: null,
        seenProviderEvents: new Set(),
        receiptNo: null,
        paidAt: null,
        paymentType: null,
        paidPaymentId: null,
        refundedLines: new Map(),
        locale: null,
        taxInvoiceBuyer: null,
        mailsSent: new Set(),
        attempts: 1,
        attemptOpen: true,
      };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'PaymentRequested': {
        const paymentIds = [...state.paymentIds, event.data.paymentId];
        // Orders placed before attempts were recorded count theirs by their charges.
        const attempts = Math.max(state.attempts, paymentIds.length);
        return { ...state, status: 'awaiting-payment', paymentIds, payUrl: event.data.payUrl, attempts, attemptOpen: false };
      }
      case 'PaymentSucceeded':
        return {
          ...state,
          status: 'paid',
          attemptOpen: false,
          paidAt: event.data.at,
          paymentType: event.data.paymentType,
          paidPaymentId: event.data.paymentId,
          seenProviderEvents: new Set(state.seenProviderEvents).add(event.data.providerEventId),
        };
      case 'PaymentFailed':
        return { ...state, status: 'failed', seenProviderEvents: new Set(state.seenProviderEvents).add(event.data.providerEventId) };
      case 'ReceiptIssued':
        return { ...state, receiptNo: event.data.receiptNo };
      case 'OrderRefunded':
        return { ...state, status: 'refunded' };
      case 'OrderLineRefunded': {
        const refundedLines = new Map(state.refundedLines).set(event.data.itemId, event.data.amount);
        return { ...state, refundedLines, status: state.lines.every((l) => refundedLines.has(l.itemId)) ? 'refunded' : state.status };
      }
      case 'OrderExpired':
        return { ...state, status: 'expired', attemptOpen: false };
      case 'PaymentRetryRequested':
        return { ...state, attempts: state.attempts + 1, attemptOpen: true };
      case 'OrderCancelled':
        return { ...state, status: 'cancelled', attemptOpen: false };
      case 'PaymentRetryRefused':
        return { ...state, attemptOpen: false };
      case 'OrderLocaleChosen':
        return { ...state, locale: event.data.locale };
      case 'TaxInvoiceBuyerRecorded':
        return { ...state, taxInvoiceBuyer: event.data.buyer };
      case 'ReceiptMailSent':
        return { ...state, mailsSent: new Set(state.mailsSent).add(event.data.key) };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'PlaceOrder') {
      if (state.status !== 'absent') return DomainError.alreadyExists();
      const refusal =
        corporateRefusal(command.buyerRole) ??
        ownCourseRefusal(
          command.userId,
          command.lines.map((l) => l.itemId),
          command.teachers ?? {},
        );
      if (refusal) return refusal;
      const { type: _type, buyerRole: _role, teachers: _teachers, locale, ...data } = command;
      if (data.lines.length === 0) return DomainError.badRequest([{ field: 'items', code: 'IS_NOT_EMPTY' }]);
      const consistent =
        data.subtotal === sum(data.lines) && data.discount >= 0 && data.discount <= data.subtotal && data.total === data.subtotal - data.discount;
      if (!consistent || data.lines.some((l) => !Number.isInteger(l.price) || l.price < 0))
        return DomainError.badRequest([{ field: 'total', code: 'BAD_REQUEST' }]);
      return [
        { type: 'OrderPlaced', data },
        ...(locale ? [{ type: 'OrderLocaleChosen' as const, data: { orderId: data.orderId, locale, at: data.placedAt } }] : []),
      ];
    }
    if (state.status === 'absent') return DomainError.notFound();
    switch (command.type) {
      case 'RequestPayment':
        if (state.status === 'paid' || state.paymentIds.includes(command.paymentId)) return [];
        if (state.status === 'expired') return DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
        if (state.status === 'awaiting-payment' || state.status === 'cancelled') return DomainError.conflict();
        return [
          {
            type: 'PaymentRequested',
            data: { orderId: command.orderId, paymentId: command.paymentId, amount: state.total, payUrl: command.payUrl, at: command.at },
          },
        ];
      case 'RecordPaymentSucceeded': {
        if (state.seenProviderEvents.has(command.providerEventId) || state.status === 'paid' || state.status === 'refunded') return [];
        const known = command.paymentType === 'free' ? state.total === 0 && state.status !== 'cancelled' : state.paymentIds.includes(command.paymentId);
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
        const refusal = refundRefusal(state, command);
        if (refusal) return refusal;
        // After a line went back on its own, the rest of the order goes back line by line.
        if (state.refundedLines.size > 0)
          return refundLines(
            state,
            state.lines.filter((l) => !state.refundedLines.has(l.itemId)),
            command,
          );
        const amount = orderRefund(state.lines, state.subtotal, state.total, state.paidAt!, new Date(command.at));
        if (amount === null) return windowRefusal(state.lines);
        return [{ type: 'OrderRefunded', data: { orderId: command.orderId, amount, reason: command.reason, at: command.at } }];
      }
      case 'RefundOrderLine': {
        if (command.cause) return trainingRefund(state, command);
        const refusal = refundRefusal(state, command);
        if (refusal) return refusal;
        const line = state.lines.find((l) => l.itemId === command.itemId);
        if (!line) return DomainError.badRequest([{ field: 'itemId', code: 'NOT_FOUND' }]);
        if (state.refundedLines.has(line.itemId)) return DomainError.badRequest([{ field: 'itemId', code: 'BAD_REQUEST', rule: 'lineRefunded' }]);
        return refundLines(state, [line], command);
      }
      case 'ExpireOrder':
        // A paid order never expires; a success arriving after expiry is still taken (money is never lost).
        return state.status === 'placed' || state.status === 'awaiting-payment' || state.status === 'failed'
          ? [{ type: 'OrderExpired', data: { orderId: command.orderId, at: command.at } }]
          : [];
      case 'RecordTaxInvoiceBuyer': {
        if (state.userId !== command.userId) return DomainError.notFound();
        if (state.status === 'expired') return DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
        const buyer = { name: command.buyer.name.trim(), address: command.buyer.address.trim(), taxId: command.buyer.taxId, branch: command.buyer.branch };
        const refusal = taxInvoiceBuyerRefusal(buyer);
        if (refusal) return refusal;
        const same = state.taxInvoiceBuyer && (Object.keys(buyer) as (keyof TaxInvoiceBuyer)[]).every((k) => state.taxInvoiceBuyer![k] === buyer[k]);
        return same ? [] : [{ type: 'TaxInvoiceBuyerRecorded', data: { orderId: command.orderId, buyer, at: command.at } }];
      }
      case 'RecordReceiptMailSent':
        return state.mailsSent.has(command.key) ? [] : [{ type: 'ReceiptMailSent', data: { orderId: command.orderId, key: command.key, at: command.at } }];
      case 'RetryPayment': {
        // Only a failed order whose last attempt has been answered: a retry already under way is the one answered.
        if (state.status !== 'failed' || state.attemptOpen) return [];
        const paymentId = paymentIdOf(command.orderId, state.attempts + 1);
        return [{ type: 'PaymentRetryRequested', data: { orderId: command.orderId, paymentId, at: command.at } }];
      }
      case 'RefuseCheckout': {
        const { orderId, paymentId, reason, at } = command;
        if (!state.attemptOpen || paymentId !== paymentIdOf(orderId, state.attempts)) return [];
        return state.status === 'placed'
          ? [{ type: 'OrderCancelled', data: { orderId, reason, at } }]
          : [{ type: 'PaymentRetryRefused', data: { orderId, paymentId, reason, at } }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
