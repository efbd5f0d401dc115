import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { MarkReadCommand } from './mark-read.command.js';

@CommandHandler(MarkReadCommand)
export class MarkReadHandler implements ICommandHandler<MarkReadCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: MarkReadCommand): Promise<CommandResult> {
    return this.executor.execute(conversationDecider, conversationStream(payload.conversationId), payload, metadata);
  }
}
