import { sharedKeys } from '../../../lib/query-keys';

/** Query keys of the users feature: the account under the shared root, which other features' reads about it share. */
export const userKeys = {
  all: sharedKeys.users,
  one: (userId: string) => sharedKeys.user(userId),
  publicProfiles: ['public-profile'] as const,
  publicProfile: (userId: string) => [...userKeys.publicProfiles, userId] as const,
};
