import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { userDecider } from '../../users/user.decider.js';
import { LogoutCommand } from './logout.command.js';

/** Ends the caller's session: its refresh tokens stop working. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ userId, sessionId, metadata }: LogoutCommand): Promise<CommandResult> {
    return this.executor.execute(userDecider, userStream(userId), { type: 'LogOut', sessionId, at: metadata.now.toISOString() }, metadata);
  }
}
