import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { orderStream } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { orderDecider } from '../orders/order.decider.js';
import { payBackRefunds } from '../orders/pay-back-refunds.js';
import { REFUND_TRAINING_SEAT, type RefundTrainingSeatInput } from './refund-training-seat.js';

/**
 * Refunds one seat's order line as a learner's refund is made (ADR 12): decided by the order, the provider returns
 * the money (keyed by the order and the line, so a learner asking for the same line at the same time is paid once),
 * then the refund is recorded, all in the order stream's turn. A line already refunded decides nothing and pays nothing.
 */
@Injectable()
export class RefundTrainingSeatEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(REFUND_TRAINING_SEAT, (input, metadata) => this.refund(input, metadata));
  }

  private async refund({ orderId, userId, itemId, cause, reason, at }: RefundTrainingSeatInput, metadata: CommandMetadata): Promise<void> {
    const state = await this.executor.load(orderDecider, orderStream(orderId));
    if (state.status === 'absent') return;
    const paymentId = state.paidPaymentId ?? state.paymentIds.at(-1)!;
    await this.executor.executeAfterEffect(
      orderDecider,
      orderStream(orderId),
      { type: 'RefundOrderLine', orderId, userId, itemId, reason, at, cause },
      metadata,
      (refunds) => payBackRefunds(this.gateway, paymentId, refunds),
    );
  }
}
