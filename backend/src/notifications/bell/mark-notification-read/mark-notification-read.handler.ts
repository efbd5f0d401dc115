import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationsStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { notificationDecider } from '../../notification.decider.js';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: MarkNotificationReadCommand): Promise<CommandResult> {
    return this.executor.execute(notificationDecider, notificationsStream(payload.userId), payload, metadata);
  }
}
