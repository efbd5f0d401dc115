import { Command } from '@nestjs/cqrs';
import type { WatchedInterval } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class ReportProgressCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly report: { lessonId: string; position: number; watched: WatchedInterval[] },
    readonly now: Date,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
