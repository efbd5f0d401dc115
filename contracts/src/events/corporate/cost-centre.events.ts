import type { DomainEvent } from '../event.js';

/**
 * Stream `cost-centre-<id>`: one cost centre's credit ledger. Every change of the balance is one of
 * these events, so the balance as of any instant is the fold of the events up to it.
 */
export type CostCentreOpened = DomainEvent<
  'CostCentreOpened',
  {
    costCentreId: string;
    orgId: string;
    code: string;
    name: string;
    /** Deductions are recorded and no balance is checked. */
    unlimited: boolean;
    /** The contract's end: the credits left then expire. */
    expiresAt: string;
    by: string;
    at: string;
  }
>;

/** A platform admin adds credits the organisation paid for (`invoiceRef`: the invoice). */
export type CreditsDeposited = DomainEvent<'CreditsDeposited', { costCentreId: string; amount: number; invoiceRef: string; by: string; at: string }>;

/** An enrolment by credits: the deduction and the enrolment are this one event. */
export type CreditsDeducted = DomainEvent<
  'CreditsDeducted',
  {
    costCentreId: string;
    orgId: string;
    enrolmentId: string;
    userId: string;
    itemId: string;
    isBundle: boolean;
    /** The courses the enrolment grants (the course, or the bundle's courses). */
    courseIds: string[];
    amount: number;
    at: string;
  }
>;

/** An enrolment cancelled before the learner started, within the reversal window: its credits come back. */
export type CreditsReversed = DomainEvent<
  'CreditsReversed',
  { costCentreId: string; enrolmentId: string; userId: string; amount: number; by: string; at: string }
>;

export type CreditsTransferredOut = DomainEvent<
  'CreditsTransferredOut',
  { costCentreId: string; transferId: string; toCostCentreId: string; amount: number; by: string; at: string }
>;

export type CreditsTransferredIn = DomainEvent<
  'CreditsTransferredIn',
  { costCentreId: string; transferId: string; fromCostCentreId: string; amount: number; by: string; at: string }
>;

/** At the contract's end the balance left expires. */
export type CreditsExpired = DomainEvent<'CreditsExpired', { costCentreId: string; amount: number; at: string }>;

export type CostCentreEvent =
  CostCentreOpened | CreditsDeposited | CreditsDeducted | CreditsReversed | CreditsTransferredOut | CreditsTransferredIn | CreditsExpired;

export const COST_CENTRE_EVENT_TYPES = [
  'CostCentreOpened',
  'CreditsDeposited',
  'CreditsDeducted',
  'CreditsReversed',
  'CreditsTransferredOut',
  'CreditsTransferredIn',
  'CreditsExpired',
] as const satisfies readonly CostCentreEvent['type'][];

export const costCentreStream = (costCentreId: string): string => `cost-centre-${costCentreId}`;

/** How an event moves the balance: credits in are positive, credits out negative, 0 for none. */
export function creditDelta(event: CostCentreEvent): number {
  switch (event.type) {
    case 'CreditsDeposited':
    case 'CreditsReversed':
    case 'CreditsTransferredIn':
      return event.data.amount;
    case 'CreditsDeducted':
    case 'CreditsTransferredOut':
    case 'CreditsExpired':
      return -event.data.amount;
    default:
      return 0;
  }
}

/** Days after an enrolment by credits in which it may be cancelled and its credits given back. */
export const CREDIT_REVERSAL_WINDOW_DAYS = 7;
