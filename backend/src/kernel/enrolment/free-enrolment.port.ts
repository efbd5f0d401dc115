import type { ItemRef } from '@khru/contracts';
import type { CommandMetadata } from '../commands/command-metadata.js';
import type { CommandResult } from '../commands/command-result.js';

/**
 * Taking a free course or bundle, for the route every learner enrols by (`POST paymentapi/enroll-single-item`,
 * corporate's, ADR 35), which hands anyone but a corporate member over. Commerce binds it to its enroll-free command;
 * capabilities never import each other.
 */
export interface FreeEnrolmentPort {
  /** Grants the item at once; BAD_REQUEST (`notFree`) when it has a price. */
  enrol(userId: string, item: ItemRef, metadata: CommandMetadata): Promise<CommandResult>;
}

export const FREE_ENROLMENT = Symbol('FREE_ENROLMENT');
