import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { userDecider } from '../user.decider.js';
import { PatchProfileCommand } from './patch-profile.command.js';

@CommandHandler(PatchProfileCommand)
export class PatchProfileHandler implements ICommandHandler<PatchProfileCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ userId, operations, metadata }: PatchProfileCommand): Promise<CommandResult> {
    return this.executor.execute(userDecider, userStream(userId), { type: 'PatchProfile', operations, at: metadata.now.toISOString() }, metadata);
  }
}
