import { Command } from '@nestjs/cqrs';
import type { WriteReviewRequestBody } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class WriteReviewCommand extends Command<CommandResult> {
  constructor(
    readonly courseId: string,
    readonly body: WriteReviewRequestBody,
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
