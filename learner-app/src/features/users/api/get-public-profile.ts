import type { PublicProfileResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export const getPublicProfile = (userId: string) => api<PublicProfileResponse>(`userprofileapi/user/${encodeURIComponent(userId)}/public`);

export const usePublicProfile = (userId: string) =>
  useQuery({ queryKey: userKeys.publicProfile(userId), queryFn: () => getPublicProfile(userId), retry: false, meta: { toastErrors: false } });
