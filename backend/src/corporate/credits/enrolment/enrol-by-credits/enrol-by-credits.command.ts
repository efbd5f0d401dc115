import { Command } from '@nestjs/cqrs';
import type { CreditEnrolmentResult, ItemRef } from '@khru/contracts';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';

/** A corporate member enrols in a course or bundle by the organisation's credits. */
export class EnrolByCreditsCommand extends Command<CreditEnrolmentResult> {
  constructor(
    readonly userId: string,
    readonly item: ItemRef,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
