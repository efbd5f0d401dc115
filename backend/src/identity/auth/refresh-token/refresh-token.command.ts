import { Command } from '@nestjs/cqrs';
import type { AuthResponse } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class RefreshTokenCommand extends Command<AuthResponse> {
  constructor(
    readonly userId: string,
    readonly refreshToken: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
