import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class PatchProfileCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly operations: unknown,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
