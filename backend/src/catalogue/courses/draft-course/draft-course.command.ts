import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CourseCommand } from '../course.decider.js';

export class DraftCourseCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<CourseCommand, { type: 'DraftCourse' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
