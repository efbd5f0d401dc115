import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { categoryDecider } from '../category.decider.js';
import { DefineCategoryCommand } from './define-category.command.js';

@CommandHandler(DefineCategoryCommand)
export class DefineCategoryHandler implements ICommandHandler<DefineCategoryCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: DefineCategoryCommand): Promise<CommandResult> {
    return this.executor.execute(categoryDecider, categoryStream(payload.categoryId), payload, metadata);
  }
}
