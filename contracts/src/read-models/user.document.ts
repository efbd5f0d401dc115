import type { UserProfileFields } from '../http/user.types.js';

/** Collection `users`: one document per live account. Credentials never reach a read model. */
export interface UserDocument extends UserProfileFields {
  _id: string;
  /** Lower-cased first name, last name and email, for the administrators' search. */
  searchText: string;
}

export const USERS_COLLECTION = 'users';
