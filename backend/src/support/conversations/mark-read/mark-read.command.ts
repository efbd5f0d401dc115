import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ConversationCommand } from '../../conversation/conversation.decider.js';

/** Either side saw the other's messages up to a seq. */
export class MarkReadCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ConversationCommand, { type: 'MarkRead' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
