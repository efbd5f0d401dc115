import type { Role } from '../identity/roles.js';
import type { Interests, ProfileSections, PublicProfileSettings } from '../identity/profile.js';
import type { UserNotifications } from './notification.types.js';

/** The account's profile as its owner (or an administrator) sees it; read model and response share it. */
export interface UserProfileFields extends ProfileSections {
  email: string;
  created: string;
  role: Role;
  profileImageUrl: string | null;
  lastLoginAt: string | null;
  /** Courses and bundles kept for later, newest first. */
  wishlistItemIds: string[];
  /** What the learner may study (spec section 3): courses, bundles, and each course's end of access (absent: no end). */
  purchasedCourseIds: string[];
  purchasedBundleCertificateIds: string[];
  purchasedCoursesExpiry: Record<string, string>;
}

/** One account as the administrators' list shows it. */
export interface UserListItem extends UserProfileFields {
  id: string;
}

/**
 * `GET userprofileapi/user/{id}`: also the instructor profiles the account teaches as (their courses are not for sale to it),
 * and its notifications (spec section 3): the unread count and the latest few.
 */
export interface UserResponse extends UserListItem {
  instructorIds: string[];
  notifications: UserNotifications;
}

/** `GET userprofileapi/user/{id}/public`: only what the owner's switches make visible. */
export interface PublicProfileResponse {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  age?: number;
  jobTitle?: string | null;
  interests?: Interests;
  /** The learner's learning time over all courses, while the learning-hours switch is on. */
  learningSeconds?: number;
  /** The sections the learner keeps private, so a visitor is told what is hidden and nothing asks for them. */
  switchedOff: (keyof PublicProfileSettings)[];
}

export interface UserListResponse {
  data: UserListItem[];
  totalCount: number;
}

export interface CreateUserRequestBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface UpdateUserRequestBody {
  firstName: string;
  lastName: string;
  role: Role;
}

/**
 * A learner's access to a course from their purchases (spec section 3): its end (null: no end),
 * or undefined when they do not hold it or pay-per-view has ended. Server and app both ask this.
 */
export function heldCourseAccess(
  user: Pick<UserProfileFields, 'purchasedCourseIds' | 'purchasedCoursesExpiry'> | null | undefined,
  courseId: string,
  now: Date,
): string | null | undefined {
  if (!user?.purchasedCourseIds?.includes(courseId)) return undefined;
  const until = user.purchasedCoursesExpiry?.[courseId] ?? null;
  return until !== null && Date.parse(until) <= now.getTime() ? undefined : until;
}
