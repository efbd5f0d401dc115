import type { ReviewWithCourseListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export const listPublicReviews = (userId: string, take: number) =>
  api<ReviewWithCourseListResponse>(`cmsapi/users/${encodeURIComponent(userId)}/reviews?skip=0&take=${take}`);

/** A public profile's published reviews; refused (and so not shown) while the owner keeps them private. */
export const usePublicReviews = (userId: string, take: number) =>
  useQuery({
    queryKey: reviewKeys.ofUser(userId, take),
    queryFn: () => listPublicReviews(userId, take),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { toastErrors: false },
  });
