import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ReplyCommand } from '../reply.decider.js';

/** The author rewrites their reply. */
export class EditReplyCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ReplyCommand, { type: 'EditReply' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
