import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class DeleteUserCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly deletedBy: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
