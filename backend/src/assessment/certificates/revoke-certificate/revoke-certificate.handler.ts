import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { certificateStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { certificateDecider } from '../certificate.decider.js';
import { RevokeCertificateCommand } from './revoke-certificate.command.js';

@CommandHandler(RevokeCertificateCommand)
export class RevokeCertificateHandler implements ICommandHandler<RevokeCertificateCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: RevokeCertificateCommand): Promise<CommandResult> {
    return this.executor.execute(certificateDecider, certificateStream(payload.certificateId), payload, metadata);
  }
}
