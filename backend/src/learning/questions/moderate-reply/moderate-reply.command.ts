import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ReplyCommand } from '../reply.decider.js';

/** A platform admin publishes or unpublishes a reply, at the version they saw. */
export class ModerateReplyCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ReplyCommand, { type: 'PublishReply' | 'UnpublishReply' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
