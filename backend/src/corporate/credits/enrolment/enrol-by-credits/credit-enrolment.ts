import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreditEnrolmentResult, ItemRef } from '@khru/contracts';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CreditEnrolmentPort } from '../../../../kernel/enrolment/credit-enrolment.port.js';
import { EnrolByCreditsCommand } from './enrol-by-credits.command.js';

/** CREDIT_ENROLMENT: commerce's enrolment route hands a corporate member's enrolment to this capability's command. */
@Injectable()
export class CreditEnrolment implements CreditEnrolmentPort {
  constructor(private readonly commands: CommandBus) {}

  enrol(userId: string, item: ItemRef, metadata: CommandMetadata): Promise<CreditEnrolmentResult> {
    return this.commands.execute(new EnrolByCreditsCommand(userId, item, metadata));
  }
}
