import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type ItemRef, type PaymentStartedResponse } from '@khru/contracts';
import { deterministicEventId, newEventId, type DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { WorkflowOutcome } from '../../../kernel/workflows/workflow-outcome.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { itemTeachers } from '../../item-teachers.js';
import { orderDecider, paymentIdOf, type OrderState } from '../../orders/order.decider.js';
import { quoteVoucher } from '../../vouchers/quote-voucher.js';
import { assertNotOwned } from '../assert-not-owned.js';
import { checkoutOutcome } from '../checkout-outcome.js';
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

/** An order that was never payable (its voucher gave it no use) is as if it had not been placed: the checkout moves on. */
const movesOn = (order: OrderState, keyed: boolean) => order.status === 'cancelled' || (!keyed && (order.status === 'expired' || order.status === 'refunded'));

/**
 * Checkout appends one fact to the order stream (ADR 34): `OrderPlaced`, or `PaymentRetryRequested` for a failed
 * order paid again. First it checks what would refuse at once and make nothing: the items (on sale, not owned, not
 * waiting in another order: the same order is resumed instead), their prices now, the voucher (valid, eligible, a use
 * left) and the order's own rules. The `checkout` workflow then takes the voucher use and opens the charge (a free
 * order is paid at once); the request waits for its answer on the order stream and answers as before, the voucher
 * refused if another order took its last use in between. Everything after the payment's outcome is settlement's.
 *
 * The order id comes from the learner's idempotency key, or else from the learner and the items,
 * so the same checkout sent again, even twenty times at once, is one order and one charge.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, PaymentStartedResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly outcome: WorkflowOutcome,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
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

  /** The order this checkout continues or starts: the first round that has not ended (with a key, that was not cancelled). */
  private async orderFor(userId: string, items: ItemRef[], idempotencyKey: string | undefined): Promise<{ orderId: string; order: OrderState }> {
    const basket = items
      .map((i) => i.itemId)
      .sort()
      .join(',');
    for (let round = 0; ; round++) {
      const orderId = idempotencyKey ? newEventId(`order:${idempotencyKey}`, round) : deterministicEventId(`order:${userId}:${basket}:${round}`, 0);
      const order = await this.executor.load(orderDecider, orderStream(orderId));
      if (!movesOn(order, !!idempotencyKey) || round >= MAX_ORDER_ROUNDS) return { orderId, order };
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
    const discount = quote?.discount ?? 0;
    const teachers = await itemTeachers(this.documents, items);
    await this.executor.execute(
      orderDecider,
      orderStream(orderId),
      {
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
        placedAt: metadata.now.toISOString(),
      },
      commandMetadata({ ...metadata, idempotencyKey: `place:${orderId}` }),
    );
  }

  /** Answers the order as it stands, or the outcome of its open attempt; a failed order begins a new attempt. */
  private async collect(orderId: string, metadata: StartCheckoutCommand['metadata']): Promise<PaymentStartedResponse> {
    const order = await this.executor.load(orderDecider, orderStream(orderId));
    if (order.status === 'absent') throw DomainError.notFound();
    const answer = (status: PaymentStartedResponse['status'], payUrl: string | null): PaymentStartedResponse => ({
      orderId,
      status,
      payUrl,
      total: order.total,
      position: null,
    });
    if (order.status === 'paid' || order.status === 'refunded') return answer('paid', null);
    if (order.status === 'awaiting-payment') return answer('awaiting-payment', order.payUrl);
    if (order.status === 'expired') throw DomainError.badRequest([{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
    let attempt = order.attempts;
    if (order.status === 'failed' && !order.attemptOpen) {
      attempt += 1;
      // Keyed by the attempt it begins, so the same retry sent at once begins one.
      await this.executor.execute(
        orderDecider,
        orderStream(orderId),
        { type: 'RetryPayment', orderId, at: metadata.now.toISOString() },
        commandMetadata({ ...metadata, idempotencyKey: `retry:${paymentIdOf(orderId, attempt)}` }),
      );
    }
    return checkoutOutcome(this.outcome, orderId, paymentIdOf(orderId, attempt), order.total);
  }
}
