import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { membershipStream, orderStream } from '@khru/contracts';
import type { PaymentGateway } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { CHARGE_SAVED_CARD, type ChargeSavedCardInput } from './charge-saved-card.js';
import { orderDecider } from '../orders/order.decider.js';
import { membershipDecider } from './membership.decider.js';
import { MEMBERSHIP_LINE } from './membership-renewal.workflow.js';

/**
 * Charges a membership order to the card on file. The provider answers by webhook; a charge it
 * refuses at once (no card, a card it no longer knows) is recorded as a failed payment, so the
 * membership is suspended rather than left waiting. The payment id keys the charge at the provider.
 */
@Injectable()
export class ChargeSavedCardEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(CHARGE_SAVED_CARD, (input, metadata) => this.charge(input, metadata));
  }

  private async charge({ userId, orderId, paymentId, amount }: ChargeSavedCardInput, metadata: CommandMetadata): Promise<void> {
    const { card } = await this.executor.load(membershipDecider, membershipStream(userId));
    const refusal = card
      ? await this.gateway.chargeSavedCard({
          paymentId,
          orderId,
          amount,
          description: MEMBERSHIP_LINE.titleEn,
          returnUrl: '/membership',
          cardToken: card.token,
        })
      : { refused: 'no_card' };
    if (!refusal) return;
    await this.executor.execute(
      orderDecider,
      orderStream(orderId),
      { type: 'RecordPaymentFailed', orderId, paymentId, providerEventId: `refused:${paymentId}`, reason: refusal.refused, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
