import { Command } from '@nestjs/cqrs';
import type { CreateOrganisationRequest } from '@khru/contracts/requests';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class CreateOrganisationCommand extends Command<CommandResult & { orgId: string }> {
  constructor(
    readonly body: CreateOrganisationRequest,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
