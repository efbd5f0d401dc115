import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { NotificationCommand } from '../../notification.decider.js';

/** The caller read one of their notifications; on their own stream, so another user's is NOT_FOUND. */
export class MarkNotificationReadCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<NotificationCommand, { type: 'MarkNotificationRead' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
