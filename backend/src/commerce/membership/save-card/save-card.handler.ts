import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipStream } from '@khru/contracts';
import { deterministicEventId } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { membershipDecider } from '../membership.decider.js';
import { SaveCardCommand } from './save-card.command.js';

/** Keeps the card on file (keyed by the provider's notice); a suspended membership is charged again with it. */
@CommandHandler(SaveCardCommand)
export class SaveCardHandler implements ICommandHandler<SaveCardCommand, void> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ event, metadata }: SaveCardCommand): Promise<void> {
    const state = await this.executor.load(membershipDecider, membershipStream(event.userId));
    const retryOrderId = deterministicEventId(`membership:${event.userId}:after-suspension:${[...state.failedOrders].at(-1) ?? 'none'}`, 0);
    await this.executor.execute(
      membershipDecider,
      membershipStream(event.userId),
      { type: 'SaveCard', userId: event.userId, cardToken: event.cardToken, last4: event.last4, retryOrderId, at: metadata.now.toISOString() },
      commandMetadata({ ...metadata, idempotencyKey: `webhook:${event.id}` }),
    );
  }
}
