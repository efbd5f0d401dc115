import type { CreditEnrolmentResult, ItemRef } from '@khru/contracts';
import type { CommandMetadata } from '../commands/command-metadata.js';

/**
 * Enrolment by an organisation's credits, for the route every learner enrols by (`POST
 * paymentapi/enroll-single-item`, commerce's), which hands corporate members over. Corporate binds it to its
 * enrol-by-credits command; capabilities never import each other.
 */
export interface CreditEnrolmentPort {
  /** Deducts the item's price in credits from the member's cost centre; the answer names the enrolment. */
  enrol(userId: string, item: ItemRef, metadata: CommandMetadata): Promise<CreditEnrolmentResult>;
}

export const CREDIT_ENROLMENT = Symbol('CREDIT_ENROLMENT');
