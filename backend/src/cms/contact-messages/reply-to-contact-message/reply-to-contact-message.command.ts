import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ContactMessageCommand } from '../contact-message.decider.js';

/** A reply to a contact message is recorded here and mailed by the `contact-reply-mail` workflow. */
export class ReplyToContactMessageCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ContactMessageCommand, { type: 'ReplyToContactMessage' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
