import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipStream } from '@khru/contracts';
import { deterministicEventId } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { membershipDecider, type MembershipCommand } from '../membership.decider.js';
import { ChangeMembershipCommand } from './change-membership.command.js';

/**
 * A learner's own membership actions. Subscribing now makes a year due on the card on file (after
 * a lapse or a suspension too); the renewal workflow places its order and the outcome arrives by
 * webhook. B2B members learn through their organisation and have no membership of their own.
 */
@CommandHandler(ChangeMembershipCommand)
export class ChangeMembershipHandler implements ICommandHandler<ChangeMembershipCommand, { position: string | null }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ action, userId, role, metadata }: ChangeMembershipCommand): Promise<{ position: string | null }> {
    const at = metadata.now.toISOString();
    let command: MembershipCommand;
    if (action === 'subscribe') {
      const state = await this.executor.load(membershipDecider, membershipStream(userId));
      // One order per subscription attempt: asking twice before it is settled charges once.
      const orderId = deterministicEventId(`membership:${userId}:subscribe:${state.periods.length}:${state.failedOrders.size}`, 0);
      command = { type: 'Subscribe', userId, buyerRole: role, orderId, at };
    } else {
      command =
        action === 'trial'
          ? { type: 'StartTrial', userId, buyerRole: role, at }
          : action === 'cancel'
            ? { type: 'Cancel', userId, at }
            : { type: 'Resume', userId, at };
    }
    return accepted(await this.executor.execute(membershipDecider, membershipStream(userId), command, metadata));
  }
}
