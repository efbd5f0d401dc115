import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ItemRef } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { FreeEnrolmentPort } from '../../../kernel/enrolment/free-enrolment.port.js';
import { EnrollFreeCommand } from './enroll-free.command.js';

/** FREE_ENROLMENT: corporate's enrolment route hands anyone but a corporate member to this capability's command. */
@Injectable()
export class FreeEnrolment implements FreeEnrolmentPort {
  constructor(private readonly commands: CommandBus) {}

  enrol(userId: string, item: ItemRef, metadata: CommandMetadata): Promise<CommandResult> {
    return this.commands.execute(new EnrollFreeCommand(userId, item, metadata));
  }
}
