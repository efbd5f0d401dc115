import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contactMessageStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { MarkContactMessageHandledCommand } from './mark-contact-message-handled.command.js';

@CommandHandler(MarkContactMessageHandledCommand)
export class MarkContactMessageHandledHandler implements ICommandHandler<MarkContactMessageHandledCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: MarkContactMessageHandledCommand): Promise<CommandResult> {
    return this.executor.execute(contactMessageDecider, contactMessageStream(payload.messageId), payload, metadata);
  }
}
