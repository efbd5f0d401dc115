import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { MembershipBilling } from '../membership-billing.js';
import { membershipDecider, subscribeRefusal, type MembershipCommand } from '../membership.decider.js';
import { ChangeMembershipCommand } from './change-membership.command.js';

/**
 * A learner's own membership actions. Subscribing now charges the card on file for a year (after
 * a lapse or a suspension too); the outcome arrives by webhook. B2B members learn through their
 * organisation and have no membership of their own.
 */
@CommandHandler(ChangeMembershipCommand)
export class ChangeMembershipHandler implements ICommandHandler<ChangeMembershipCommand, { position: string | null }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly billing: MembershipBilling,
  ) {}

  async execute({ action, userId, role, metadata }: ChangeMembershipCommand): Promise<{ position: string | null }> {
    if (role === 'B2B') throw new DomainError('FORBIDDEN', 403);
    const at = metadata.now.toISOString();
    if (action === 'subscribe') {
      const state = await this.executor.load(membershipDecider, membershipStream(userId));
      const refusal = subscribeRefusal(state);
      if (refusal) throw refusal;
      await this.billing.chargeYear(userId, `subscribe:${state.periods.length}:${state.failedOrders.size}`, metadata);
      return { position: null };
    }
    const command: MembershipCommand =
      action === 'trial' ? { type: 'StartTrial', userId, at } : action === 'cancel' ? { type: 'Cancel', userId, at } : { type: 'Resume', userId, at };
    return accepted(await this.executor.execute(membershipDecider, membershipStream(userId), command, metadata));
  }
}
