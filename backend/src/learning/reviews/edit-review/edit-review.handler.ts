import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { reviewDecider } from '../review.decider.js';
import { EditReviewCommand } from './edit-review.command.js';

@CommandHandler(EditReviewCommand)
export class EditReviewHandler implements ICommandHandler<EditReviewCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: EditReviewCommand): Promise<CommandResult> {
    return this.executor.execute(reviewDecider, reviewStream(payload.reviewId), payload, metadata);
  }
}
