import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class LogoutCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
