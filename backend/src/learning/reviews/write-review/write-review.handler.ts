import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { ReviewEligibilityReader } from '../review-eligibility.js';
import { reviewIdOf } from '../review-id.js';
import { reviewDecider } from '../review.decider.js';
import { WriteReviewCommand } from './write-review.command.js';

/** The review's stream is the learner's for this course; whether they hold and have started it comes from the read models. */
@CommandHandler(WriteReviewCommand)
export class WriteReviewHandler implements ICommandHandler<WriteReviewCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly eligibility: ReviewEligibilityReader,
  ) {}

  async execute({ courseId, body, caller, metadata }: WriteReviewCommand): Promise<CommandResult> {
    const eligibility = await this.eligibility.of(caller, courseId, metadata.now);
    const reviewId = reviewIdOf(courseId, caller.userId);
    return this.executor.execute(
      reviewDecider,
      reviewStream(reviewId),
      { type: 'WriteReview', reviewId, courseId, userId: caller.userId, rating: body.rating, text: body.text, at: metadata.now.toISOString(), eligibility },
      metadata,
    );
  }
}
