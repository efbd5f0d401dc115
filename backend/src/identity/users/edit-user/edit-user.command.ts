import { Command } from '@nestjs/cqrs';
import type { UpdateUserRequestBody } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class EditUserCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly body: UpdateUserRequestBody,
    readonly editedBy: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
