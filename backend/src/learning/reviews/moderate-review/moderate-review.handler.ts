import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { reviewDecider } from '../review.decider.js';
import { ModerateReviewCommand } from './moderate-review.command.js';

@CommandHandler(ModerateReviewCommand)
export class ModerateReviewHandler implements ICommandHandler<ModerateReviewCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: ModerateReviewCommand): Promise<CommandResult> {
    return this.executor.execute(reviewDecider, reviewStream(payload.reviewId), payload, metadata);
  }
}
