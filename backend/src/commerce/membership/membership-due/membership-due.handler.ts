import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { MembershipBilling } from '../membership-billing.js';
import { membershipDecider } from '../membership.decider.js';
import { MembershipDueCommand } from './membership-due.command.js';

/**
 * At the end of a trial or a year: a membership that renews is charged for the next year (keyed by
 * the end, so a repeated deadline charges once); one that was cancelled lapses. A deadline that is
 * no longer current does nothing.
 */
@CommandHandler(MembershipDueCommand)
export class MembershipDueHandler implements ICommandHandler<MembershipDueCommand, void> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly billing: MembershipBilling,
  ) {}

  async execute({ userId, dueAt, metadata }: MembershipDueCommand): Promise<void> {
    const state = await this.executor.load(membershipDecider, membershipStream(userId));
    if ((state.status !== 'trial' && state.status !== 'active') || state.accessUntil !== dueAt || metadata.now.toISOString() < dueAt) return;
    if (!state.autoRenew) {
      await this.executor.execute(membershipDecider, membershipStream(userId), { type: 'Lapse', userId, dueAt, at: metadata.now.toISOString() }, metadata);
      return;
    }
    await this.billing.chargeYear(userId, `renewal:${dueAt}`, metadata);
  }
}
