import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { questionDecider } from '../question.decider.js';
import { EditQuestionCommand } from './edit-question.command.js';

@CommandHandler(EditQuestionCommand)
export class EditQuestionHandler implements ICommandHandler<EditQuestionCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: EditQuestionCommand): Promise<CommandResult> {
    return this.executor.execute(questionDecider, questionStream(payload.questionId), payload, metadata);
  }
}
