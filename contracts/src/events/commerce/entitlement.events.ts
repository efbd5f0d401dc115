import type { DomainEvent } from '../event.js';

/**
 * Why a learner may watch a course: bought alone, bought in a bundle, free, or an enrolment by an
 * organisation's credits (then `orderId` is the enrolment's id, and `bundleId` the bundle enrolled in, if any).
 */
export type EntitlementSource = 'purchase' | 'bundle' | 'free' | 'credits';

/** Stream `entitlement-<userId>`: every course a learner may study and until when (null: no end). */
export type CourseAccessGranted = DomainEvent<
  'CourseAccessGranted',
  { userId: string; courseId: string; source: EntitlementSource; orderId: string | null; bundleId: string | null; grantedAt: string; expiresAt: string | null }
>;
export type BundleOwned = DomainEvent<'BundleOwned', { userId: string; bundleId: string; orderId: string | null; at: string }>;

/**
 * A refunded order's grant is withdrawn; `remaining` is the access the learner still has from other
 * grants: an end date, null for no end, or absent when nothing is left.
 */
/**
 * `bundleId` names the one line whose grant is withdrawn (the bundle's id, or null for the course bought on its own);
 * absent, as in every event before line refunds, every grant of the order for that course is withdrawn.
 */
export type CourseAccessRevoked = DomainEvent<
  'CourseAccessRevoked',
  { userId: string; courseId: string; orderId: string; at: string; remaining?: string | null; bundleId?: string | null }
>;
export type BundleReleased = DomainEvent<'BundleReleased', { userId: string; bundleId: string; orderId: string; at: string }>;

export type EntitlementEvent = CourseAccessGranted | BundleOwned | CourseAccessRevoked | BundleReleased;

export const ENTITLEMENT_EVENT_TYPES = [
  'CourseAccessGranted',
  'BundleOwned',
  'CourseAccessRevoked',
  'BundleReleased',
] as const satisfies readonly EntitlementEvent['type'][];

export const entitlementStream = (userId: string): string => `entitlement-${userId}`;
