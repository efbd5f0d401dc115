import type { PublicProfileResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getPublicProfile = (userId: string) => api<PublicProfileResponse>(`userprofileapi/user/${encodeURIComponent(userId)}/public`);

export const usePublicProfile = (userId: string) =>
  useQuery({ queryKey: ['public-profile', userId], queryFn: () => getPublicProfile(userId), retry: false, meta: { toastErrors: false } });
