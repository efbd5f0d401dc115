import { Command } from '@nestjs/cqrs';
import type { Locale } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly locale: Locale,
    readonly clientAddress: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
