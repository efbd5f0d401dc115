import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class PostReplyCommand extends Command<CommandResult> {
  constructor(
    readonly replyId: string,
    readonly questionId: string,
    readonly courseId: string,
    readonly text: string,
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
