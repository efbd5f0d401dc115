import { Command } from '@nestjs/cqrs';
import type { AddSubuserRequest } from '@khru/contracts/requests';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class AddEmployeeCommand extends Command<CommandResult & { userId: string }> {
  constructor(
    readonly orgId: string,
    readonly body: AddSubuserRequest,
    /** The caller may add organisation admins and HR (an organisation admin or a platform admin). */
    readonly mayManageStaff: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
