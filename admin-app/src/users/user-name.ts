import type { UserListItem } from '@khru/contracts';

/** How a user is named in titles and confirmations. */
export const userName = (user: Pick<UserListItem, 'firstName' | 'lastName' | 'email'>): string => `${user.firstName} ${user.lastName}`.trim() || user.email;
