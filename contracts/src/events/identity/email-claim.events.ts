import type { DomainEvent } from '../event.js';

/**
 * Stream `email-<sha256 of the lower-cased address>`: who holds an email address. Appending the
 * claim at "no stream" (or after a release) is what makes addresses unique across accounts.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { email: string; userId: string }>;
export type EmailReleased = DomainEvent<'EmailReleased', { email: string; userId: string }>;

export type EmailClaimEvent = EmailClaimed | EmailReleased;

export const EMAIL_CLAIM_EVENT_TYPES = ['EmailClaimed', 'EmailReleased'] as const satisfies readonly EmailClaimEvent['type'][];
