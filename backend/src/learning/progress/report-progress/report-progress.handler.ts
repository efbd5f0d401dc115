import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { progressStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { courseLessons } from '../course-lessons.js';
import { progressDecider } from '../progress.decider.js';
import { ReportProgressCommand } from './report-progress.command.js';

/** Records what the player saw, judged against the course's current curriculum; only holders and admins. */
@CommandHandler(ReportProgressCommand)
export class ReportProgressHandler implements ICommandHandler<ReportProgressCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ caller, courseId, report, now, metadata }: ReportProgressCommand): Promise<CommandResult> {
    const course = await this.holders.assertHolds(caller, courseId, now);
    return this.executor.execute(
      progressDecider,
      progressStream(caller.userId, courseId),
      { type: 'ReportProgress', userId: caller.userId, courseId, ...report, lessons: courseLessons(course), at: now.toISOString() },
      metadata,
    );
  }
}
