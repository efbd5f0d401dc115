import {
  initialProfile,
  USER_EVENT_TYPES,
  USERS_COLLECTION,
  WISHLIST_EVENT_TYPES,
  ENTITLEMENT_EVENT_TYPES,
  SESSION_EVENT_TYPES,
  type EntitlementEvent,
  type SessionEvent,
  type UserDocument,
  type UserEvent,
  type WishlistEvent,
} from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';
import { evolveSessionFamily, sessionOpened, sessionsEnded } from './open-sessions.js';

const searchText = (d: Pick<UserDocument, 'firstName' | 'lastName' | 'email'>) => `${d.firstName} ${d.lastName} ${d.email}`.toLowerCase();

/** The user's `wishlistItemIds`, newest first, from their wishlist stream. */
function evolveWishlist(document: UserDocument | null, event: WishlistEvent): UserDocument | null {
  if (!document) return null;
  const current = document.wishlistItemIds ?? [];
  return event.type === 'WishlistItemAdded'
    ? { ...document, wishlistItemIds: [event.data.item.itemId, ...current.filter((id) => id !== event.data.item.itemId)] }
    : { ...document, wishlistItemIds: current.filter((id) => !event.data.itemIds.includes(id)) };
}

/**
 * The user's purchases (spec section 3): every course they may study, their bundles, and each
 * course's end of access, kept only while it has one (a later grant without end removes it).
 */
function evolveEntitlements(document: UserDocument | null, event: EntitlementEvent): UserDocument | null {
  if (!document) return null;
  const bundles = document.purchasedBundleCertificateIds ?? [];
  const ids = document.purchasedCourseIds ?? [];
  const expiry = { ...(document.purchasedCoursesExpiry ?? {}) };
  switch (event.type) {
    case 'BundleOwned':
      return bundles.includes(event.data.bundleId) ? document : { ...document, purchasedBundleCertificateIds: [...bundles, event.data.bundleId] };
    case 'BundleReleased':
      return { ...document, purchasedBundleCertificateIds: bundles.filter((id) => id !== event.data.bundleId) };
    case 'CourseAccessGranted': {
      const { courseId, expiresAt } = event.data;
      const held = ids.includes(courseId);
      if (expiresAt === null) delete expiry[courseId];
      else if (!held || (expiry[courseId] !== undefined && expiresAt > expiry[courseId]!)) expiry[courseId] = expiresAt;
      return { ...document, purchasedCourseIds: held ? ids : [...ids, courseId], purchasedCoursesExpiry: expiry };
    }
    case 'CourseAccessRevoked': {
      // The decider says what access other grants still give.
      const { courseId, remaining } = event.data;
      if (remaining === undefined) {
        delete expiry[courseId];
        return { ...document, purchasedCourseIds: ids.filter((id) => id !== courseId), purchasedCoursesExpiry: expiry };
      }
      if (remaining === null) delete expiry[courseId];
      else expiry[courseId] = remaining;
      return { ...document, purchasedCoursesExpiry: expiry };
    }
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

export function evolveUser(document: UserDocument | null, recorded: RecordedEvent): UserDocument | null {
  if ((WISHLIST_EVENT_TYPES as readonly string[]).includes(recorded.type)) return evolveWishlist(document, asDomainEvent<WishlistEvent>(recorded));
  if ((ENTITLEMENT_EVENT_TYPES as readonly string[]).includes(recorded.type)) return evolveEntitlements(document, asDomainEvent<EntitlementEvent>(recorded));
  if ((SESSION_EVENT_TYPES as readonly string[]).includes(recorded.type)) return evolveSessionFamily(document, asDomainEvent<SessionEvent>(recorded));
  const event = asDomainEvent<UserEvent>(recorded);
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, lastName, role, registeredAt } = event.data;
      return {
        _id: userId,
        email,
        searchText: searchText({ email, firstName, lastName }),
        ...initialProfile(firstName, lastName),
        role,
        created: registeredAt,
        profileImageUrl: null,
        lastLoginAt: null,
        wishlistItemIds: [],
        purchasedCourseIds: [],
        purchasedBundleCertificateIds: [],
        purchasedCoursesExpiry: {},
        openSessions: [],
      };
    }
    case 'UserLoggedIn':
      return document && sessionOpened({ ...document, lastLoginAt: event.data.at }, event.data.sessionId, event.data.expiresAt, event.data.at);
    case 'UserLoggedOut':
      return document && sessionsEnded(document, (id) => id === event.data.sessionId);
    case 'PasswordChanged':
      return document && sessionsEnded(document, (id) => id !== event.data.keptSessionId);
    case 'PasswordResetCompleted':
      return document && sessionsEnded(document, () => true);
    case 'EmailChanged':
      return document && { ...document, email: event.data.email, searchText: searchText({ ...document, email: event.data.email }) };
    case 'PersonalDetailsChanged': {
      if (!document) return null;
      const next = { ...document, ...event.data.changes };
      return { ...next, searchText: searchText(next) };
    }
    case 'InterestsChanged':
      return document && { ...document, interests: event.data.interests };
    case 'NotificationSettingsChanged':
      return document && { ...document, notificationSettings: event.data.notificationSettings };
    case 'PublicProfileSettingsChanged':
      return document && { ...document, publicProfileSettings: event.data.publicProfileSettings };
    case 'ProfileImageChanged':
      return document && { ...document, profileImageUrl: event.data.imageUrl };
    case 'UserDetailsEditedByAdmin': {
      if (!document) return null;
      const { firstName, lastName, role } = event.data;
      return { ...document, firstName, lastName, role, searchText: searchText({ ...document, firstName, lastName }) };
    }
    case 'UserDeleted':
      return null;
    case 'UserDeactivated':
      return document && sessionsEnded(document, () => true);
    case 'PasswordResetRequested':
      return document;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/**
 * Read model `users` (with the wishlist's item ids and the open sessions): profiles for the profile
 * pages and the administrators' user list, and what each request's access token is checked against.
 */
export const usersProjection: DocumentProjection<UserDocument> = {
  kind: 'document',
  name: 'users',
  collection: USERS_COLLECTION,
  handles: [...USER_EVENT_TYPES, ...WISHLIST_EVENT_TYPES, ...ENTITLEMENT_EVENT_TYPES, ...SESSION_EVENT_TYPES],
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  evolve: evolveUser,
  indexes: [{ keys: { created: -1 } }, { keys: { role: 1 } }],
};
