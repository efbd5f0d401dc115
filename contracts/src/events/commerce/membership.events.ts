import type { DomainEvent } from '../event.js';

/** Stream `membership-<userId>`: a learner's yearly membership, its card on file, trial, paid periods and lapses. */
export type MembershipCardSaved = DomainEvent<'MembershipCardSaved', { userId: string; cardToken: string; last4: string; at: string }>;
export type MembershipTrialStarted = DomainEvent<'MembershipTrialStarted', { userId: string; startedAt: string; endsAt: string }>;
export type MembershipPeriodPaid = DomainEvent<'MembershipPeriodPaid', { userId: string; orderId: string; start: string; end: string }>;
/** Auto-renewal is off; access lasts until `accessUntil`, then the membership lapses. */
export type MembershipCancelled = DomainEvent<'MembershipCancelled', { userId: string; at: string; accessUntil: string }>;
export type MembershipResumed = DomainEvent<'MembershipResumed', { userId: string; at: string }>;
/** A charge for the next period failed: use is suspended until a card that pays is saved. */
export type MembershipRenewalFailed = DomainEvent<'MembershipRenewalFailed', { userId: string; orderId: string; at: string }>;
export type MembershipLapsed = DomainEvent<'MembershipLapsed', { userId: string; at: string }>;
/** A year is to be charged to the card on file (a renewal at a period's end, or subscribing now); `orderId` names its order. */
export type MembershipChargeDue = DomainEvent<'MembershipChargeDue', { userId: string; orderId: string; reason: 'renewal' | 'subscribe'; at: string }>;

export type MembershipEvent =
  | MembershipCardSaved
  | MembershipTrialStarted
  | MembershipPeriodPaid
  | MembershipCancelled
  | MembershipResumed
  | MembershipRenewalFailed
  | MembershipLapsed
  | MembershipChargeDue;

export const MEMBERSHIP_EVENT_TYPES = [
  'MembershipCardSaved',
  'MembershipTrialStarted',
  'MembershipPeriodPaid',
  'MembershipCancelled',
  'MembershipResumed',
  'MembershipRenewalFailed',
  'MembershipLapsed',
  'MembershipChargeDue',
] as const satisfies readonly MembershipEvent['type'][];

export const membershipStream = (userId: string): string => `membership-${userId}`;
