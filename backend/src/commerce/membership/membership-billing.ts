import { Inject, Injectable } from '@nestjs/common';
import { MEMBERSHIP_PLAN, membershipStream, orderStream, type OrderLine } from '@khru/contracts';
import { newEventId, type PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { commandMetadata, type CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { OrderFulfilment } from '../checkout/order-fulfilment.js';
import { orderDecider } from '../orders/order.decider.js';
import { membershipDecider } from './membership.decider.js';

export const MEMBERSHIP_LINE: OrderLine = { itemId: MEMBERSHIP_PLAN.id, isBundle: false, titleEn: 'Yearly membership', titleTh: 'สมาชิกรายปี', price: MEMBERSHIP_PLAN.price, courseIds: [], kind: 'membership' };

/**
 * Charges a year of membership to the card on file: an order (so it has a receipt and can be
 * refunded) whose id comes from `reason`, so a retried deadline or request charges once. The
 * outcome arrives by webhook and is settled like any order.
 */
@Injectable()
export class MembershipBilling {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly fulfilment: OrderFulfilment,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async chargeYear(userId: string, reason: string, cause: CommandMetadata): Promise<string> {
    const membership = await this.executor.load(membershipDecider, membershipStream(userId));
    const orderId = newEventId(`membership:${userId}:${reason}`, 0);
    const step = (name: string) => commandMetadata({ correlationId: cause.correlationId, causationId: cause.causationId, userId: 'system', now: cause.now, idempotencyKey: `${name}:${orderId}` });
    const at = cause.now.toISOString();
    const order = await this.executor.load(orderDecider, orderStream(orderId));
    if (order.status === 'absent') {
      await this.executor.execute(
        orderDecider,
        orderStream(orderId),
        { type: 'PlaceOrder', orderId, userId, lines: [MEMBERSHIP_LINE], subtotal: MEMBERSHIP_PLAN.price, discount: 0, total: MEMBERSHIP_PLAN.price, voucherCode: null, placedAt: at },
        step('place'),
      );
    }
    // Paid, or a charge already on its way: the webhook will settle it.
    if (order.status === 'paid' || order.status === 'awaiting-payment' || !membership.card) return orderId;
    const paymentId = `${orderId}-${order.status === 'absent' ? 1 : order.paymentIds.length + 1}`;
    await this.executor.execute(orderDecider, orderStream(orderId), { type: 'RequestPayment', orderId, paymentId, payUrl: '', at }, step(`request:${paymentId}`));
    const refusal = await this.gateway.chargeSavedCard({ paymentId, orderId, amount: MEMBERSHIP_PLAN.price, description: MEMBERSHIP_LINE.titleEn, returnUrl: '/membership', cardToken: membership.card.token });
    if (refusal) {
      // Refused at once: settled like a declined charge, so the membership is suspended rather than left waiting.
      await this.executor.execute(
        orderDecider,
        orderStream(orderId),
        { type: 'RecordPaymentFailed', orderId, paymentId, providerEventId: `refused:${paymentId}`, reason: refusal.refused, at },
        step(`refused:${paymentId}`),
      );
      await this.fulfilment.settle(orderId, cause);
    }
    return orderId;
  }
}
