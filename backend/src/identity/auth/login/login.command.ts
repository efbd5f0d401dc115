import { Command } from '@nestjs/cqrs';
import type { AuthResponse, LoginRequestBody } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class LoginCommand extends Command<AuthResponse> {
  constructor(
    readonly body: LoginRequestBody,
    readonly clientAddress: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
