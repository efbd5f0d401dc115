import type { ReviewWithCourseListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export const listMyReviews = (take: number) => api<ReviewWithCourseListResponse>(`cmsapi/courses/my-reviews-ratings?skip=0&take=${take}`);

/** The learner's reviews of every course, in every state, newest first; `take` grows per "see more". */
export const useMyReviews = (take: number) =>
  useQuery({ queryKey: reviewKeys.mine(take), queryFn: () => listMyReviews(take), placeholderData: keepPreviousData });
