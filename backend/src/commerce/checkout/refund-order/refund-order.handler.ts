import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entitlementStream, orderStream } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { PAYMENT_GATEWAY } from '../../../kernel/infrastructure/tokens.js';
import { entitlementDecider } from '../../entitlements/entitlement.decider.js';
import { orderDecider } from '../../orders/order.decider.js';
import { RefundOrderCommand } from './refund-order.command.js';

/**
 * A refund (spec section 9): the order's rules are checked first, then the provider returns the
 * money, then the refund is recorded and the order's entitlements are withdrawn, each step keyed by
 * the order so that asking twice refunds once.
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
    await this.gateway.refund(state.paymentIds.at(-1)!, state.total);
    const step = (name: string) => commandMetadata({ ...metadata, idempotencyKey: `${name}:${orderId}` });
    await this.executor.execute(orderDecider, orderStream(orderId), command, step('refund'));
    return this.executor.execute(entitlementDecider, entitlementStream(state.userId), { type: 'RevokeOrder', userId: state.userId, orderId, at: command.at }, step('revoke'));
  }
}
