import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ContactMessageCommand } from '../contact-message.decider.js';

/** The inbox's keeper marks a message handled. */
export class MarkContactMessageHandledCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ContactMessageCommand, { type: 'MarkContactMessageHandled' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
