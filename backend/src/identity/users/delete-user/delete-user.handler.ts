import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { comparePositions, type RecordedEvent } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { WorkflowOutcome } from '../../../kernel/workflows/workflow-outcome.js';
import { emailClaimStream } from '../../../kernel/accounts/email-claim-stream.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { userDecider } from '../user.decider.js';
import { DeleteUserCommand } from './delete-user.command.js';

/**
 * Closes an account. The one fact is the deletion, naming the address; the claim workflow gives the
 * address back, and the answer waits for that, so the address is free for a new account at once (ADR 34).
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly outcome: WorkflowOutcome,
    private readonly claims: EmailClaims,
  ) {}

  async execute({ userId, deletedBy, metadata }: DeleteUserCommand): Promise<CommandResult> {
    const stream = userStream(userId);
    const before = await this.executor.load(userDecider, stream);
    const result = await this.executor.execute(userDecider, stream, { type: 'DeleteUser', deletedBy, at: metadata.now.toISOString() }, metadata);
    const deletedAt = result.position;
    // Only an address the account holds is given back (an account of older data may not hold its own).
    const holds = (before.status === 'active' || before.status === 'deactivated') && (await this.claims.holder(before.email)) === userId;
    if (deletedAt && holds) {
      const released = (e: RecordedEvent) => e.type === 'EmailReleased' && e.data.userId === userId && comparePositions(e.position, deletedAt) > 0;
      await this.outcome.of(emailClaimStream(before.email), released);
    }
    return result;
  }
}
