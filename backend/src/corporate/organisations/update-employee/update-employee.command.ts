import { Command } from '@nestjs/cqrs';
import type { UpdateEmployeeRequest } from '@khru/contracts/requests';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class UpdateEmployeeCommand extends Command<CommandResult> {
  constructor(
    readonly orgId: string,
    readonly userId: string,
    readonly body: UpdateEmployeeRequest,
    /** The caller may change organisation admins and HR (an organisation admin or a platform admin). */
    readonly mayManageStaff: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
