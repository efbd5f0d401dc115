import type { ReviewWrittenResponse, WriteReviewRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsPath } from './review-keys';

export const writeReview = (courseId: string, body: WriteReviewRequestBody) =>
  api<ReviewWrittenResponse>(`${reviewsPath(courseId)}/reviews`, { method: 'POST', body: JSON.stringify(body) });

export const useWriteReview = (courseId: string) => useMutation({ mutationFn: (body: WriteReviewRequestBody) => writeReview(courseId, body) });
