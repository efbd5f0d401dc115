import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeVoucherCode, orderStream, voucherStream, type ItemRef, type PaymentStartedResponse } from '@khru/contracts';
import { deterministicEventId, newEventId, type DocumentStore, type PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, PAYMENT_GATEWAY } from '../../../kernel/infrastructure/tokens.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { itemTeachers } from '../../item-teachers.js';
import { orderDecider, type OrderCommand, type OrderState } from '../../orders/order.decider.js';
import { voucherDecider } from '../../vouchers/voucher.decider.js';
import { quoteVoucher } from '../../vouchers/quote-voucher.js';
import { assertNotOwned } from '../assert-not-owned.js';
import { resumablePendingOrder } from '../pending-order.js';
import { priceLines } from '../../price-lines.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

/** How many ended orders (expired, refunded) for the same items a learner may start again after. */
const MAX_ORDER_ROUNDS = 50;

const sameItems = (order: Extract<OrderState, { lines: unknown }>, items: ItemRef[]) => {
  const a = order.lines.map((l) => l.itemId).sort();
  const b = items.map((i) => i.itemId).sort();
  return a.length === b.length && a.every((id, i) => id === b[i]);
};

/**
 * Checkout: check the items (on sale, not owned, not waiting in another order: the same order is
 * resumed instead), price them now,
 * take the voucher use, place the order, and ask the provider for a charge (a free order is paid at
 * once). Everything after the payment's outcome is the settlement workflow's, including giving the
 * voucher use back when the order is declined, expires, or was never placed.
 *
 * The order id comes from the learner's idempotency key, or else from the learner and the items,
 * so the same checkout sent again, even twenty times at once, is one order and one charge.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, PaymentStartedResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ userId, role, items, voucherCode, locale, metadata }: StartCheckoutCommand): Promise<PaymentStartedResponse> {
    const unique = items.filter((item, i) => items.findIndex((x) => x.itemId === item.itemId) === i);
    const { orderId, order } = await this.orderFor(userId, unique, metadata.idempotencyKey);
    if (order.status === 'absent') {
      const pending = await resumablePendingOrder(this.documents, userId, unique, voucherCode, orderId);
      if (pending) return this.collect(pending, metadata);
      await this.place(orderId, userId, role, unique, voucherCode, locale, metadata);
    } else if (!metadata.idempotencyKey && order.status === 'paid')
      throw new DomainError('ALREADY_EXIST', [{ field: 'items', code: 'ALREADY_EXIST', rule: 'alreadyOwned' }]);
    else if (order.userId !== userId || !sameItems(order, unique))
      throw new DomainError('CONFLICT', [{ field: 'items', code: 'CONFLICT', rule: 'idempotencyKeyReused' }]);
    return this.collect(orderId, metadata);
  }

  /** The order this checkout continues or starts: with no key, the first round for these items that has not ended. */
  private async orderFor(userId: string, items: ItemRef[], idempotencyKey: string | undefined): Promise<{ orderId: string; order: OrderState }> {
    if (idempotencyKey) {
      const orderId = newEventId(`order:${idempotencyKey}`, 0);
      return { orderId, order: await this.executor.load(orderDecider, orderStream(orderId)) };
    }
    const basket = items
      .map((i) => i.itemId)
      .sort()
      .join(',');
    for (let round = 0; ; round++) {
      const orderId = deterministicEventId(`order:${userId}:${basket}:${round}`, 0);
      const order = await this.executor.load(orderDecider, orderStream(orderId));
      const ended = order.status === 'expired' || order.status === 'refunded';
      if (!ended || round >= MAX_ORDER_ROUNDS) return { orderId, order };
    }
  }

  private async place(
    orderId: string,
    userId: string,
    role: StartCheckoutCommand['role'],
    items: ItemRef[],
    voucherCode: string | null,
    locale: StartCheckoutCommand['locale'],
    metadata: StartCheckoutCommand['metadata'],
  ) {
    await assertItemsOnSale(this.documents, items, (i) => `items.${i}.itemId`);
    await assertNotOwned(this.documents, userId, items, metadata.now);
    const lines = await priceLines(this.documents, items, metadata.now);
    const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
    const quote = voucherCode ? await quoteVoucher(this.executor, this.documents, voucherCode, userId, lines, metadata.now) : null;
    const step = (name: string) => commandMetadata({ ...metadata, idempotencyKey: `${name}:${orderId}` });
    const at = metadata.now.toISOString();
    const discount = quote?.discount ?? 0;
    const teachers = await itemTeachers(this.documents, items);
    const placing: OrderCommand = {
      type: 'PlaceOrder',
      buyerRole: role,
      teachers,
      locale,
      orderId,
      userId,
      lines,
      subtotal,
      discount,
      total: subtotal - discount,
      voucherCode: quote?.voucherCode ?? null,
      placedAt: at,
    };
    // The order's own rules first (who may buy, totals), so that a refused order takes no voucher use.
    const refusal = orderDecider.decide(placing, orderDecider.initialState());
    if (refusal instanceof DomainError) throw refusal;
    // Then the voucher use, so that its last use goes to one order; if the order is never placed, settlement gives it back at the checkout deadline.
    if (quote) {
      await this.executor.execute(
        voucherDecider,
        voucherStream(quote.voucherCode),
        { type: 'RedeemVoucher', code: quote.voucherCode, orderId, userId, at },
        step('redeem'),
      );
    }
    await this.executor.execute(orderDecider, orderStream(orderId), placing, step('place'));
  }

  /** Asks for a charge once per attempt; a free order is paid at once. */
  private async collect(orderId: string, metadata: StartCheckoutCommand['metadata']): Promise<PaymentStartedResponse> {
    const order = await this.executor.load(orderDecider, orderStream(orderId));
    if (order.status === 'absent') throw DomainError.notFound();
    const answer = (status: PaymentStartedResponse['status'], payUrl: string | null, position: string | null): PaymentStartedResponse => ({
      orderId,
      status,
      payUrl,
      total: order.total,
      position,
    });
    if (order.status === 'paid' || order.status === 'refunded') return answer('paid', null, null);
    if (order.status === 'awaiting-payment') return answer('awaiting-payment', order.payUrl, null);
    if (order.status === 'expired') throw DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
    const at = metadata.now.toISOString();
    if (order.status === 'failed' && order.voucherCode) {
      // The declined attempt gave its voucher use back: paying again at the discounted total takes it again.
      const code = normalizeVoucherCode(order.voucherCode);
      await this.executor.execute(
        voucherDecider,
        voucherStream(code),
        { type: 'RedeemVoucher', code, orderId, userId: order.userId, at },
        commandMetadata({ ...metadata, idempotencyKey: `redeem:${orderId}:${order.paymentIds.length + 1}` }),
      );
    }
    if (order.total === 0) {
      const paid = await this.executor.execute(
        orderDecider,
        orderStream(orderId),
        { type: 'RecordPaymentSucceeded', orderId, paymentId: 'free', providerEventId: `free:${orderId}`, amount: 0, paymentType: 'free', cardLast4: null, at },
        commandMetadata({ ...metadata, idempotencyKey: `free:${orderId}` }),
      );
      return answer('paid', null, accepted(paid).position);
    }
    const paymentId = `${orderId}-${order.paymentIds.length + 1}`;
    const { payUrl } = await this.gateway.createCharge({
      paymentId,
      orderId,
      amount: order.total,
      description: order.lines.map((l) => l.titleEn).join(', '),
      returnUrl: `/check-out/result?orderId=${orderId}`,
    });
    const requested = await this.executor.execute(
      orderDecider,
      orderStream(orderId),
      { type: 'RequestPayment', orderId, paymentId, payUrl, at },
      commandMetadata({ ...metadata, idempotencyKey: `request:${paymentId}` }),
    );
    return answer('awaiting-payment', payUrl, accepted(requested).position);
  }
}
