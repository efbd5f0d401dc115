import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { replyStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { replyDecider } from '../reply.decider.js';
import { ModerateReplyCommand } from './moderate-reply.command.js';

@CommandHandler(ModerateReplyCommand)
export class ModerateReplyHandler implements ICommandHandler<ModerateReplyCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: ModerateReplyCommand): Promise<CommandResult> {
    return this.executor.execute(replyDecider, replyStream(payload.replyId), payload, metadata);
  }
}
