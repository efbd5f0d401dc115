import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class PostAnnouncementCommand extends Command<CommandResult> {
  constructor(
    readonly announcementId: string,
    readonly courseId: string,
    readonly content: { en: string; th: string },
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
