import { Command } from '@nestjs/cqrs';
import type { CreateReportScheduleBody } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class ScheduleReportCommand extends Command<CommandResult> {
  constructor(
    readonly scheduleId: string,
    readonly body: CreateReportScheduleBody,
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
