import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { reviewDecider } from '../review.decider.js';
import { DeleteReviewCommand } from './delete-review.command.js';

@CommandHandler(DeleteReviewCommand)
export class DeleteReviewHandler implements ICommandHandler<DeleteReviewCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: DeleteReviewCommand): Promise<CommandResult> {
    return this.executor.execute(reviewDecider, reviewStream(payload.reviewId), payload, metadata);
  }
}
