import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeVoucherCode, orderStream, voucherStream, type PaymentStartedResponse } from '@khru/contracts';
import { newEventId, type DocumentStore, type PaymentGateway } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, PAYMENT_GATEWAY } from '../../../kernel/infrastructure/tokens.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { orderDecider } from '../../orders/order.decider.js';
import { voucherDecider } from '../../vouchers/voucher.decider.js';
import { quoteVoucher } from '../../vouchers/quote-voucher.js';
import { assertNotOwned } from '../assert-not-owned.js';
import { OrderFulfilment } from '../order-fulfilment.js';
import { priceLines } from '../price-lines.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

/**
 * Checkout as a process: check the items (on sale, not owned), price them now, take the voucher
 * use, place the order, then ask the provider for a charge (or settle at once when nothing is
 * owed). The order id comes from the learner's idempotency key, and every step is keyed by the
 * order, so the same checkout sent again, even twenty times at once, is one order and one charge.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, PaymentStartedResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly fulfilment: OrderFulfilment,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ userId, role, items, voucherCode, metadata }: StartCheckoutCommand): Promise<PaymentStartedResponse> {
    if (role === 'B2B') throw new DomainError('FORBIDDEN', 403);
    const unique = items.filter((item, i) => items.findIndex((x) => x.itemId === item.itemId) === i);
    const orderId = metadata.idempotencyKey ? newEventId(`order:${metadata.idempotencyKey}`, 0) : randomUUID();
    const existing = await this.executor.load(orderDecider, orderStream(orderId));
    if (existing.status === 'absent') await this.place(orderId, userId, unique, voucherCode, metadata);
    return this.collect(orderId, metadata);
  }

  private async place(orderId: string, userId: string, items: StartCheckoutCommand['items'], voucherCode: string | null, metadata: StartCheckoutCommand['metadata']) {
    await assertItemsOnSale(this.documents, items, (i) => `items.${i}.itemId`);
    await assertNotOwned(this.documents, userId, items, metadata.now);
    const lines = await priceLines(this.documents, items, metadata.now);
    const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
    const quote = voucherCode ? await quoteVoucher(this.executor, voucherCode, userId, lines, metadata.now) : null;
    const step = (name: string) => commandMetadata({ ...metadata, idempotencyKey: `${name}:${orderId}` });
    const at = metadata.now.toISOString();
    if (quote) {
      await this.executor.execute(voucherDecider, voucherStream(quote.voucherCode), { type: 'RedeemVoucher', code: quote.voucherCode, orderId, userId, at }, step('redeem'));
    }
    const discount = quote?.discount ?? 0;
    try {
      await this.executor.execute(
        orderDecider,
        orderStream(orderId),
        { type: 'PlaceOrder', orderId, userId, lines, subtotal, discount, total: subtotal - discount, voucherCode: quote?.voucherCode ?? null, placedAt: at },
        step('place'),
      );
    } catch (error) {
      if (quote) await this.executor.execute(voucherDecider, voucherStream(quote.voucherCode), { type: 'ReleaseVoucher', code: quote.voucherCode, orderId, at }, step('unplaced'));
      throw error;
    }
  }

  /** Asks for a charge once per attempt; a free order is settled at once. */
  private async collect(orderId: string, metadata: StartCheckoutCommand['metadata']): Promise<PaymentStartedResponse> {
    const order = await this.executor.load(orderDecider, orderStream(orderId));
    if (order.status === 'absent') throw DomainError.notFound();
    const answer = (status: PaymentStartedResponse['status'], payUrl: string | null, position: string | null): PaymentStartedResponse => ({ orderId, status, payUrl, total: order.total, position });
    if (order.status === 'paid') return answer('paid', null, await this.fulfilment.settle(orderId, metadata));
    if (order.status === 'awaiting-payment') return answer('awaiting-payment', order.payUrl, null);
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
      await this.executor.execute(
        orderDecider,
        orderStream(orderId),
        { type: 'RecordPaymentSucceeded', orderId, paymentId: 'free', providerEventId: `free:${orderId}`, amount: 0, paymentType: 'free', cardLast4: null, at },
        commandMetadata({ ...metadata, idempotencyKey: `free:${orderId}` }),
      );
      return answer('paid', null, await this.fulfilment.settle(orderId, metadata));
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
