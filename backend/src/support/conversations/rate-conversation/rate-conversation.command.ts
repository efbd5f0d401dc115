import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ConversationCommand } from '../../conversation/conversation.decider.js';

/** The learner rates a closed conversation 1 to 5; a later rating replaces it. */
export class RateConversationCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ConversationCommand, { type: 'Rate' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
