import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { PAYMENT_GATEWAY } from '../../../kernel/infrastructure/tokens.js';
import { orderDecider, type OrderCommand } from '../order.decider.js';
import { payBackRefunds } from '../pay-back-refunds.js';
import { RefundOrderCommand } from './refund-order.command.js';

/**
 * A refund (spec section 9): the order's rules are checked first, then the provider returns the
 * money (keyed by the order, or by the order and the line for a line's refund, so asking twice
 * refunds once), then the refund is recorded. An administrator's refund follows the same path. The settlement workflow withdraws what the order,
 * or only the refunded line, granted. Deciding, refunding and recording run in the order stream's turn, so of
 * refunds asked at once the first is made and the rest are refused as a later one would be, on every profile.
 */
@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ orderId, userId, reason, itemId, metadata, byAdmin }: RefundOrderCommand): Promise<CommandResult> {
    const state = await this.executor.load(orderDecider, orderStream(orderId));
    if (state.status === 'absent') throw DomainError.notFound();
    const at = metadata.now.toISOString();
    const command: OrderCommand = itemId
      ? { type: 'RefundOrderLine', orderId, userId, byAdmin, itemId, reason, at }
      : { type: 'RefundOrder', orderId, userId, byAdmin, reason, at };
    const key = itemId ? `refund:${orderId}:${itemId}` : state.refundedLines.size === 0 ? `refund:${orderId}` : `refund:${orderId}:rest`;
    const paymentId = state.paidPaymentId ?? state.paymentIds.at(-1)!;
    const refundMetadata = commandMetadata({ ...metadata, idempotencyKey: key });
    return this.executor.executeAfterEffect(orderDecider, orderStream(orderId), command, refundMetadata, (refunds) =>
      payBackRefunds(this.gateway, paymentId, refunds),
    );
  }
}
