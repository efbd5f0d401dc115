import type { CommandAccepted, EditReviewRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsPath } from './review-keys';

export const editReview = (courseId: string, reviewId: string, body: EditReviewRequestBody) =>
  api<CommandAccepted>(`${reviewsPath(courseId)}/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: JSON.stringify(body) });

export const useEditReview = (courseId: string) =>
  useMutation({ mutationFn: ({ reviewId, ...body }: EditReviewRequestBody & { reviewId: string }) => editReview(courseId, reviewId, body) });
