import type { Role } from '../identity/roles.js';
import type { Interests, NotificationSettings, PublicProfileSettings } from '../identity/profile.js';

/** Collection `users`: one document per live account. Credentials never reach a read model. */
export interface UserDocument {
  _id: string;
  email: string;
  /** Lower-cased first name, last name and email, for the administrators' search. */
  searchText: string;
  firstName: string;
  lastName: string;
  role: Role;
  created: string;
  profileImageUrl: string | null;
  birthday: string | null;
  position: string | null;
  contactNumber: string | null;
  interests: Interests;
  notificationSettings: NotificationSettings;
  publicProfileSettings: PublicProfileSettings;
  lastLoginAt: string | null;
}

export const USERS_COLLECTION = 'users';
