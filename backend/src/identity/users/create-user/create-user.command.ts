import { Command } from '@nestjs/cqrs';
import type { CreateUserRequestBody } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class CreateUserCommand extends Command<CommandResult & { userId: string }> {
  constructor(
    readonly body: CreateUserRequestBody,
    readonly source: 'admin' | 'seed',
    readonly metadata: CommandMetadata,
    /** Seeded accounts keep fixed ids so the demo's links stay stable. */
    readonly userId?: string,
  ) {
    super();
  }
}
