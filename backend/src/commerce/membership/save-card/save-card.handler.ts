import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { MembershipBilling } from '../membership-billing.js';
import { membershipDecider } from '../membership.decider.js';
import { SaveCardCommand } from './save-card.command.js';

/** Keeps the card on file; a suspended membership is charged again at once with it (spec section 4: use resumes once the payment method is changed). */
@CommandHandler(SaveCardCommand)
export class SaveCardHandler implements ICommandHandler<SaveCardCommand, void> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly billing: MembershipBilling,
  ) {}

  async execute({ event, metadata }: SaveCardCommand): Promise<void> {
    const keyed = commandMetadata({ ...metadata, idempotencyKey: `webhook:${event.id}` });
    await this.executor.execute(membershipDecider, membershipStream(event.userId), { type: 'SaveCard', userId: event.userId, cardToken: event.cardToken, last4: event.last4, at: metadata.now.toISOString() }, keyed);
    const state = await this.executor.load(membershipDecider, membershipStream(event.userId));
    if (state.status === 'suspended') await this.billing.chargeYear(event.userId, `after-suspension:${[...state.failedOrders].at(-1)}`, metadata);
  }
}
