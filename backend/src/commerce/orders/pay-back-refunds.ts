import type { OrderEvent } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';

/**
 * Asks the provider to return the money of refunds an order just decided, before they are recorded: keyed by the
 * order, or by the order and the line, so whoever asks for the same refund (the learner, an administrator, a
 * cancelled training) pays back once.
 */
export async function payBackRefunds(gateway: PaymentGateway, paymentId: string, refunds: readonly OrderEvent[]): Promise<void> {
  for (const refund of refunds) {
    const orderId = refund.data.orderId;
    if (refund.type === 'OrderRefunded') await gateway.refund({ paymentId, amount: refund.data.amount, idempotencyKey: `refund:${orderId}` });
    if (refund.type === 'OrderLineRefunded')
      await gateway.refund({ paymentId, amount: refund.data.amount, idempotencyKey: `refund:${orderId}:${refund.data.itemId}` });
  }
}
