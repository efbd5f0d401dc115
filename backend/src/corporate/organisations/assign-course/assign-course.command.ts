import { Command } from '@nestjs/cqrs';
import type { CreateAssignmentRequest } from '@khru/contracts/requests';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class AssignCourseCommand extends Command<CommandResult & { assignmentId: string }> {
  constructor(
    readonly orgId: string,
    readonly body: CreateAssignmentRequest,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
