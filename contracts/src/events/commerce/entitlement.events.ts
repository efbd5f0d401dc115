import type { DomainEvent } from '../event.js';

/** Why a learner may watch a course: bought alone, bought in a bundle, or free. */
export type EntitlementSource = 'purchase' | 'bundle' | 'free';

/** Stream `entitlement-<userId>`: every course a learner may study and until when (null: no end). */
export type CourseAccessGranted = DomainEvent<
  'CourseAccessGranted',
  { userId: string; courseId: string; source: EntitlementSource; orderId: string | null; bundleId: string | null; grantedAt: string; expiresAt: string | null }
>;
export type BundleOwned = DomainEvent<'BundleOwned', { userId: string; bundleId: string; orderId: string | null; at: string }>;

export type EntitlementEvent = CourseAccessGranted | BundleOwned;

export const ENTITLEMENT_EVENT_TYPES = ['CourseAccessGranted', 'BundleOwned'] as const satisfies readonly EntitlementEvent['type'][];

export const entitlementStream = (userId: string): string => `entitlement-${userId}`;
