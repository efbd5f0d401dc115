import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { lessonLength } from '../../notes/curriculum-places.js';
import { QaStandingReader } from '../qa-standing.js';
import { questionDecider } from '../question.decider.js';
import { AskQuestionCommand } from './ask-question.command.js';

/** The caller's standing in the course and whether it has the lesson named come from the read models; the decider rules. */
@CommandHandler(AskQuestionCommand)
export class AskQuestionHandler implements ICommandHandler<AskQuestionCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly standings: QaStandingReader,
  ) {}

  async execute({ questionId, courseId, lessonId, text, caller, metadata }: AskQuestionCommand): Promise<CommandResult> {
    const { course, standing } = await this.standings.of(caller, courseId, metadata.now);
    const command = {
      type: 'AskQuestion',
      questionId,
      courseId,
      userId: caller.userId,
      lessonId,
      text,
      at: metadata.now.toISOString(),
      standing,
      lessonKnown: lessonId !== null && lessonLength(course, lessonId) !== null,
    } as const;
    return this.executor.execute(questionDecider, questionStream(questionId), command, metadata);
  }
}
