import type { DomainEvent } from '../event.js';

/** The business moments that fall due at an instant another event recorded (design.md section 9). */
export const DEADLINE_KINDS = [
  'membership-due',
  'checkout-expiry',
  'email-claim-expiry',
  'credit-expiry',
  'test-attempt',
  'certificate-generation',
  'trial-reminder',
  'assignment-due-reminder',
  'report-schedule',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/**
 * Stream `deadline-<kind>-<key>`: the poller records that a deadline was reached (once per instant,
 * whatever the number of polls or replicas); workflows on the feed decide what it means.
 */
export type DeadlineReached = DomainEvent<'DeadlineReached', { kind: DeadlineKind; key: string; dueAt: string; at: string }>;

export type DeadlineEvent = DeadlineReached;

export const DEADLINE_EVENT_TYPES = ['DeadlineReached'] as const satisfies readonly DeadlineEvent['type'][];

export const deadlineStream = (kind: DeadlineKind, key: string): string => `deadline-${kind}-${key}`;

/** How long an order may wait for its payment before it expires and gives its voucher use back. */
export const CHECKOUT_EXPIRY_MINUTES = 30;
/** How long an address may stay claimed by a sign-up, account creation or email change that never completed. */
export const EMAIL_CLAIM_EXPIRY_MINUTES = 15;
