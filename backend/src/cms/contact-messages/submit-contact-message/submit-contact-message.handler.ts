import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contactMessageStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

@CommandHandler(SubmitContactMessageCommand)
export class SubmitContactMessageHandler implements ICommandHandler<SubmitContactMessageCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: SubmitContactMessageCommand): Promise<CommandResult> {
    return this.executor.execute(contactMessageDecider, contactMessageStream(payload.messageId), payload, metadata);
  }
}
