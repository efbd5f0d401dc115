import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { BannerCommand } from '../banner.decider.js';

export class AuthorBannerCommand extends Command<CommandResult> {
  constructor(
    readonly payload: BannerCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
