import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CertificateCommand } from '../certificate.decider.js';

/** A platform admin revokes a certificate; its verification page says so from then on. */
export class RevokeCertificateCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<CertificateCommand, { type: 'RevokeCertificate' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
