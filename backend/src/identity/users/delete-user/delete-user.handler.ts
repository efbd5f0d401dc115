import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { userDecider } from '../user.decider.js';
import { DeleteUserCommand } from './delete-user.command.js';

/** Closes an account; its address becomes free for a new one. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
  ) {}

  async execute({ userId, deletedBy, metadata }: DeleteUserCommand): Promise<CommandResult> {
    const stream = userStream(userId);
    const before = await this.executor.load(userDecider, stream);
    const result = await this.executor.execute(userDecider, stream, { type: 'DeleteUser', deletedBy, at: metadata.now.toISOString() }, metadata);
    if (before.status === 'active' || before.status === 'deactivated') await this.claims.release(before.email, userId, metadata);
    return result;
  }
}
