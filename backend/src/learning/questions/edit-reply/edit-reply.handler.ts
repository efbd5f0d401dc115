import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { replyStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { replyDecider } from '../reply.decider.js';
import { EditReplyCommand } from './edit-reply.command.js';

@CommandHandler(EditReplyCommand)
export class EditReplyHandler implements ICommandHandler<EditReplyCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: EditReplyCommand): Promise<CommandResult> {
    return this.executor.execute(replyDecider, replyStream(payload.replyId), payload, metadata);
  }
}
