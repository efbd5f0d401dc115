import { Command } from '@nestjs/cqrs';
import type { CertificateResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class CourseCertificateCommand extends Command<CertificateResponse> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
