import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { NotificationCommand } from '../../notification.decider.js';

/** The caller opened the bell: every notification so far is seen. */
export class MarkAllSeenCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<NotificationCommand, { type: 'MarkAllSeen' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
