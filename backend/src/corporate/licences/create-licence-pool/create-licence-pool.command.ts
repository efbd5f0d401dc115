import { Command } from '@nestjs/cqrs';
import type { LicenceCoverage } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export interface NewLicencePool {
  orgId: string;
  name: string;
  seats: number;
  validFrom: string;
  validUntil: string;
  coverage: LicenceCoverage;
}

export class CreateLicencePoolCommand extends Command<CommandResult & { licenceId: string }> {
  constructor(
    readonly pool: NewLicencePool,
    readonly by: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
