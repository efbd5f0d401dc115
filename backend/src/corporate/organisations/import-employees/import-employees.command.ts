import { Command } from '@nestjs/cqrs';
import type { CommandAccepted, EmployeeImportResult, Locale } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class ImportEmployeesCommand extends Command<EmployeeImportResult & CommandAccepted> {
  constructor(
    readonly orgId: string,
    /** The uploaded file (null when the request carried none). */
    readonly file: Buffer | null,
    readonly dryRun: boolean,
    /** The caller may change organisation admins and HR (an organisation admin or a platform admin). */
    readonly mayManageStaff: boolean,
    /** The language row problems are written in. */
    readonly locale: Locale,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
