import { Command } from '@nestjs/cqrs';
import type { ChangeEmailRequestBody } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class ChangeEmailCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly body: ChangeEmailRequestBody,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
