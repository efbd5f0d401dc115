import { Command } from '@nestjs/cqrs';
import type { ForgotPasswordConfirmRequestBody } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class ForgotPasswordConfirmCommand extends Command<CommandResult> {
  constructor(
    readonly body: ForgotPasswordConfirmRequestBody,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
