import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { questionDecider } from '../question.decider.js';
import { DeleteQuestionCommand } from './delete-question.command.js';

@CommandHandler(DeleteQuestionCommand)
export class DeleteQuestionHandler implements ICommandHandler<DeleteQuestionCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: DeleteQuestionCommand): Promise<CommandResult> {
    return this.executor.execute(questionDecider, questionStream(payload.questionId), payload, metadata);
  }
}
