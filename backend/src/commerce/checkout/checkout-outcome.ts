import { orderStream, type OrderEvent, type PaymentStartedResponse } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { accepted, resultOfRecorded } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { WorkflowOutcome } from '../../kernel/workflows/workflow-outcome.js';
import { voucherRefused } from '../vouchers/voucher.decider.js';

/** The order event that answers the attempt `paymentId`: its charge, a payment, its voucher's refusal, or the order's expiry. */
function answers(paymentId: string) {
  return (recorded: RecordedEvent): boolean => {
    const event = { type: recorded.type, data: recorded.data } as OrderEvent;
    switch (event.type) {
      case 'PaymentRequested':
      case 'PaymentRetryRefused':
        return event.data.paymentId === paymentId;
      case 'PaymentSucceeded':
      case 'OrderCancelled':
      case 'OrderExpired':
        return true;
      default:
        return false;
    }
  };
}

/**
 * Waits for the checkout workflow to answer an order's payment attempt (ADR 34), and answers the checkout as the
 * request did when it did the steps itself: the pay page, paid, or the voucher's refusal. Past the wait it refuses with
 * REQUEST_TIMEOUT; the attempt stands and the workflow still finishes it.
 */
export async function checkoutOutcome(outcome: WorkflowOutcome, orderId: string, paymentId: string, total: number): Promise<PaymentStartedResponse> {
  const recorded = await outcome.of(orderStream(orderId), answers(paymentId));
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  const position = accepted(resultOfRecorded(recorded)).position;
  switch (event.type) {
    case 'PaymentRequested':
      return { orderId, status: 'awaiting-payment', payUrl: event.data.payUrl, total, position };
    case 'PaymentSucceeded':
      return { orderId, status: 'paid', payUrl: null, total, position };
    case 'OrderCancelled':
    case 'PaymentRetryRefused':
      throw voucherRefused(event.data.reason);
    default:
      throw DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
  }
}
