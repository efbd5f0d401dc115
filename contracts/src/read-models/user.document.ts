import type { UserProfileFields } from '../http/user.types.js';

/** A login session not ended yet; kept while its refresh token could still be used. */
export interface OpenSession {
  sessionId: string;
  /** When its current refresh token expires (later after each refresh). */
  expiresAt: string;
}

/** Collection `users`: one document per live account. Credentials never reach a read model. */
export interface UserDocument extends UserProfileFields {
  _id: string;
  /** Lower-cased first name, last name and email, for the administrators' search. */
  searchText: string;
  /**
   * Sessions not logged out, ended by a password change or reset, or revoked: each request checks its
   * access token's session (and role) here. Server-side only, never sent to clients.
   */
  openSessions: OpenSession[];
}

export const USERS_COLLECTION = 'users';
