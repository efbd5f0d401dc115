import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { RateConversationCommand } from './rate-conversation.command.js';

@CommandHandler(RateConversationCommand)
export class RateConversationHandler implements ICommandHandler<RateConversationCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: RateConversationCommand): Promise<CommandResult> {
    return this.executor.execute(conversationDecider, conversationStream(payload.conversationId), payload, metadata);
  }
}
