import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ReviewCommand } from '../review.decider.js';

/** A platform admin publishes or unpublishes a review, at the version they saw. */
export class ModerateReviewCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<ReviewCommand, { type: 'PublishReview' | 'UnpublishReview' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
