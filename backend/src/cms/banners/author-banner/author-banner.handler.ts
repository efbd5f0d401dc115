import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bannerStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { bannerDecider } from '../banner.decider.js';
import { AuthorBannerCommand } from './author-banner.command.js';

@CommandHandler(AuthorBannerCommand)
export class AuthorBannerHandler implements ICommandHandler<AuthorBannerCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: AuthorBannerCommand): Promise<CommandResult> {
    return this.executor.execute(bannerDecider, bannerStream(payload.bannerId), payload, metadata);
  }
}
