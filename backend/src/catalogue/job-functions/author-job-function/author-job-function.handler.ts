import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { jobFunctionStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { jobFunctionDecider } from '../job-function.decider.js';
import { AuthorJobFunctionCommand } from './author-job-function.command.js';

@CommandHandler(AuthorJobFunctionCommand)
export class AuthorJobFunctionHandler implements ICommandHandler<AuthorJobFunctionCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: AuthorJobFunctionCommand): Promise<CommandResult> {
    return this.executor.execute(jobFunctionDecider, jobFunctionStream(payload.jobFunctionId), payload, metadata);
  }
}
