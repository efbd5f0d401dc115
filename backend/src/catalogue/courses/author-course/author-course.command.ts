import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CourseCommand } from '../course.decider.js';

/** Any authoring step on an existing course (publish, withdraw, price, highlight, revisions). */
export class AuthorCourseCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Exclude<CourseCommand, { type: 'DraftCourse' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
