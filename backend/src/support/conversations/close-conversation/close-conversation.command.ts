import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ConversationCommand } from '../../conversation/conversation.decider.js';

/** Either side closes the conversation. */
export class CloseConversationCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ConversationCommand, { type: 'Close' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
