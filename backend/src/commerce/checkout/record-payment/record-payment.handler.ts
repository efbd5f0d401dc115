import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { orderDecider } from '../../orders/order.decider.js';
import { RecordPaymentCommand } from './record-payment.command.js';

/**
 * Applies a provider notice to its order, keyed by the provider's event id (a redelivery appends
 * nothing). What follows (courses, receipt, voucher back) is the settlement workflow's.
 */
@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand, { position: string | null }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ event, metadata }: RecordPaymentCommand): Promise<{ position: string | null }> {
    const at = metadata.now.toISOString();
    const recorded = await this.executor.execute(
      orderDecider,
      orderStream(event.orderId),
      event.type === 'charge.succeeded'
        ? {
            type: 'RecordPaymentSucceeded',
            orderId: event.orderId,
            paymentId: event.paymentId,
            providerEventId: event.id,
            amount: event.amount,
            paymentType: 'card',
            cardLast4: event.cardLast4,
            at,
          }
        : { type: 'RecordPaymentFailed', orderId: event.orderId, paymentId: event.paymentId, providerEventId: event.id, reason: event.reason ?? 'failed', at },
      commandMetadata({ ...metadata, idempotencyKey: `webhook:${event.id}` }),
    );
    return accepted(recorded);
  }
}
