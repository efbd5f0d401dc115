import type { UserResponse } from '@khru/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export const getUser = (userId: string, after?: string | null) =>
  api<UserResponse>(`userprofileapi/user/${encodeURIComponent(userId)}${after ? `?after=${encodeURIComponent(after)}` : ''}`);

export const userQueryOptions = (userId: string) => queryOptions({ queryKey: userKeys.one(userId), queryFn: () => getUser(userId) });

export const useUser = (userId: string | null) => useQuery({ ...userQueryOptions(userId ?? ''), enabled: Boolean(userId) });

/** After a change, read the account once the read model has it (read-your-writes), and cache that. */
export async function refreshUserAfter(queryClient: QueryClient, userId: string, position: string | null): Promise<void> {
  const user = await getUser(userId, position);
  queryClient.setQueryData(userQueryOptions(userId).queryKey, user);
  await queryClient.invalidateQueries({ queryKey: userKeys.publicProfile(userId) });
}
