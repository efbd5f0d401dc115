import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ConversationCommand } from '../../conversation/conversation.decider.js';

/** The learner's app received support's messages up to a seq. */
export class MarkDeliveredCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ConversationCommand, { type: 'MarkDelivered' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
