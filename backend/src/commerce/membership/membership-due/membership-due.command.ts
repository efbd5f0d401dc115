import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** A membership's trial or year ends at `dueAt` (dispatched by the deadline poller). */
export class MembershipDueCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly dueAt: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
