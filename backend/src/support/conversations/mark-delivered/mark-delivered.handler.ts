import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { MarkDeliveredCommand } from './mark-delivered.command.js';

@CommandHandler(MarkDeliveredCommand)
export class MarkDeliveredHandler implements ICommandHandler<MarkDeliveredCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: MarkDeliveredCommand): Promise<CommandResult> {
    return this.executor.execute(conversationDecider, conversationStream(payload.conversationId), payload, metadata);
  }
}
