import { Command } from '@nestjs/cqrs';
import type { ItemRef } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

/** `POST paymentapi/enroll-single-item`: take a free course or bundle. */
export class EnrollFreeCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly item: ItemRef,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
