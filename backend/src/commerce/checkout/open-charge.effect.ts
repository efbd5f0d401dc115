import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { orderStream } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { orderDecider, paymentIdOf } from '../orders/order.decider.js';
import { OPEN_CHARGE, type OpenChargeInput } from './open-charge.js';

/**
 * Opens the provider's charge for the attempt the checkout workflow names, then records `RequestPayment` with its pay
 * page. Only the attempt still open is charged: an order that expired meanwhile, or a redelivery after the charge was
 * recorded, opens nothing. The payment id keys the charge at the provider, so a redelivery before the record opens the
 * same one.
 */
@Injectable()
export class OpenChargeEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(OPEN_CHARGE, (input, metadata) => this.open(input, metadata));
  }

  private async open({ orderId, paymentId }: OpenChargeInput, metadata: CommandMetadata): Promise<void> {
    const order = await this.executor.load(orderDecider, orderStream(orderId));
    if (order.status === 'absent' || !order.attemptOpen || paymentIdOf(orderId, order.attempts) !== paymentId) return;
    const { payUrl } = await this.gateway.createCharge({
      paymentId,
      orderId,
      amount: order.total,
      description: order.lines.map((l) => l.titleEn).join(', '),
      returnUrl: `/check-out/result?orderId=${orderId}`,
    });
    await this.executor.execute(
      orderDecider,
      orderStream(orderId),
      { type: 'RequestPayment', orderId, paymentId, payUrl, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
