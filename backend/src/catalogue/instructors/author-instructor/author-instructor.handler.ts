import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { instructorStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { instructorDecider } from '../instructor.decider.js';
import { AuthorInstructorCommand } from './author-instructor.command.js';

@CommandHandler(AuthorInstructorCommand)
export class AuthorInstructorHandler implements ICommandHandler<AuthorInstructorCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: AuthorInstructorCommand): Promise<CommandResult> {
    return this.executor.execute(instructorDecider, instructorStream(payload.instructorId), payload, metadata);
  }
}
