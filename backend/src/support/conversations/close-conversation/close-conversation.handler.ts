import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { CloseConversationCommand } from './close-conversation.command.js';

@CommandHandler(CloseConversationCommand)
export class CloseConversationHandler implements ICommandHandler<CloseConversationCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: CloseConversationCommand): Promise<CommandResult> {
    return this.executor.execute(conversationDecider, conversationStream(payload.conversationId), payload, metadata);
  }
}
