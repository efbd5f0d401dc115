import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ContactMessageCommand } from '../contact-message.decider.js';

export class SubmitContactMessageCommand extends Command<CommandResult> {
  constructor(
    readonly payload: ContactMessageCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
