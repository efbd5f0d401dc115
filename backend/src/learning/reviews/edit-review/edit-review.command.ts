import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ReviewCommand } from '../review.decider.js';

/** The author changes their review's rating and text. */
export class EditReviewCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ReviewCommand, { type: 'EditReview' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
