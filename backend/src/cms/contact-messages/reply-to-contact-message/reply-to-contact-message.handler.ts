import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contactMessageStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { ReplyToContactMessageCommand } from './reply-to-contact-message.command.js';

@CommandHandler(ReplyToContactMessageCommand)
export class ReplyToContactMessageHandler implements ICommandHandler<ReplyToContactMessageCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: ReplyToContactMessageCommand): Promise<CommandResult> {
    return this.executor.execute(contactMessageDecider, contactMessageStream(payload.messageId), payload, metadata);
  }
}
