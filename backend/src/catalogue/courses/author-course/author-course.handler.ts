import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courseStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { courseDecider } from '../course.decider.js';
import { AuthorCourseCommand } from './author-course.command.js';

@CommandHandler(AuthorCourseCommand)
export class AuthorCourseHandler implements ICommandHandler<AuthorCourseCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: AuthorCourseCommand): Promise<CommandResult> {
    return this.executor.execute(courseDecider, courseStream(payload.courseId), payload, metadata);
  }
}
