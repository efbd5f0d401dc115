import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ReviewCommand } from '../review.decider.js';

/** The author deletes their review. */
export class DeleteReviewCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ReviewCommand, { type: 'DeleteReview' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
