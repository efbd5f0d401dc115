import { Command } from '@nestjs/cqrs';
import type { CreditEnrolmentResult, ItemRef } from '@khru/contracts';
import type { CommandMetadata } from './command-metadata.js';

/**
 * `POST paymentapi/enroll-single-item` by a corporate member: enrol by the organisation's credits.
 * Commerce's enrolment route sends it and the corporate capability handles it; capabilities never
 * import each other, so the one command they share lives here.
 */
export class EnrolByCreditsCommand extends Command<CreditEnrolmentResult> {
  constructor(
    readonly userId: string,
    readonly item: ItemRef,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
