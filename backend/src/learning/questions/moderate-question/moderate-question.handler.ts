import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { questionDecider } from '../question.decider.js';
import { ModerateQuestionCommand } from './moderate-question.command.js';

@CommandHandler(ModerateQuestionCommand)
export class ModerateQuestionHandler implements ICommandHandler<ModerateQuestionCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: ModerateQuestionCommand): Promise<CommandResult> {
    return this.executor.execute(questionDecider, questionStream(payload.questionId), payload, metadata);
  }
}
