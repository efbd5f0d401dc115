import { Command } from '@nestjs/cqrs';
import type { AuthResponse, SignupRequestBody } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class SignupCommand extends Command<AuthResponse> {
  constructor(
    readonly body: SignupRequestBody,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
