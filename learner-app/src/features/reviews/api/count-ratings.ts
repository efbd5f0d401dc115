import type { ReviewRatingsCountResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys, reviewsPath } from './review-keys';

export const countRatings = (courseId: string) => api<ReviewRatingsCountResponse>(`${reviewsPath(courseId)}/reviews-ratings-count`);

/** A course's published reviews per number of stars, with their mean and count. */
export const useRatingsCount = (courseId: string) => useQuery({ queryKey: reviewKeys.count(courseId), queryFn: () => countRatings(courseId) });
