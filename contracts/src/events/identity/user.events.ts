import type { DomainEvent } from '../event.js';
import type { Role } from '../../identity/roles.js';
import type { Interests, NotificationSettings, PersonalDetails, PublicProfileSettings } from '../../identity/profile.js';

/** Stream `user-<id>`: one account, its credentials, sessions and profile. */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
    passwordHash: string;
    /** How the account came to be: self sign-up, an administrator, an organisation adding its people, or the demo seed. */
    source: 'signup' | 'admin' | 'organisation' | 'seed';
    registeredAt: string;
  }
>;

/** A login session starts; `refreshTokenHash` is the SHA-256 of the first refresh token of its family. */
export type UserLoggedIn = DomainEvent<'UserLoggedIn', { userId: string; sessionId: string; refreshTokenHash: string; expiresAt: string; at: string }>;

export type UserLoggedOut = DomainEvent<'UserLoggedOut', { userId: string; sessionId: string; at: string }>;

/** Ends every session except `keptSessionId` (the one that changed the password). */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string; keptSessionId: string | null; at: string }>;

export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; resetId: string; tokenHash: string; expiresAt: string; at: string }
>;

/** Ends every session. */
export type PasswordResetCompleted = DomainEvent<'PasswordResetCompleted', { userId: string; resetId: string; passwordHash: string; at: string }>;

export type EmailChanged = DomainEvent<'EmailChanged', { userId: string; previousEmail: string; email: string; at: string }>;

export type PersonalDetailsChanged = DomainEvent<'PersonalDetailsChanged', { userId: string; changes: Partial<PersonalDetails> }>;

export type InterestsChanged = DomainEvent<'InterestsChanged', { userId: string; interests: Interests }>;

export type NotificationSettingsChanged = DomainEvent<'NotificationSettingsChanged', { userId: string; notificationSettings: NotificationSettings }>;

export type PublicProfileSettingsChanged = DomainEvent<'PublicProfileSettingsChanged', { userId: string; publicProfileSettings: PublicProfileSettings }>;

export type ProfileImageChanged = DomainEvent<'ProfileImageChanged', { userId: string; imageUrl: string }>;

export type UserDetailsEditedByAdmin = DomainEvent<
  'UserDetailsEditedByAdmin',
  { userId: string; firstName: string; lastName: string; role: Role; editedBy: string }
>;

/** `email`: the address the account held, which a workflow gives back (absent before ADR 34, when the request gave it back). */
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; deletedBy: string; at: string; email?: string }>;

/** The organisation that added the person deactivated them: every session ends, sign-in is refused, the account stays. */
export type UserDeactivated = DomainEvent<'UserDeactivated', { userId: string; orgId: string; by: string; at: string }>;

export type UserEvent =
  | UserRegistered
  | UserLoggedIn
  | UserLoggedOut
  | PasswordChanged
  | PasswordResetRequested
  | PasswordResetCompleted
  | EmailChanged
  | PersonalDetailsChanged
  | InterestsChanged
  | NotificationSettingsChanged
  | PublicProfileSettingsChanged
  | ProfileImageChanged
  | UserDetailsEditedByAdmin
  | UserDeleted
  | UserDeactivated;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserLoggedIn',
  'UserLoggedOut',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'EmailChanged',
  'PersonalDetailsChanged',
  'InterestsChanged',
  'NotificationSettingsChanged',
  'PublicProfileSettingsChanged',
  'ProfileImageChanged',
  'UserDetailsEditedByAdmin',
  'UserDeleted',
  'UserDeactivated',
] as const satisfies readonly UserEvent['type'][];

export const userStream = (userId: string): string => `user-${userId}`;
