import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { PAYMENT_GATEWAY } from '../../../kernel/infrastructure/tokens.js';
import { orderDecider } from '../../orders/order.decider.js';
import { RefundOrderCommand } from './refund-order.command.js';

/**
 * A refund (spec section 9): the order's rules are checked first, then the provider returns the
 * money (keyed by the order, so asking twice refunds once), then the refund is recorded. The
 * settlement workflow withdraws what the order granted.
 */
@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ orderId, userId, reason, metadata }: RefundOrderCommand): Promise<CommandResult> {
    const state = await this.executor.load(orderDecider, orderStream(orderId));
    if (state.status === 'absent') throw DomainError.notFound();
    const command = { type: 'RefundOrder' as const, orderId, userId, reason, at: metadata.now.toISOString() };
    const check = orderDecider.decide(command, state);
    if (check instanceof DomainError) throw check;
    await this.gateway.refund({ paymentId: state.paymentIds.at(-1)!, amount: state.total, idempotencyKey: `refund:${orderId}` });
    return this.executor.execute(orderDecider, orderStream(orderId), command, commandMetadata({ ...metadata, idempotencyKey: `refund:${orderId}` }));
  }
}
