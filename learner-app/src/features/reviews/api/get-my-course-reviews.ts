import type { MyCourseReviewsResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys, reviewsPath } from './review-keys';

export const getMyCourseReviews = (courseId: string, after?: string) =>
  api<MyCourseReviewsResponse>(`${reviewsPath(courseId)}/my-reviews${after ? `?after=${encodeURIComponent(after)}` : ''}`);

/** The learner's own review of the course in any state, and whether they may write one (logged in only). */
export const useMyCourseReviews = (courseId: string, enabled: boolean) =>
  useQuery({ queryKey: reviewKeys.mineOfCourse(courseId), queryFn: () => getMyCourseReviews(courseId), enabled });
