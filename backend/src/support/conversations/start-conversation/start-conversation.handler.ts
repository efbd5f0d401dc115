import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { SupportRateLimits } from '../../rate-limits/support-rate-limits.js';
import { StartConversationCommand } from './start-conversation.command.js';

/** A learner or a visitor starts a conversation with its first message, within their limit of new conversations. */
@CommandHandler(StartConversationCommand)
export class StartConversationHandler implements ICommandHandler<StartConversationCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly limits: SupportRateLimits,
  ) {}

  async execute({ conversationId, messageId, caller, page, body, locale, metadata }: StartConversationCommand): Promise<CommandResult> {
    await this.limits.newConversation(caller);
    const person =
      caller.kind === 'learner'
        ? { visitorId: null, userId: caller.userId, name: caller.name, email: caller.email, organisationId: caller.organisationId }
        : { visitorId: caller.visitorId, userId: null, name: caller.name, email: caller.email, organisationId: null };
    const command = { type: 'StartConversation', conversationId, messageId, person, page, locale, body, at: metadata.now.toISOString() } as const;
    return this.executor.execute(conversationDecider, conversationStream(conversationId), command, metadata);
  }
}
