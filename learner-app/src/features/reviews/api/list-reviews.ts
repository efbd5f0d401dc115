import { PAGE_SIZES, type ListReviewsRequestBody, type ReviewListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys, reviewsPath } from './review-keys';

export const listReviews = (courseId: string, body: ListReviewsRequestBody) =>
  api<ReviewListResponse>(`${reviewsPath(courseId)}/reviews/list`, { method: 'POST', body: JSON.stringify(body) });

/** A course's published reviews, newest first (spec section 7); `take` grows by 3 per "see more". */
export const useReviews = (courseId: string, rating: number | null, take: number) =>
  useQuery({
    queryKey: reviewKeys.list(courseId, rating, take),
    queryFn: () => listReviews(courseId, { requireTotalCount: true, skip: 0, take, ...(rating === null ? {} : { rating }) }),
    placeholderData: keepPreviousData,
  });

export const REVIEWS_PAGE = PAGE_SIZES.reviewsAndQuestions;
