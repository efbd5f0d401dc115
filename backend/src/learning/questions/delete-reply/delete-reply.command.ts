import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ReplyCommand } from '../reply.decider.js';

/** The author deletes their reply. */
export class DeleteReplyCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ReplyCommand, { type: 'DeleteReply' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
