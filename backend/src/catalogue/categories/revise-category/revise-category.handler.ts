import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { categoryDecider } from '../category.decider.js';
import { ReviseCategoryCommand } from './revise-category.command.js';

@CommandHandler(ReviseCategoryCommand)
export class ReviseCategoryHandler implements ICommandHandler<ReviseCategoryCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: ReviseCategoryCommand): Promise<CommandResult> {
    return this.executor.execute(categoryDecider, categoryStream(payload.categoryId), payload, metadata);
  }
}
