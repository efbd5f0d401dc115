import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class UploadProfileImageCommand extends Command<CommandResult & { imageUrl: string }> {
  constructor(
    readonly userId: string,
    readonly bytes: Buffer | null,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
