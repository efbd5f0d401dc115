import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { replyStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { replyDecider } from '../reply.decider.js';
import { DeleteReplyCommand } from './delete-reply.command.js';

@CommandHandler(DeleteReplyCommand)
export class DeleteReplyHandler implements ICommandHandler<DeleteReplyCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: DeleteReplyCommand): Promise<CommandResult> {
    return this.executor.execute(replyDecider, replyStream(payload.replyId), payload, metadata);
  }
}
